import SpecModel

/// The type a property's printed declaration gives it (`var popupWidth: CGFloat { get set }` → `CGFloat`).
enum PropertyType {
    /// The type after the name's colon, up to an initial value or accessor block; nil when none is printed.
    static func of(_ property: CodeSymbol) -> String? {
        let text = property.declaration
        guard let colon = text.firstIndex(of: ":") else { return nil }
        var type = String(text[text.index(after: colon)...])
        for end in [" {", "{", " ="] {
            if let range = type.range(of: end) { type = String(type[..<range.lowerBound]) }
        }
        type = type.trimmingWhitespaces()
        return type.isEmpty ? nil : type
    }
}
