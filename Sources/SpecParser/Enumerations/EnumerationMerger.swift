import SpecModel

/// Gathers a spec's enumerations by name, in the order they are offered: code declarations in document
/// order, then case lists, then values listed in table rows.
///
/// The same name with the same cases in another spelling (`case plain, rich` in Swift, `Plain, Rich` in
/// Kotlin) is one enumeration: the first declaration gives its case names and raw values, and each code
/// language's spelling is kept so defaults written in either language resolve. Only the exact name joins
/// declarations: parameter types refer to an enumeration by that name, and prefixes (`MDC`, a nesting type)
/// are not reliably the same type. A list in prose or a table matches whatever its order. The same name
/// with other cases is a warning at the later declaration; the first stays.
struct EnumerationMerger {
    private(set) var enumerations: [Enumeration] = []
    /// The language of each enumeration's first declaration; nil for a list in prose or a table.
    private var firstLanguage: [String: APIDeclaration.Language] = [:]
    let file: String

    init(file: String) {
        self.file = file
    }

    /// Whether an enumeration of this name is already known.
    func contains(_ name: String) -> Bool {
        enumerations.contains { $0.name == name }
    }

    /// Adds `enumeration`, declared in `language` (nil when not in code); returns what to tell the reader,
    /// and whether it is a new enumeration.
    mutating func add(_ enumeration: Enumeration, language: APIDeclaration.Language?) -> (diagnostic: Diagnostic?, isNew: Bool) {
        let location = SourceLocation(file: file, line: enumeration.line, column: enumeration.column)
        guard let index = enumerations.firstIndex(where: { $0.name == enumeration.name }) else {
            enumerations.append(enumeration)
            if let language { firstLanguage[enumeration.name] = language }
            return (nil, true)
        }
        let first = enumerations[index]
        let firstLocation = SourceLocation(file: file, line: first.line, column: first.column)
        guard CaseSpelling.correspond(enumeration.cases, to: first, ordered: language != nil) else {
            let message =
                "enumeration '\(enumeration.name)' is declared again with other cases (\(enumeration.cases.joined(separator: ", "))"
                + " instead of \(first.cases.joined(separator: ", "))); the first declaration is used"
            return (.warning(message, at: location, notes: [.init(message: "first declared here", location: firstLocation)]), false)
        }
        if let language, let original = firstLanguage[enumeration.name], language != original,
            enumerations[index].spellings[language.rawValue] == nil
        {
            if enumerations[index].spellings.isEmpty { enumerations[index].spellings[original.rawValue] = first.cases }
            enumerations[index].spellings[language.rawValue] = enumeration.cases
        }
        let message =
            "enumeration '\(enumeration.name)' is declared again with the same cases; it is one enumeration, named as first declared"
        return (Diagnostic(.note, message, at: location, notes: [.init(message: "first declared here", location: firstLocation)]), false)
    }
}
