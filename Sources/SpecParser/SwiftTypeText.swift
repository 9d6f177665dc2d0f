import SpecModel

/// A type as Swift writes it, parsed with the reader's own type parser, for tools outside the parser
/// (the API verifier reads the compiler's spelling of a parameter's type with it).
public enum SwiftTypeText {
    /// The parsed type, or nil when the text is not a type the reader understands.
    public static func parse(_ text: String) -> TypeReference? {
        try? TypeParser.parse(text).get()
    }
}
