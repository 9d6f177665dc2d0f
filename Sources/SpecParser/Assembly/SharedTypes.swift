import SpecModel

/// Types one document of a component defines are defined for all of them: a guideline page's row typed
/// `BannerEdge` reads as the enumeration the API document declares, not as an unknown runtime type.
enum SharedTypes {
    /// What re-reading found: the tables whose "types are not defined" warnings no longer hold (every unknown
    /// type of theirs is defined by another document), and a note per parameter read again.
    struct Outcome {
        var settledTables: Set<SourceLocation> = []
        var notes: [Diagnostic] = []
    }

    /// Reads again, with every document's enumerations and records, each parameter its own document left out of
    /// the model because its type was not defined there.
    static func share(in documents: inout [ComponentSpec]) -> Outcome {
        let enumerations = Dictionary(documents.flatMap(\.enumerations).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let records = Dictionary(documents.flatMap(\.records).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var outcome = Outcome()
        guard !enumerations.isEmpty || !records.isEmpty else { return outcome }
        let shared = TypeClassifier(enumerations: Set(enumerations.keys), records: Set(records.keys))
        for position in documents.indices {
            let document = documents[position]
            let own = TypeClassifier(
                enumerations: Set(document.enumerations.map(\.name)),
                records: Set(document.records.map(\.name))
            )
            for api in document.apis.indices {
                var unresolved = false
                var changed = false
                for index in documents[position].apis[api].parameters.indices {
                    let parameter = documents[position].apis[api].parameters[index]
                    guard parameter.valueType == nil, case .undefined(let name) = own.classify(parameter.parsedType) else { continue }
                    guard case .data(let valueType) = shared.classify(parameter.parsedType) else {
                        unresolved = true
                        continue
                    }
                    var defaults = DefaultValueParser(enumerations: enumerations)
                    defaults.records = records
                    defaults.acceptsBareStrings = document.apis[api].kind == .properties
                    defaults.language = document.apis[api].language
                    var read = parameter
                    read.valueType = valueType
                    read.runtimeReason = nil
                    if let text = parameter.defaultValue, case .success(let value) = defaults.parse(text, as: valueType) {
                        read.parsedDefault = value
                    }
                    documents[position].apis[api].parameters[index] = read
                    changed = true
                    let definer = documents.first { other in
                        other.enumerations.contains { $0.name == name } || other.records.contains { $0.name == name }
                    }
                    outcome.notes.append(
                        Diagnostic(
                            .note,
                            "parameter '\(parameter.name)' is read with '\(name)', which \(definer?.source ?? "another document") defines",
                            at: SourceLocation(file: document.source, line: parameter.line, column: parameter.column)
                        )
                    )
                }
                if changed && !unresolved {
                    let table = documents[position].apis[api]
                    outcome.settledTables.insert(SourceLocation(file: document.source, line: table.line, column: table.column))
                }
            }
        }
        return outcome
    }

    /// Whether `diagnostic` is a document's warning that a table's types are undefined, which `outcome` settled.
    static func isSettled(_ diagnostic: Diagnostic, by settled: Set<SourceLocation>) -> Bool {
        diagnostic.message.hasPrefix(undefinedTypesWarning) && settled.contains(diagnostic.location)
    }

    /// How the parser's warning about a table's undefined types begins (`APIAssembler`).
    /// It says what to write instead, since a newcomer's type is often a unit or a name of their own.
    static let undefinedTypesWarning =
        "left out of the model because their types are not defined in the spec (write a type specgen knows, such as `Duration` "
        + "or `Double`, or describe the type under `types:` in specgen.yml)"
}
