import SpecModel

/// What a default written as a name (`.compact`, `Style.compact`, `Metrics.gap`) is in the code's graphs: one of the
/// module's enumeration cases or one of its properties, decided only when exactly one type fits.
enum NamedValue: Equatable {
    /// A case of an enumeration with neither raw values nor a literal conformance: no literal can stand for it.
    case enumerationCase
    /// A stored or computed property (`static let gap = 8.0`): a constant whose value the graph does not give.
    case property

    /// The value's kind, or nil when the graphs do not say (another module's member, two types of that name, a call).
    /// A leading-dot member belongs to the parameter's type `typeName`; `Owner.member` to the one type named `Owner`.
    static func resolve(_ value: String, typeName: String?, in modules: [CodeModule]) -> NamedValue? {
        let trimmed = value.trimmingWhitespaces()
        var parts = (trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed).split(separator: ".").map(String.init)
        guard let member = parts.popLast(),
            (parts + [member]).allSatisfy(\.isPlainIdentifier)
        else { return nil }
        if trimmed.hasPrefix(".") {
            // `.Defaults.gap` is a member of a member of the parameter's type: not followed here.
            guard parts.isEmpty, let typeName, !typeName.isEmpty else { return nil }
            parts = [typeName]
        }
        guard !parts.isEmpty else { return nil }
        let owners = modules.flatMap { module in module.types(endingWith: parts).map { (module, $0) } }
        guard owners.count == 1, let (module, owner) = owners.first else { return nil }
        let found = module.members(of: owner.path).filter { $0.baseName == member }
        guard found.count == 1, let symbol = found.first else { return nil }
        switch symbol.kind {
        case "enum.case":
            let conformances = module.supertypes[owner.preciseIdentifier] ?? []
            // A raw-valued enumeration's case may be documented by its raw value (`"compact"`): not certain.
            let literalSpelled = conformances.contains { $0.hasSuffix("RawRepresentable") || $0.contains("ExpressibleBy") }
            return literalSpelled ? nil : .enumerationCase
        case "property", "type.property": return .property
        default: return nil
        }
    }
}
