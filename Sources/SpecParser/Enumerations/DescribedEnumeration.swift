import SpecModel

/// Enumerations a parameter table defines in passing: a row whose type names something the spec does
/// not declare (`ToastPosition`) and whose description lists the values ("Can be set to `top`
/// `middle` `bottom`"). The row's default joins the cases when the list leaves it out. Rows naming a type
/// the spec declares are read too, so the caller can check their values against the declaration.
enum DescribedEnumeration {
    static func enumerations(in tables: [ParameterTable]) -> [Enumeration] {
        var found: [Enumeration] = []
        var names: Set<String> = []
        for table in tables {
            for row in table.rows {
                guard let name = row.type?.trimmed, isTypeName(name), !names.contains(name),
                    var cases = listedValues(in: row.description)
                else { continue }
                if let value = row.defaultValue.map(unquoted), isValue(value), !cases.contains(value) {
                    cases.insert(value, at: 0)
                }
                names.insert(name)
                found.append(Enumeration(name: name, cases: cases, line: row.location.line, column: row.location.column))
            }
        }
        return found
    }

    /// An UpperCamelCase identifier that is not a scalar (`ToastType`, not `String` or `Array<T>`).
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase, ScalarType(typeName: text) == nil else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The code spans after "can be set to", "one of", "possible values", …; nil for fewer than two.
    private static func listedValues(in description: String) -> [String]? {
        let lowered = description.lowercased()
        let phrases = ["can be set to", "one of", "possible values", "accepted values", "available values", "options are", "either"]
        guard let phrase = phrases.lazy.compactMap({ lowered.range(of: $0) }).first else { return nil }
        let offset = lowered.distance(from: lowered.startIndex, to: phrase.upperBound)
        let pieces = description.dropFirst(offset).split(separator: "`", omittingEmptySubsequences: false)
        // Odd pieces are inside backticks.
        let values = pieces.enumerated().filter { $0.offset % 2 == 1 }.map { unquoted(String($0.element)) }
        guard values.count >= 2, values.allSatisfy(isValue), Set(values).count == values.count else { return nil }
        return values
    }

    private static func isValue(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    private static func unquoted(_ text: String) -> String {
        StringLiteralReader.value(of: text.trimmed) ?? text.trimmed
    }
}
