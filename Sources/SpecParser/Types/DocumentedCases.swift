import SpecModel

/// Enumerations a document names as a parameter's type but does not define (`DialogType`, `ModifierType`), read
/// from the cases it mentions: in the row's description ("Possible values: .slide, .fade"), as its default
/// (`.inline`, `AnimType.SCALE`), or anywhere in the document qualified by the type (`DialogType.info` in sample
/// code). A case is a plain name: `.fixed(15)` carries a value and is not one, so a type known only by such
/// mentions stays runtime. Every enumeration read this way is an inference the reader reports.
enum DocumentedCases {
    /// The enumerations found, one per type name, in the order of their first row, and the rows that write no type
    /// but take one of them by their default (by the row's `line:column`).
    static func enumerations(in tables: [ParameterTable], sourceLines: [String], classifier: TypeClassifier, types: WrittenTypes) -> (
        enumerations: [Enumeration], byRow: [String: String]
    ) {
        var found: [Enumeration] = []
        var byRow: [String: String] = [:]
        for row in tables.flatMap(\.rows) {
            // `[FlushbarStyle.FLOATING] is the default` with no type written: the default names the type.
            let untyped = row.type == nil ? row.defaultValue.flatMap { qualifiedType(of: $0, classifier: classifier, types: types) } : nil
            guard let name = undefinedName(row.type, classifier: classifier, types: types) ?? untyped else { continue }
            if let existing = found.first(where: { $0.name == name }) {
                if untyped != nil, existing.cases.count >= 2 { byRow[LiteralUnionEnumeration.key(row.location)] = name }
                continue
            }
            var cases: [String] = []
            func add(_ candidates: [String]) {
                for candidate in candidates where !cases.contains(where: { $0.lowercased() == candidate.lowercased() }) {
                    cases.append(candidate)
                }
            }
            add(mentions(of: name, in: row.description))
            add(row.defaultValue.map { mentions(of: name, in: $0) } ?? [])
            // Elsewhere in the document only qualified mentions count; a bare `.case` there may be any type's.
            let qualified = name + "."
            for line in sourceLines where ASCIIWords.mayContain(line, qualified) && line.contains(qualified) {
                add(mentions(of: name, in: line, bare: false))
            }
            // A type the row does not write needs more than its default to be an enumeration.
            guard cases.count >= (untyped == nil ? 1 : 2) else { continue }
            if untyped != nil { byRow[LiteralUnionEnumeration.key(row.location)] = name }
            var enumeration = Enumeration(name: name, cases: cases, line: row.location.line, column: row.location.column)
            enumeration.isInferred = true
            found.append(enumeration)
        }
        return (found, byRow)
    }

    /// A declaration's parameters as rows, so that `style: Style = .top` with `Style` defined nowhere is read as a
    /// table's row is. A default every kind of type may have (`.default`, `.shared`, `.zero`) names no case.
    static func rows(of pieces: [APIPiece]) -> [ParameterTable] {
        pieces.compactMap { piece -> ParameterTable? in
            guard case .declaration(let declaration, let location, let locations, _) = piece else { return nil }
            let rows = declaration.parameters.enumerated().compactMap { index, parameter -> ParameterTable.Row? in
                guard let value = parameter.defaultValue, !sharedMembers.contains(value.trimmed.trimming { $0 == "." }) else {
                    return nil
                }
                return ParameterTable.Row(
                    name: parameter.name,
                    type: parameter.typeText,
                    defaultValue: value,
                    description: "",
                    isRequired: nil,
                    location: index < locations.count ? locations[index] : location
                )
            }
            return rows.isEmpty ? nil : ParameterTable(rows: rows, hasDefaultColumn: true, hasTypeColumn: true, location: location)
        }
    }

    private static let sharedMembers: Set<String> = ["default", "standard", "shared", "init()", "zero", "none", "identity", "main"]

    /// `FlushbarStyle.FLOATING` → FlushbarStyle, when that is a type name the classifier does not know.
    private static func qualifiedType(of value: String, classifier: TypeClassifier, types: WrittenTypes) -> String? {
        let parts = QualifiedCaseEnumeration.unbracketed(value).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts[1].first, first.isLetter,
            parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return undefinedName(String(parts[0]), classifier: classifier, types: types)
    }

    /// The name of `written` when it is one plain type name the classifier does not know (`DialogType`, `Mode?`).
    private static func undefinedName(_ written: String?, classifier: TypeClassifier, types: WrittenTypes) -> String? {
        guard let written, var type = types.reference(written) else { return nil }
        if type.kind == .optional, let wrapped = type.arguments.first { type = wrapped }
        guard type.kind == .named, type.arguments.isEmpty, let name = type.name, DescribedEnumeration.isTypeName(name),
            !WellKnownRecords.contains(name),
            case .undefined = classifier.classify(type)
        else { return nil }
        return name
    }

    /// The cases `text` names: `Type.case` for the given type, and (when `bare`) `.case` written on its own.
    static func mentions(of type: String, in text: String, bare: Bool = true) -> [String] {
        var cases: [String] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index] == "." else {
                index += 1
                continue
            }
            // What precedes the dot: the type's name (a qualified case), or nothing that belongs to a word.
            var start = index
            while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" {
                start -= 1
            }
            let before = String(characters[start..<index])
            let isQualified = before == type && (start == 0 || !isPathCharacter(characters[start - 1]))
            let isBare = bare && before.isEmpty && (index == 0 || !isPathCharacter(characters[index - 1]))
            var end = index + 1
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            let name = String(characters[(index + 1)..<end])
            // `.fixed(15)`, `Type.of(context)`, `Type.values[0]`, `Type.a.b`: a call, lookup or path, not a case.
            let next = end < characters.count ? characters[end] : " "
            if (isQualified || isBare), let first = name.first, first.isLetter, !["(", "[", "."].contains(next) {
                cases.append(name)
            }
            index = end
        }
        return cases
    }

    private static func isPathCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "."
    }
}
