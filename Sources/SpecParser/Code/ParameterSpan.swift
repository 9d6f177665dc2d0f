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

    /// The parameter `span` writes, or nil when it is not a label, a name, a colon and a type (`wick: Int`, a call, a
    /// closure type).
    static func read(_ span: String) -> ParameterSpan? {
        let text = span.trimmingWhitespaces()
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let names = text[..<colon].split(separator: " ").map(String.init)
        guard names.count == 2, names[0] == "_" || names[0].isPlainIdentifier, names[1].isPlainIdentifier,
            names[1].first?.isLowercase == true
        else { return nil }
        var type = text[text.index(after: colon)...].trimmingWhitespaces()
        var defaultValue: String?
        if let equals = type.firstIndex(of: "=") {
            defaultValue = type[type.index(after: equals)...].trimmingWhitespaces()
            type = type[..<equals].trimmingWhitespaces()
            if defaultValue?.isEmpty ?? true { return nil }
        }
        guard TypedMemberSpan.isType(type) else { return nil }
        return ParameterSpan(label: names[0], name: names[1], type: type, defaultValue: defaultValue)
    }
}
