/// A block-level node of a Markdown document.
public enum Block: Sendable, Hashable {
    case heading(Heading)
    case paragraph(Paragraph)
    case list(ListBlock)
    case blockQuote(BlockQuote)
    case codeBlock(CodeBlock)
    case table(Table)
    case html(HTMLBlock)
    case thematicBreak(SourceRange)

    /// Where the block came from.
    public var range: SourceRange {
        switch self {
        case .heading(let node): node.range
        case .paragraph(let node): node.range
        case .list(let node): node.range
        case .blockQuote(let node): node.range
        case .codeBlock(let node): node.range
        case .table(let node): node.range
        case .html(let node): node.range
        case .thematicBreak(let range): range
        }
    }
}

/// An ATX or setext heading.
public struct Heading: Sendable, Hashable {
    /// 1 for `#`, up to 6.
    public var level: Int
    /// The heading's inline content.
    public var content: [Inline]
    /// Where the heading came from.
    public var range: SourceRange

    /// Creates a heading; readers that infer structure from plain text make their own.
    public init(level: Int, content: [Inline], range: SourceRange) {
        self.level = level
        self.content = content
        self.range = range
    }
}

/// A paragraph of inline content.
public struct Paragraph: Sendable, Hashable {
    /// The paragraph's inline content.
    public var content: [Inline]
    /// Where the paragraph came from.
    public var range: SourceRange

    /// Creates a paragraph (a part of one cut at an inferred heading, for instance).
    public init(content: [Inline], range: SourceRange) {
        self.content = content
        self.range = range
    }
}

/// A bullet or ordered list.
public struct ListBlock: Sendable, Hashable {
    /// Whether the list is numbered.
    public var isOrdered: Bool
    /// The list's items in order.
    public var items: [ListItem]
    /// Where the list came from.
    public var range: SourceRange
}

/// One item of a list; holds blocks (paragraphs, nested lists, …).
public struct ListItem: Sendable, Hashable {
    /// The item's blocks.
    public var blocks: [Block]
    /// Where the item came from.
    public var range: SourceRange
}

/// A `>` block quote.
public struct BlockQuote: Sendable, Hashable {
    /// The quoted blocks.
    public var blocks: [Block]
    /// Where the quote came from.
    public var range: SourceRange
}

/// A fenced or indented code block.
public struct CodeBlock: Sendable, Hashable {
    /// The info string after the opening fence (`swift`, `kotlin`), empty when there is none.
    public var info: String
    /// The code, without fences, ending in a newline.
    public var code: String
    /// Whether the block is fenced (its code starts on the line after `range.start`).
    public var isFenced: Bool
    /// Where the block came from, fences included.
    public var range: SourceRange

    /// Creates a code block (code found unfenced in prose, for instance).
    public init(info: String, code: String, isFenced: Bool, range: SourceRange) {
        self.info = info
        self.code = code
        self.isFenced = isFenced
        self.range = range
    }

    /// The first word of the info string, lowercased (`swift` for "Swift title=x").
    public var language: String {
        String(info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "").lowercased()
    }

    /// The document line on which the code's first line stands.
    public var firstCodeLine: Int { isFenced ? range.start.line + 1 : range.start.line }
}

/// A GFM table: a header row and body rows of cells.
public struct Table: Sendable, Hashable {
    /// The header row.
    public var header: TableRow
    /// The body rows, padded by cmark to the header's width.
    public var rows: [TableRow]
    /// Where the table came from.
    public var range: SourceRange

    /// Creates a table (one read from HTML, for instance).
    public init(header: TableRow, rows: [TableRow], range: SourceRange) {
        self.header = header
        self.rows = rows
        self.range = range
    }
}

/// One table row.
public struct TableRow: Sendable, Hashable {
    /// The row's cells, as many as the header has.
    public var cells: [TableCell]
    /// How many cells the source line has beyond the header's width; GFM drops them.
    public var droppedCellCount: Int
    /// Where the row came from.
    public var range: SourceRange

    /// Creates a row.
    public init(cells: [TableCell], droppedCellCount: Int = 0, range: SourceRange) {
        self.cells = cells
        self.droppedCellCount = droppedCellCount
        self.range = range
    }
}

/// One table cell, keeping its inline structure (code spans stay code).
public struct TableCell: Sendable, Hashable {
    /// The cell's inline content.
    public var content: [Inline]
    /// Where the cell came from; for cells cmark padded in, the row's end.
    public var range: SourceRange

    /// Creates a cell.
    public init(content: [Inline], range: SourceRange) {
        self.content = content
        self.range = range
    }
}

/// A raw HTML block.
public struct HTMLBlock: Sendable, Hashable {
    /// The HTML as written.
    public var html: String
    /// Where the block came from.
    public var range: SourceRange
}

/// An inline node.
public indirect enum Inline: Sendable, Hashable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    case link(destination: String, content: [Inline])
    case image(source: String, content: [Inline])
    case html(String)
    case softBreak
    case lineBreak
}
