/// One line of a document rewritten as Markdown, remembering which source line it stands for.
public struct RewrittenLine: Sendable, Hashable {
    /// The Markdown text of the line.
    public var text: String
    /// The 1-based source line it stands for.
    public var sourceLine: Int
    /// How many bytes were put before the source text (`## ` for an inferred heading).
    public var columnShift: Int

    /// Creates a rewritten line.
    public init(_ text: String, sourceLine: Int, columnShift: Int = 0) {
        self.text = text
        self.sourceLine = sourceLine
        self.columnShift = columnShift
    }
}

extension MarkdownDocument {
    /// Parses `lines` (markup added to a plain-text document) in place of the document's body; every
    /// position in the new tree points back into the original source, whose lines and front matter stay.
    public init(rewriting original: MarkdownDocument, as lines: [RewrittenLine]) {
        self = original
        let converted = CMarkTreeConverter.parse(lines.map(\.text).joined(separator: "\n") + "\n")
        let map = PositionMap(lines: lines)
        blocks = converted.blocks.map(map.block)
    }
}

/// Moves positions of a rewritten text back to the source lines they came from.
private struct PositionMap {
    let lines: [RewrittenLine]

    func position(_ position: SourcePosition) -> SourcePosition {
        guard !lines.isEmpty else { return position }
        let line = lines[min(max(position.line - 1, 0), lines.count - 1)]
        return SourcePosition(line: line.sourceLine, column: max(1, position.column - line.columnShift))
    }

    func range(_ range: SourceRange) -> SourceRange {
        SourceRange(start: position(range.start), end: position(range.end))
    }

    func block(_ block: Block) -> Block {
        switch block {
        case .heading(var node):
            node.range = range(node.range)
            return .heading(node)
        case .paragraph(var node):
            node.range = range(node.range)
            return .paragraph(node)
        case .list(var node):
            node.range = range(node.range)
            node.items = node.items.map { item in
                var item = item
                item.range = range(item.range)
                item.blocks = item.blocks.map(self.block)
                return item
            }
            return .list(node)
        case .blockQuote(var node):
            node.range = range(node.range)
            node.blocks = node.blocks.map(self.block)
            return .blockQuote(node)
        case .codeBlock(var node):
            node.range = range(node.range)
            return .codeBlock(node)
        case .table(var node):
            node.range = range(node.range)
            node.header = row(node.header)
            node.rows = node.rows.map(row)
            return .table(node)
        case .html(var node):
            node.range = range(node.range)
            return .html(node)
        case .thematicBreak(let node):
            return .thematicBreak(range(node))
        }
    }

    private func row(_ row: TableRow) -> TableRow {
        var row = row
        row.range = range(row.range)
        row.cells = row.cells.map { cell in
            var cell = cell
            cell.range = range(cell.range)
            return cell
        }
        return row
    }
}
