import SpecModel

/// `specgen.yml`'s `types:` as the reader uses them: enumerations for the listed cases (only for types a table
/// of the document names, so other documents gain nothing), and aliases for the type classifier.
struct ConfiguredTypes {
    let types: [String: ConfiguredType]
    /// Enumerations the document itself declares; its own declaration is read instead.
    let known: Set<String>

    init(_ types: [String: ConfiguredType], known: Set<String>) {
        self.types = types
        self.known = known
    }

    /// The `as:` types, read.
    var aliases: [String: TypeReference] {
        var aliases: [String: TypeReference] = [:]
        for (name, type) in types {
            guard case .alias(let written) = type, let reference = TypeSpelling.reference(written: written, defaultValue: nil) else {
                continue
            }
            aliases[name] = reference
        }
        return aliases
    }

    /// The `cases:` types some row of `tables` names, in the order of their first row.
    func enumerations(usedIn tables: [ParameterTable], types written: WrittenTypes) -> [Enumeration] {
        var found: [Enumeration] = []
        for row in tables.flatMap(\.rows) {
            guard let spelled = row.type, var type = written.reference(spelled) else { continue }
            while type.kind == .optional || type.kind == .array, let inner = type.arguments.first { type = inner }
            guard let name = type.name, !known.contains(name), !found.contains(where: { $0.name == name }),
                case .cases(let cases)? = types[name]
            else { continue }
            found.append(Enumeration(name: name, cases: cases, line: row.location.line, column: row.location.column))
        }
        return found
    }
}
