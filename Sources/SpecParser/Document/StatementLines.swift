import SpecMarkdown
import SpecModel

/// Where a statement's text runs onto further source lines, so a rule can be placed at the sentence that states it.
/// A statement's text joins its paragraph's lines with spaces; each `LineStart` says where in that text (a UTF-8
/// offset) a source line begins.
struct StatementLines: Sendable {
    /// A source line of a statement after its first.
    struct LineStart: Sendable, Hashable {
        /// UTF-8 offset in the statement's text where the line's text begins.
        var offset: Int
        /// The line in the document.
        var line: Int
        /// The column its text begins at (the paragraph's own column: cmark drops a continuation's indent).
        var column: Int
    }

    /// The later lines of every paragraph that spans several, by where the paragraph starts (the statement's line
    /// and column).
    private var byStart: [SourcePosition: [LineStart]] = [:]

    /// Reads the paragraphs of `sections` (at any depth of lists and quotes).
    init(sections: [Section], locator: Locator) {
        for section in sections { read(section.blocks, locator: locator) }
    }

    /// The later lines of the statement starting at `line`, `column`; empty when it has one line.
    func lineStarts(line: Int, column: Int) -> [LineStart] {
        byStart[SourcePosition(line: line, column: column)] ?? []
    }

    private mutating func read(_ blocks: [Block], locator: Locator) {
        for block in blocks {
            switch block {
            case .paragraph(let paragraph):
                let start = locator.location(paragraph.range.start)
                var offset = 0
                var breaks: [Int] = []
                Self.measure(paragraph.content, offset: &offset, breaks: &breaks)
                guard !breaks.isEmpty else { continue }
                // The statement's text is trimmed: offsets count from its first non-blank byte.
                let text = paragraph.content.markdownText
                let leading = text.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }.count
                byStart[SourcePosition(line: start.line, column: start.column)] = breaks.enumerated().map { index, offset in
                    LineStart(offset: offset - leading, line: start.line + index + 1, column: start.column)
                }
            case .list(let list):
                for item in list.items { read(item.blocks, locator: locator) }
            case .blockQuote(let quote):
                read(quote.blocks, locator: locator)
            case .heading, .codeBlock, .table, .html, .thematicBreak:
                continue
            }
        }
    }

    /// Counts the UTF-8 bytes `markdownText` gives `inlines`, noting the offset after each line break.
    private static func measure(_ inlines: [Inline], offset: inout Int, breaks: inout [Int]) {
        for node in inlines {
            switch node {
            case .text(let text): offset += text.utf8.count
            case .code(let code): offset += code.utf8.count + 2
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                measure(children, offset: &offset, breaks: &breaks)
            case .link(_, let children), .image(_, let children):
                measure(children, offset: &offset, breaks: &breaks)
            case .html: continue
            case .softBreak, .lineBreak:
                offset += 1
                breaks.append(offset)
            }
        }
    }
}
