/// Type cells as other documentation tools write them, brought to the spellings `TypeSpelling` reads:
///
/// - element-plus style kind markers: `^[string]`, `^[boolean]`, `` ^[enum]`'a' | 'b'` ``, an object or array
///   shape after the marker (`` ^[object]`'{left: string}'` ``, `` ^[array]`[width: number, height: number]` ``),
///   or an example in its place (`` ^[string]`'#000000'` ``: the marker's kind is the type);
/// - a default in brackets after the type: `` `string` ('info') ``;
/// - React's `prop-types` validators (`PropTypes.oneOf(['a', 'b']).isRequired`, see `PropTypesSpelling`);
/// - non-breaking and other wide spaces, which some generators put between words.
enum ToolingTypeSpelling {
    /// What a type cell says: the type, and a default written beside it.
    struct Reading: Equatable {
        var type: String
        var defaultValue: String?
    }

    /// Reads a type cell whose plain text is `text` and whose code spans are `spans`; nil when it is none of the
    /// shapes above (the cell is then read as before).
    static func read(text: String, spans: [String]) -> Reading? {
        let text = spaced(text).trimmed
        if let typeScript = PropTypesSpelling.typeScript(text) { return Reading(type: typeScript, defaultValue: nil) }
        if text.hasPrefix("^["), let close = text.firstIndex(of: "]") {
            let kind = String(text[text.index(text.startIndex, offsetBy: 2)..<close]).trimmed.lowercased()
            let rest = String(text[text.index(after: close)...]).trimmed
            return Reading(type: markedType(kind: kind, rest: rest), defaultValue: nil)
        }
        // `string ('info')`: one type in code, then a quoted default in brackets.
        if spans.count == 1, text.hasPrefix(spans[0]) {
            let after = String(text.dropFirst(spans[0].count)).trimmed
            if after.hasPrefix("("), after.hasSuffix(")") {
                let inside = String(after.dropFirst().dropLast()).trimmed
                if StringLiteralReader.value(of: inside) != nil || TypeSpelling.literalType(inside) != nil {
                    return Reading(type: spaced(spans[0]).trimmed, defaultValue: inside)
                }
            }
        }
        return nil
    }

    /// The text with non-breaking, narrow and ideographic spaces as plain spaces.
    static func spaced(_ text: String) -> String {
        String(text.map { $0 == "\u{00A0}" || $0 == "\u{202F}" || $0 == "\u{3000}" || $0 == "\u{2007}" ? " " : $0 })
    }

    private static func markedType(kind: String, rest: String) -> String {
        var shape = rest
        // `'{left: string}'`, `'0 or 1'`: quoted as a whole (not `'a' | 'b'`, whose quotes belong to each member).
        if let quote = shape.first, quote == "'" || quote == "\"", shape.count >= 2, shape.last == quote,
            !shape.dropFirst().dropLast().contains(quote)
        {
            shape = String(shape.dropFirst().dropLast()).trimmed
        }
        switch kind {
        case "object" where shape.hasPrefix("{") && shape.hasSuffix("}"):
            return shape
        case "array" where shape.hasPrefix("[") && shape.hasSuffix("]"):
            // `[width: number, height: number]`: a labelled tuple of one scalar is a list of it in JSON.
            let elements = TopLevelText.parts(of: String(shape.dropFirst().dropLast()), separators: [","])
            let types = Set(elements.map { element in (element.split(separator: ":").last.map(String.init) ?? element).trimmed })
            if types.count == 1, let only = types.first, !only.isEmpty { return only + "[]" }
            return "array"
        case "enum":
            return shape.isEmpty ? "enum" : shape
        default:
            // `^[string]contain | center`: the choices a string takes; anything else after the marker is an example.
            if kind == "string", shape.contains("|"), !rest.hasPrefix("'"), !rest.hasPrefix("\"") { return shape }
            if kind == "string", TypeSpelling.literalUnion(shape) != nil { return shape }
            return kind
        }
    }
}
