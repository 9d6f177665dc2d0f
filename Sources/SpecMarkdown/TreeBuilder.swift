/// Builds the Swift tree from cmark's enter/exit events with an explicit stack.
struct TreeBuilder {
    private enum Kind {
        case document
        case blockQuote
        case list(isOrdered: Bool)
        case item
        case paragraph
        case heading(level: Int)
        case table
        case tableRow(isHeader: Bool)
        case tableCell
        case emphasis
        case strong
        case strikethrough
        case link(destination: String)
        case image(source: String)
        /// A container that is not kept: its children go to its parent (too deep, or unknown).
        case transparent
    }

    private struct Frame {
        var kind: Kind
        var range: SourceRange
        var blocks: [Block] = []
        var inlines: [Inline] = []
        var items: [ListItem] = []
        var rows: [TableRow] = []
        var cells: [TableCell] = []
    }

    private var stack: [Frame]
    private var blockDepth = 0
    private var inlineDepth = 0
    private var lines: LazySourceLines
    private(set) var firstFlattenedPosition: SourcePosition?

    init(lines: LazySourceLines) {
        let origin = SourcePosition(line: 1, column: 1)
        self.stack = [Frame(kind: .document, range: SourceRange(start: origin, end: origin))]
        self.lines = lines
    }

    mutating func enter(_ node: CMarkNode) {
        let range = node.range
        switch node.typeName {
        case "document": return
        case "text": appendInline(.text(node.literal))
        case "code": appendInline(.code(node.literal))
        case "html_inline": appendInline(.html(node.literal))
        case "softbreak": appendInline(.softBreak)
        case "linebreak": appendInline(.lineBreak)
        case "code_block":
            appendBlock(.codeBlock(CodeBlock(info: node.fenceInfo, code: node.literal, isFenced: node.isFenced, range: range)))
        case "html_block": appendBlock(.html(HTMLBlock(html: node.literal, range: range)))
        case "thematic_break": appendBlock(.thematicBreak(range))
        case "block_quote": pushBlockContainer(.blockQuote, range)
        case "list": pushBlockContainer(.list(isOrdered: node.isOrderedList), range)
        case "item":
            if case .list = stack[stack.count - 1].kind {
                push(.item, range)
            } else {
                push(.transparent, range)
            }
        case "paragraph": push(.paragraph, range)
        case "heading": push(.heading(level: node.headingLevel), range)
        case "table": push(.table, range)
        case "table_header": push(.tableRow(isHeader: true), range)
        case "table_row": push(.tableRow(isHeader: false), range)
        case "table_cell": push(.tableCell, range)
        case "emph": pushInlineContainer(.emphasis, range)
        case "strong": pushInlineContainer(.strong, range)
        case "strikethrough": pushInlineContainer(.strikethrough, range)
        case "link": pushInlineContainer(.link(destination: node.url), range)
        case "image": pushInlineContainer(.image(source: node.url), range)
        default: push(.transparent, range)
        }
    }

    mutating func exit() {
        guard stack.count > 1 else { return }
        let frame = stack.removeLast()
        switch frame.kind {
        case .document: break
        case .blockQuote:
            blockDepth -= 1
            appendBlock(.blockQuote(BlockQuote(blocks: frame.blocks, range: frame.range)))
        case .list(let isOrdered):
            blockDepth -= 1
            appendBlock(.list(ListBlock(isOrdered: isOrdered, items: frame.items, range: frame.range)))
        case .item:
            stack[stack.count - 1].items.append(ListItem(blocks: frame.blocks, range: frame.range))
        case .paragraph:
            appendBlock(.paragraph(Paragraph(content: frame.inlines, range: frame.range)))
        case .heading(let level):
            appendBlock(.heading(Heading(level: level, content: frame.inlines, range: frame.range)))
        case .table:
            var rows = frame.rows
            guard !rows.isEmpty else { return }
            let header = rows.removeFirst()
            appendBlock(.table(Table(header: header, rows: rows, range: frame.range)))
        case .tableRow(let isHeader):
            let headerWidth = isHeader ? frame.cells.count : (stack[stack.count - 1].rows.first?.cells.count ?? 0)
            let written = lines.cellCount(in: frame.range)
            if !isHeader, written > headerWidth, let bytes = lines.bytes(in: frame.range),
                let cells = CodeSpanPipes.cells(ofRow: bytes, startingAt: frame.range.start, headerWidth: headerWidth)
            {
                stack[stack.count - 1].rows.append(TableRow(cells: cells, range: frame.range))
                return
            }
            let row = TableRow(
                cells: frame.cells.map { cell in
                    // cmark reports column 0 for the cells it pads in; point at the row's end instead.
                    guard cell.range.start.column == 0 else { return cell }
                    return TableCell(content: cell.content, range: SourceRange(start: frame.range.end, end: frame.range.end))
                },
                droppedCellCount: max(0, written - headerWidth),
                range: frame.range
            )
            stack[stack.count - 1].rows.append(row)
        case .tableCell:
            stack[stack.count - 1].cells.append(TableCell(content: frame.inlines, range: frame.range))
        case .emphasis: popInline(.emphasis(frame.inlines))
        case .strong: popInline(.strong(frame.inlines))
        case .strikethrough: popInline(.strikethrough(frame.inlines))
        case .link(let destination): popInline(.link(destination: destination, content: frame.inlines))
        case .image(let source): popInline(.image(source: source, content: frame.inlines))
        case .transparent:
            let top = stack.count - 1
            stack[top].blocks += frame.blocks
            stack[top].inlines += frame.inlines
            stack[top].items += frame.items
            stack[top].rows += frame.rows
            stack[top].cells += frame.cells
        }
    }

    mutating func finish() -> [Block] {
        while stack.count > 1 { exit() }
        return stack[0].blocks
    }

    private mutating func push(_ kind: Kind, _ range: SourceRange) {
        stack.append(Frame(kind: kind, range: range))
    }

    private mutating func pushBlockContainer(_ kind: Kind, _ range: SourceRange) {
        guard blockDepth < MarkdownDocument.maximumNestingDepth else {
            noteFlattened(at: range.start)
            return push(.transparent, range)
        }
        blockDepth += 1
        push(kind, range)
    }

    private mutating func pushInlineContainer(_ kind: Kind, _ range: SourceRange) {
        guard inlineDepth < MarkdownDocument.maximumNestingDepth else {
            noteFlattened(at: range.start)
            return push(.transparent, range)
        }
        inlineDepth += 1
        push(kind, range)
    }

    private mutating func popInline(_ inline: Inline) {
        inlineDepth -= 1
        appendInline(inline)
    }

    private mutating func noteFlattened(at position: SourcePosition) {
        if firstFlattenedPosition == nil { firstFlattenedPosition = position }
    }

    private mutating func appendBlock(_ block: Block) {
        stack[stack.count - 1].blocks.append(block)
    }

    private mutating func appendInline(_ inline: Inline) {
        if case .html(let literal) = inline, BareGenericArgument.isArgument(literal, after: stack[stack.count - 1].inlines.last),
            case .text(let text) = stack[stack.count - 1].inlines.removeLast()
        {
            stack[stack.count - 1].inlines.append(.text(text + literal))
            return
        }
        stack[stack.count - 1].inlines.append(inline)
    }
}
