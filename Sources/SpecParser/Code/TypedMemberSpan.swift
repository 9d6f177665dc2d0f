/// A property written in a code span with its type: `glow: Double`, `var glow: Double = 0.5`, `Lantern.glow: Double`,
/// `Lantern.shared.glow: Double`. Documents list a type's settings this way; each is a claim that the type has the
/// property with that type. Read in one place for every reader of spans (lists, paragraphs).
struct TypedMemberSpan: Equatable {
    /// How the span says whose member it is.
    enum Owner: Equatable {
        /// No owner is written (`glow: Double`): the heading or sentence above gives it, if any.
        case unwritten
        /// A type path is written (`Lantern`, `Lantern.Style`), a shared-instance accessor after it dropped
        /// (`Lantern.shared.glow` is an instance property of `Lantern`).
        case type(String)
        /// The member is reached through something that is not a type (`lantern.glow`, `Lantern.style.glow`): what it
        /// is a member of is not written.
        case path(String)
    }

    /// Whose member it is.
    var owner: Owner
    /// The property's name.
    var name: String
    /// The type as written.
    var type: String
    /// The value after `=`, if the span writes one.
    var defaultValue: String?

    /// Words a declaration may open with; they say nothing about the member's subject.
    private static let modifiers: Set<String> = ["public", "open", "static", "class", "final", "var", "let", "@objc"]

    /// The member `span` writes, or nil when it is no property with a type (a call's `title: "Hi"`, `edge: .top`, a
    /// function, a plain name).
    static func read(_ span: String) -> TypedMemberSpan? {
        var text = span.trimmingWhitespaces()
        while let space = text.firstIndex(of: " "), modifiers.contains(String(text[..<space])) {
            text = text[text.index(after: space)...].trimmingWhitespaces()
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let path = text[..<colon].trimmingWhitespaces().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let (type, defaultValue) = typeAndDefault(after: text[text.index(after: colon)...]),
            let name = path.last, name.isPlainIdentifier, name.first?.isLowercase == true,
            path.allSatisfy(\.isPlainIdentifier)
        else { return nil }
        return TypedMemberSpan(owner: owner(of: path.dropLast()), name: name, type: type, defaultValue: defaultValue)
    }

    /// What follows a name's colon, read as a written type and the value after `=` if any (`Double = 0.5`); nil when
    /// it is no type or the `=` has nothing after it. Members and parameters in spans share this reading.
    static func typeAndDefault(after text: Substring) -> (type: String, defaultValue: String?)? {
        var type = text.trimmingWhitespaces()
        var defaultValue: String?
        if let equals = type.firstIndex(of: "=") {
            defaultValue = type[type.index(after: equals)...].trimmingWhitespaces()
            type = type[..<equals].trimmingWhitespaces()
            if defaultValue?.isEmpty ?? true { return nil }
        }
        return isType(type) ? (type, defaultValue) : nil
    }

    /// The owner the components before the name write.
    private static func owner(of components: ArraySlice<String>) -> Owner {
        guard !components.isEmpty else { return .unwritten }
        var types = Array(components)
        if let last = types.last, types.count > 1, SharedInstance.isAccessor(last) { types.removeLast() }
        guard types.allSatisfy({ $0.first?.isUppercase == true }) else { return .path(components.joined(separator: ".")) }
        return .type(types.joined(separator: "."))
    }

    /// Whether `text` reads as a written Swift type: it starts with a capitalised name, a collection or a function
    /// type, and holds only names and a type's punctuation (no literal, no editor placeholder).
    static func isType(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase || first == "[" || first == "(" else { return false }
        guard !text.contains("<#") else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || "_.<>?![](),:-& @".contains($0) }
    }
}
