import Foundation
import SpecModel
import SpecParser

/// Whether a documented type and the code's type mean the same: `String?` ≡ `Optional<String>`, `Swift.Int` ≡
/// `Int`, `@escaping () -> Void` ≡ `() -> ()`, `any P` ≡ `P`, and a typealias ≡ what it stands for when the graph
/// (or the standard library's few well-known aliases) says what that is.
struct TypeEquivalence {
    /// The module whose typealiases are resolved.
    let module: CodeModule

    /// Aliases of other modules the graph of the component's module cannot resolve.
    static let wellKnownAliases = ["Void": "()", "TimeInterval": "Double", "Float64": "Double", "Float32": "Float"]

    /// True or false when both spellings parse as types; nil when either does not (then nothing is reported).
    func equivalent(documented: String, code: String) -> Bool? {
        guard let left = SwiftTypeText.parse(Self.plain(documented)), let right = SwiftTypeText.parse(Self.plain(code)) else {
            return nil
        }
        return same(left, right, depth: 0)
    }

    /// The text without attributes (`@escaping`, `@Sendable`, `@MainActor`) and ownership or existential words,
    /// none of which change what a caller passes.
    static func plain(_ text: String) -> String {
        var result = text
        for pattern in [#"@[A-Za-z_][A-Za-z0-9_]*(\([^()]*\))?"#, #"\b(any|some|inout|borrowing|consuming|__owned|__shared)\s+"#] {
            result = result.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    private func same(_ left: TypeReference, _ right: TypeReference, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let left = canonical(left)
        let right = canonical(right)
        if left.kind == right.kind {
            let argumentsMatch =
                left.arguments.count == right.arguments.count
                && zip(left.arguments, right.arguments).allSatisfy { same($0, $1, depth: depth + 1) }
            let resultsMatch =
                left.result.count == right.result.count && zip(left.result, right.result).allSatisfy { same($0, $1, depth: depth + 1) }
            if left.kind != .named && argumentsMatch && resultsMatch { return true }
            if left.kind == .named, Self.namesMatch(left.name, right.name), argumentsMatch { return true }
        }
        if let expanded = expand(left) { return same(expanded, right, depth: depth + 1) }
        if let expanded = expand(right) { return same(left, expanded, depth: depth + 1) }
        return false
    }

    /// `Optional<T>` → `T?`, `Array<T>` → `[T]`, `Dictionary<K, V>` → `[K: V]`, `(T)` → `T`, `Void` → `()`.
    private func canonical(_ type: TypeReference) -> TypeReference {
        var type = type
        type.attributes = []
        switch type.kind {
        case .named:
            let last = Self.components(type.name).last ?? ""
            let standard = Self.components(type.name).count == 1 || Self.components(type.name).first == "Swift"
            if standard && last == "Optional" && type.arguments.count == 1 { return canonical(.optional(type.arguments[0])) }
            if standard && last == "Array" && type.arguments.count == 1 { return .array(type.arguments[0]) }
            if standard && last == "Dictionary" && type.arguments.count == 2 {
                return TypeReference(kind: .dictionary, arguments: type.arguments)
            }
            if standard && last == "Void" && type.arguments.isEmpty { return TypeReference(kind: .tuple) }
        case .tuple where type.arguments.count == 1:
            return canonical(type.arguments[0])
        default:
            break
        }
        return type
    }

    /// What a named type stands for when it is an alias: the component module's own typealiases, then the well-known ones.
    private func expand(_ type: TypeReference) -> TypeReference? {
        guard type.kind == .named, type.arguments.isEmpty, let last = Self.components(type.name).last else { return nil }
        guard let target = module.aliasTarget(named: last) ?? Self.wellKnownAliases[last] else { return nil }
        return SwiftTypeText.parse(Self.plain(target))
    }

    /// Dotted names match when one is the other with qualifiers in front (`Swift.Int` and `Int`,
    /// `LDSnackbar.Model` and `Model`): the graph prints types as the source wrote them.
    static func namesMatch(_ left: String?, _ right: String?) -> Bool {
        let left = components(left)
        let right = components(right)
        guard !left.isEmpty, !right.isEmpty else { return false }
        return left.count <= right.count ? Array(right.suffix(left.count)) == left : Array(left.suffix(right.count)) == right
    }

    static func components(_ name: String?) -> [String] {
        (name ?? "").split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
