import SpecMarkdown

/// Whether a paragraph is prose that can be a component's summary and doc comment: words a person wrote, not badges,
/// images and their alt text, or a row of links.
enum ProseSummary {
    /// True when the paragraph has a word of its own outside images, links and HTML.
    static func isProse(_ content: [Inline]) -> Bool {
        var own = ""
        collect(content, into: &own)
        return own.split { !$0.isLetter }.contains { $0.count >= 2 }
    }

    private static func collect(_ content: [Inline], into text: inout String) {
        for node in content {
            switch node {
            case .text(let value): text += value + " "
            case .code(let value): text += value + " "
            case .emphasis(let children), .strong(let children), .strikethrough(let children): collect(children, into: &text)
            case .link, .image, .html, .softBreak, .lineBreak: text += " "
            }
        }
    }
}
