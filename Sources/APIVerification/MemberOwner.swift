import SpecModel

/// Where the members of a type a document names live in the symbol graphs: a public type of the module, a type of
/// another module the module extends (its extension graph holds the members, not the type), or a typealias, whose
/// target's members the graphs need not hold.
enum MemberOwner {
    /// A public type of `module`.
    case type(module: CodeModule, type: CodeSymbol)
    /// Another module's type that `module` extends: its public members are at `path`.
    case extended(module: CodeModule, path: [String])
    /// A typealias: what its target has is not known from these graphs unless the target is the module's own.
    case alias(module: CodeModule, alias: CodeSymbol)
    /// No symbol of that name.
    case none

    /// The owner `symbol` (dotted names match from the end) names in `searched`, a real type before an extended one.
    static func resolve(_ symbol: String, in searched: [CodeModule]) -> MemberOwner {
        let components = symbol.split(separator: ".").map(String.init)
        guard !components.isEmpty else { return .none }
        var alias: MemberOwner?
        for module in searched {
            let types = module.types(endingWith: components).sorted { ($0.path == components ? 0 : 1) < ($1.path == components ? 0 : 1) }
            // A name resolves as the source resolves it: the declaration at that very path (a top-level typealias
            // included) before a type nested elsewhere that ends with it.
            let exactAlias = types.first.map { $0.path == components && $0.kind == "typealias" } ?? false
            if !exactAlias, let type = types.first(where: { $0.kind != "typealias" }) { return .type(module: module, type: type) }
            if let found = types.first, alias == nil {
                // An alias of the module's own type: that type's members.
                let target = module.aliasTarget(found.preciseIdentifier).map { $0.split(separator: "<").first.map(String.init) ?? $0 }
                if let target, target != symbol, case .type(let owner, let type) = resolve(target, in: [module]) {
                    return .type(module: owner, type: type)
                }
                alias = .alias(module: module, alias: found)
            }
        }
        if let alias { return alias }
        for module in searched {
            let extended = module.symbols.first { member in
                member.isPublic && member.path.count > components.count
                    && Array(member.path.dropLast().suffix(components.count)) == components
                    && !module.symbols.contains { $0.isType && $0.path == Array(member.path.dropLast()) }
            }
            if let extended { return .extended(module: module, path: Array(extended.path.dropLast())) }
        }
        return .none
    }

    /// Why an alias's members are not compared.
    static func aliasReason(_ alias: CodeSymbol, member: String) -> String {
        "'\(alias.qualifiedName)' is a typealias (`\(alias.declaration)`): the members of the type it names are not in the"
            + " symbol graphs read, so \(member) is not compared"
    }
}
