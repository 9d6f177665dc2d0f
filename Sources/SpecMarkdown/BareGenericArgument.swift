/// A type's generic argument written outside code (`List<String>`, `Array<number>` in a table cell): cmark reads
/// `<String>` as an HTML tag, which a browser hides, so the reader would see `List`. Kept as the text it is when it
/// follows a name directly and is not an element of HTML, so every reader sees the type as written.
enum BareGenericArgument {
    /// Whether inline HTML `literal`, right after `preceding`, is a generic argument rather than markup.
    static func isArgument(_ literal: String, after preceding: Inline?) -> Bool {
        guard case .text(let text)? = preceding, let last = text.unicodeScalars.last,
            last.properties.isAlphabetic || ("0"..."9").contains(last) || last == "_"
        else { return false }
        guard literal.hasPrefix("<"), literal.hasSuffix(">"), literal.count > 2 else { return false }
        let name = literal.dropFirst().dropLast()
        guard let first = name.first, first.isLetter,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return false }
        return !htmlElements.contains(name.lowercased())
    }

    /// Elements a document may write right after a word (`line<br>`, `H<sub>2</sub>`): markup, never a type.
    private static let htmlElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "big", "blink", "br", "center", "cite", "code", "data", "del", "details", "dfn",
        "div", "em", "font", "hr", "i", "img", "ins", "kbd", "label", "li", "mark", "nobr", "ol", "p", "picture", "pre",
        "q", "rp", "rt", "ruby", "s", "samp", "small", "source", "span", "strike", "strong", "sub", "summary", "sup",
        "table", "tbody", "td", "th", "thead", "time", "tr", "tt", "u", "ul", "var", "video", "wbr",
    ]
}
