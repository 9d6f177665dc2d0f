extension Array where Element == Inline {
    /// The text a reader sees: code spans unwrapped, markup dropped, breaks as spaces.
    public var plainText: String {
        var output = ""
        appendText(to: &output, keepingCodeTicks: false)
        return output
    }

    /// Text that keeps code spans in backticks, for descriptions that become doc comments.
    public var markdownText: String {
        var output = ""
        appendText(to: &output, keepingCodeTicks: true)
        return output
    }

    /// The code spans in order, for cells whose meaning lives in code (`` `String?` ``).
    public var codeSpans: [String] {
        var spans: [String] = []
        for node in self {
            switch node {
            case .code(let code): spans.append(code)
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                spans += children.codeSpans
            case .link(_, let children), .image(_, let children):
                spans += children.codeSpans
            default: break
            }
        }
        return spans
    }

    private func appendText(to output: inout String, keepingCodeTicks: Bool) {
        for node in self {
            switch node {
            case .text(let text): output += text
            case .code(let code): output += keepingCodeTicks ? "`\(code)`" : code
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                children.appendText(to: &output, keepingCodeTicks: keepingCodeTicks)
            case .link(_, let children), .image(_, let children):
                children.appendText(to: &output, keepingCodeTicks: keepingCodeTicks)
            case .html: break
            case .softBreak, .lineBreak: output += " "
            }
        }
    }
}
