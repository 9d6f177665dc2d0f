import Foundation
import SpecModel

/// A module's public API: every symbol of its graph and of its extension graphs (`Module@Other.symbols.json`).
public struct CodeModule: Sendable, Hashable {
    /// The module's name.
    public var name: String
    /// Its symbols, sorted by path so every lookup is deterministic.
    public var symbols: [CodeSymbol]
    /// The protocols a type conforms to and the class it inherits from, by the type's precise identifier: dotted paths
    /// for the module's own, the bare name for another module's (`View`).
    public var supertypes: [String: [String]]
    /// The other modules whose types its extension graphs extend (`Swift` for `Kit@Swift.symbols.json`): DocC files
    /// those members under the extended module's name (``` ``Swift/Collection/chunks(ofCount:)`` ```).
    public var extendedModules: Set<String>

    /// Creates a module; the symbols are sorted.
    public init(name: String, symbols: [CodeSymbol], supertypes: [String: [String]] = [:], extendedModules: Set<String> = []) {
        self.name = name
        self.supertypes = supertypes
        self.extendedModules = extendedModules
        self.symbols = symbols.sorted {
            ($0.path.joined(separator: "."), $0.preciseIdentifier) < ($1.path.joined(separator: "."), $1.preciseIdentifier)
        }
    }

    /// Public types whose path ends with `components` (`["Model"]` finds `LDSnackbar.Model`).
    public func types(endingWith components: [String]) -> [CodeSymbol] {
        symbols.filter {
            $0.isPublic && $0.isType && $0.path.count >= components.count && Array($0.path.suffix(components.count)) == components
        }
    }

    /// The public members directly inside the type at `path`.
    public func members(of path: [String]) -> [CodeSymbol] {
        symbols.filter { $0.isPublic && $0.path.count == path.count + 1 && Array($0.path.dropLast()) == path }
    }

    /// What a typealias of this module stands for, as the graph prints it, by the alias's precise identifier.
    public func aliasTarget(_ preciseIdentifier: String) -> String? {
        guard let alias = symbols.first(where: { $0.preciseIdentifier == preciseIdentifier && $0.kind == "typealias" }) else {
            return nil
        }
        let text = alias.declaration
        guard let equals = text.firstIndex(of: "=") else { return nil }
        return String(text[text.index(after: equals)...]).trimmingWhitespaces()
    }

    /// What the public typealias named `name` stands for, when there is exactly one of that name.
    public func aliasTarget(named name: String) -> String? {
        let aliases = symbols.filter { $0.kind == "typealias" && $0.path.last == name }
        guard aliases.count == 1 else { return nil }
        return aliasTarget(aliases[0].preciseIdentifier)
    }
}
