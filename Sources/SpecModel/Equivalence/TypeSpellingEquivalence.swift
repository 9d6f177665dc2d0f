import Foundation

/// Whether two parsed types mean the same: `String?` ≡ `Optional<String>`, `Swift.Int` ≡ `Int`, `[T]` ≡
/// `Array<T>`, `() -> Void` ≡ `() -> ()`, attributes (`@escaping`) aside, and an alias ≡ what it stands for.
public struct TypeSpellingEquivalence: Sendable {
    /// Aliases every Swift program shares, which no symbol graph of a component resolves.
    public static let wellKnownAliases = ["Void": "()", "TimeInterval": "Double", "Float64": "Double", "Float32": "Float"]

    /// What an alias (by its last name) stands for, or nil when the name is no alias.
    private let alias: @Sendable (String) -> TypeReference?

    /// An equivalence that expands aliases with `alias` (then the well-known ones, which need `parse`).
    public init(alias: @escaping @Sendable (String) -> TypeReference? = { _ in nil }) {
        self.alias = alias
    }

    /// Whether `left` and `right` are the same type.
    public func same(_ left: TypeReference, _ right: TypeReference) -> Bool { same(left, right, depth: 0) }

    /// The text without attributes (`@escaping`, `@Sendable`, `@MainActor`) and ownership or existential words
    /// (`any`, `some`, `inout`), none of which change what a caller passes.
    public static func plain(_ text: String) -> String {
        var result = text
        // Each pattern matches only text holding its literal part (`@`, or one of the words), looked for in the text it
        // is applied to: most types hold none, and are told so by their bytes without compiling the pattern.
        if result.utf8.contains(0x40) {
            result = result.replacingOccurrences(of: #"@[A-Za-z_][A-Za-z0-9_]*(\([^()]*\))?"#, with: "", options: .regularExpression)
        }
        let bytes = Array(result.utf8)
        if ["any", "some", "inout", "borrowing", "consuming", "__owned", "__shared"].contains(where: { holds(bytes, $0) }) {
            result = result.replacingOccurrences(
                of: #"\b(any|some|inout|borrowing|consuming|__owned|__shared)\s+"#,
                with: "",
                options: .regularExpression
            )
        }
        return result.trimmingWhitespaces()
    }

    /// Whether the bytes of `word` occur in `bytes`.
    private static func holds(_ bytes: [UInt8], _ word: String) -> Bool {
        let word = Array(word.utf8)
        guard bytes.count >= word.count else { return false }
        return (0...(bytes.count - word.count)).contains { bytes[$0..<$0 + word.count].elementsEqual(word) }
    }

    /// Dotted names match when one is the other with qualifiers in front (`Swift.Int` and `Int`,
    /// `LDSnackbar.Model` and `Model`).
    public static func namesMatch(_ left: String?, _ right: String?) -> Bool {
        let left = components(left)
        let right = components(right)
        guard !left.isEmpty, !right.isEmpty else { return false }
        return left.count <= right.count ? Array(right.suffix(left.count)) == left : Array(left.suffix(right.count)) == right
    }

    private static func components(_ name: String?) -> [String] {
        (name ?? "").split(separator: ".").map { $0.trimmingWhitespaces() }
    }

    private func same(_ left: TypeReference, _ right: TypeReference, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let left = Self.canonical(left)
        let right = Self.canonical(right)
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
    private static func canonical(_ type: TypeReference) -> TypeReference {
        var type = type
        type.attributes = []
        switch type.kind {
        case .named:
            let parts = components(type.name)
            let last = parts.last ?? ""
            let standard = parts.count == 1 || parts.first == "Swift"
            if standard && last == "Optional" && type.arguments.count == 1 { return canonical(.optional(type.arguments[0])) }
            if standard && last == "Array" && type.arguments.count == 1 { return .array(type.arguments[0]) }
            if standard && last == "Dictionary" && type.arguments.count == 2 {
                return TypeReference(kind: .dictionary, arguments: type.arguments)
            }
            if standard && (last == "Void" || last == "Unit") && type.arguments.isEmpty { return TypeReference(kind: .tuple) }
            if standard, let target = wellKnownNamed[last], type.arguments.isEmpty { return .named(target) }
        case .tuple where type.arguments.count == 1:
            return canonical(type.arguments[0])
        default:
            break
        }
        return type
    }

    /// The well-known aliases whose target is a plain name.
    private static let wellKnownNamed = wellKnownAliases.filter { $0.value != "()" }

    /// What a named type stands for when it is an alias of the component's own code.
    private func expand(_ type: TypeReference) -> TypeReference? {
        guard type.kind == .named, type.arguments.isEmpty, let last = Self.components(type.name).last else { return nil }
        return alias(last)
    }
}
