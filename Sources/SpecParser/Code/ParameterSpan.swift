/// A parameter written in a code span with its label, its name and its type, as a signature writes it: `_ lit: Bool`,
/// `for wick: Int = 2`. Prose names one argument of a call this way; the two names before the colon make it a
/// parameter, never a property. Read in one place for every reader of spans.
struct ParameterSpan: Equatable {
    /// The argument label (`_` for none).
    var label: String
    /// The name inside the body.
    var name: String
    /// The type as written.
    var type: String
    /// The value after `=`, if the span writes one.
    var defaultValue: String?

    /// Words that open a declaration, never a label: `var wick: Int` is a property, `val wick: Int` Kotlin's (`for`,
    /// `in`, `with` are labels).
    private static let declarationWords: Set<String> = [
        "var", "let", "public", "open", "package", "internal", "fileprivate", "private", "static", "class", "final", "lazy",
        "weak", "unowned", "override", "dynamic", "nonisolated", "mutating", "nonmutating", "required", "convenience",
        "func", "case", "init", "subscript", "typealias", "associatedtype", "enum", "struct", "protocol", "extension",
        "actor", "indirect",
        // Other languages' declarations (a page may document several platforms).
        "val", "fun", "const", "lateinit", "vararg", "suspend", "abstract", "protected", "readonly", "export", "function",
        "type", "interface", "object", "data", "def",
    ]

    /// Whether `span` opens with a declaration's word (`var wick: Int`, `public let wick: Int`): a member, whatever the
    /// sentence calls it.
    static func opensDeclaration(_ span: String) -> Bool {
        span.trimmingWhitespaces().split(separator: " ").first.map { declarationWords.contains(String($0)) } ?? false
    }

    /// The parameter `span` writes, or nil when it is not a label, a name, a colon and a type (`wick: Int`,
    /// `var wick: Int`, a call, a closure type).
    static func read(_ span: String) -> ParameterSpan? {
        let text = span.trimmingWhitespaces()
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let names = text[..<colon].split(separator: " ").map(String.init)
        guard names.count == 2, !declarationWords.contains(names[0]),
            names[0] == "_" || (names[0].isPlainIdentifier && names[0].first?.isLowercase == true),
            names[1].isPlainIdentifier,
            names[1].first?.isLowercase == true
        else { return nil }
        guard let (type, defaultValue) = TypedMemberSpan.typeAndDefault(after: text[text.index(after: colon)...])
        else { return nil }
        return ParameterSpan(label: names[0], name: names[1], type: type, defaultValue: defaultValue)
    }
}
