import Foundation
import SpecModel

/// Enumerations a table row names case by case with their type: "`Position.TOP` or `Position.BOTTOM`",
/// "[Direction.VERTICAL] by default. Can also be [Direction.HORIZONTAL]" (Dart and Kotlin docs write
/// cases this way). When the row writes no type, or writes that same type, and mentions two or more
/// cases of one type (its default among them), the type becomes an enumeration of those cases, in the
/// order they are mentioned.
enum QualifiedCaseEnumeration {
    /// The enumerations, and which row (by `line:column`) each belongs to.
    static func enumerations(in tables: [ParameterTable], component: String, known: Set<String>) -> (
        enumerations: [Enumeration], byRow: [String: String]
    ) {
        var found: [Enumeration] = []
        var byRow: [String: String] = [:]
        var names = known
        for table in tables {
            for row in table.rows {
                // `Gravity.*`: any case of an enumeration already known.
                if row.type == nil, let type = wildcardType(row.description),
                    names.contains(type) || found.contains(where: { $0.name == type })
                {
                    byRow[LiteralUnionEnumeration.key(row.location)] = type
                    continue
                }
                guard let (type, cases) = mentionedCases(in: row) else { continue }
                if let existing = found.first(where: { $0.name == type }) {
                    // The same type described again (`gravity` in two tables): one enumeration, if the cases agree.
                    if Set(cases).isSubset(of: existing.cases) { byRow[LiteralUnionEnumeration.key(row.location)] = type }
                    continue
                }
                // A type the spec declares is read from its declaration; the component's own name is not a case type,
                // nor is a type the mapping knows (`Color.Black` names a colour, `Double.infinity` a number).
                guard !names.contains(type), type != component, TypeClassifier(enumerations: []).classify(.named(type)).isUndefined
                else { continue }
                names.insert(type)
                byRow[LiteralUnionEnumeration.key(row.location)] = type
                found.append(Enumeration(name: type, cases: cases, line: row.location.line, column: row.location.column))
            }
        }
        return (found, byRow)
    }

    /// The type and its cases a row mentions; nil unless exactly one type has two or more, and the default fits.
    private static func mentionedCases(in row: ParameterTable.Row) -> (String, [String])? {
        let written = row.type?.trimmed
        if let written, !DescribedEnumeration.isTypeName(written) { return nil }
        let defaultCase = row.defaultValue.flatMap { qualifiedCase(unbracketed($0)) }
        if row.defaultValue != nil, defaultCase == nil { return nil }
        var casesByType: [String: [String]] = [:]
        var order: [String] = []
        // Cases in the order the description mentions them; a default it leaves out comes last.
        for (type, name) in mentions(in: withoutExamples(row.description)) + [defaultCase].compactMap({ $0 }) {
            if casesByType[type] == nil { order.append(type) }
            if casesByType[type, default: []].contains(name) == false { casesByType[type, default: []].append(name) }
        }
        let candidates = order.filter { type in
            (casesByType[type]?.count ?? 0) >= 2 && (written == nil || written == type) && (defaultCase == nil || defaultCase?.type == type)
        }
        guard candidates.count == 1, let type = candidates.first, let cases = casesByType[type] else { return nil }
        return (type, cases)
    }

    /// `text` without the examples it gives in passing: "…, such as [Navigator.push] - [Navigator.pop], etc." names
    /// calls that illustrate, not the values the parameter takes. Each is cut from its phrase to the clause's end.
    static func withoutExamples(_ text: String) -> String {
        var result = text
        for phrase in ["such as ", "e.g. ", "e.g., ", "for example ", "for example, ", "for instance "] {
            while let start = result.range(of: phrase, options: .caseInsensitive) {
                let tail = result[start.upperBound...]
                let end = [tail.range(of: "; ")?.lowerBound, tail.range(of: ". ")?.lowerBound].compactMap { $0 }.min() ?? result.endIndex
                result.replaceSubrange(start.lowerBound..<end, with: "")
            }
        }
        return result
    }

    /// Every `Type.case` in `text` that is not a call, a lookup or a longer path.
    private static func mentions(in text: String) -> [(type: String, name: String)] {
        var found: [(String, String)] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter, index == 0 || !isPathCharacter(characters[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, isPathCharacter(characters[end]) { end += 1 }
            var path = String(characters[index..<end])
            if path.hasSuffix(".") { path.removeLast() }
            // `Directionality.of(context)`, `Colors.grey[600]`: a call or a lookup, not a case.
            let isCase = end == characters.count || !["(", "["].contains(characters[end])
            if isCase, let mention = qualifiedCase(path) { found.append(mention) }
            index = end
        }
        return found
    }

    /// `Position.TOP` → (Position, TOP); nil for anything but an UpperCamel type and one case name.
    private static func qualifiedCase(_ text: String) -> (type: String, name: String)? {
        let parts = text.trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, DescribedEnumeration.isTypeName(String(parts[0])), let first = parts[1].first, first.isLetter,
            parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// `Gravity.*` → Gravity.
    private static func wildcardType(_ text: String) -> String? {
        let text = unbracketed(text)
        guard text.hasSuffix(".*") else { return nil }
        let type = String(text.dropLast(2))
        return DescribedEnumeration.isTypeName(type) ? type : nil
    }

    /// `[Position.TOP]`, `` `Position.TOP` ``: a reference written in brackets or code.
    static func unbracketed(_ text: String) -> String {
        var text = text.trimmed
        while let first = text.first, let last = text.last, text.count > 2,
            (first == "[" && last == "]") || (first == "`" && last == "`")
        {
            text = String(text.dropFirst().dropLast()).trimmed
        }
        return text
    }

    private static func isPathCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "."
    }
}
