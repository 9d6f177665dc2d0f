import Foundation
import SpecMarkdown
import SpecModel

/// Reads the comments that tell specgen what not to read, so a team corrects a reading without rewording its
/// document: `<!-- specgen-ignore -->` leaves the next block unread (a paragraph, a list item, a table, a code
/// block), or the paragraph, list item or table row it opens; `<!-- specgen-ignore-file -->` the whole document.
struct IgnoreMarkers {
    /// The blocks with the ignored ones taken out.
    private(set) var blocks: [Block] = []
    /// What was taken out, each with the marker that said so.
    private(set) var corrections: [Correction] = []
    /// Whether the document asks to be left unread.
    private(set) var ignoresFile = false

    /// The comment that leaves the next block unread.
    static let blockMarker = "specgen-ignore"
    /// The comment that leaves the whole document unread.
    static let fileMarker = "specgen-ignore-file"

    /// Applies the markers of `blocks`.
    init(_ blocks: [Block]) {
        var carry = false
        self.blocks = filter(blocks, carry: &carry)
    }

    /// `<!-- specgen-ignore -->` with any spacing inside the comment, alone.
    static func isMarker(_ html: String, _ name: String) -> Bool {
        guard let (comment, rest) = leadingComment(html) else { return false }
        return comment == name && rest.isEmpty
    }

    /// The text after a block marker that opens an HTML block (`<!-- specgen-ignore --> Pebbles slide in`, which
    /// Markdown reads as HTML to the end of the line); nil when the block does not open with the marker.
    static func textAfterMarker(_ html: String) -> String? {
        guard let (comment, rest) = leadingComment(html), comment == blockMarker, !rest.isEmpty else { return nil }
        return rest
    }

    /// The first comment's text and what follows it, both trimmed.
    private static func leadingComment(_ html: String) -> (comment: String, rest: String)? {
        let trimmed = html.trimmed
        guard trimmed.hasPrefix("<!--"), let end = trimmed.range(of: "-->") else { return nil }
        let inner = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<end.lowerBound]
        return (String(inner).trimmed, String(trimmed[end.upperBound...]).trimmed)
    }

    /// Whether inline content opens with the block marker (`<!-- specgen-ignore --> Toasts stay …`).
    static func opensWithMarker(_ content: [Inline]) -> Bool {
        for inline in content {
            switch inline {
            case .html(let html): return isMarker(html, blockMarker)
            case .text(let text) where text.trimmed.isEmpty: continue
            case .softBreak, .lineBreak: continue
            default: return false
            }
        }
        return false
    }

    /// `blocks` without ignored ones; `carry` says a marker ended the list, so the caller drops the next item.
    private mutating func filter(_ blocks: [Block], carry: inout Bool) -> [Block] {
        var kept: [Block] = []
        var ignoreNext = false
        for block in blocks {
            if case .html(let html) = block {
                if Self.isMarker(html.html, Self.fileMarker) {
                    ignoresFile = true
                    continue
                }
                if Self.isMarker(html.html, Self.blockMarker) {
                    ignoreNext = true
                    continue
                }
                if let text = Self.textAfterMarker(html.html) {
                    record("paragraph", text: text, at: html.range)
                    continue
                }
            }
            if ignoreNext {
                ignoreNext = false
                if case .list(var list) = block, let first = list.items.first {
                    // A list's items are its blocks: the marker before a list leaves its first item unread.
                    record("list item", first.blocks, at: first.range)
                    list.items.removeFirst()
                    if !list.items.isEmpty, let filtered = self.list(list) { kept.append(.list(filtered)) }
                } else {
                    record(Self.kind(of: block), block, at: block.range)
                }
                continue
            }
            switch block {
            case .paragraph(let paragraph) where Self.opensWithMarker(paragraph.content):
                record("paragraph", [block], at: paragraph.range)
            case .list(let list):
                if let filtered = self.list(list) { kept.append(.list(filtered)) }
            case .blockQuote(var quote):
                var inner = false
                quote.blocks = filter(quote.blocks, carry: &inner)
                kept.append(.blockQuote(quote))
            case .table(var table):
                table.rows = table.rows.filter { row in
                    guard row.cells.contains(where: { Self.opensWithMarker($0.content) }) else { return true }
                    record(
                        "table row",
                        row.cells.first.map { [Block.paragraph(Paragraph(content: $0.content, range: $0.range))] } ?? [],
                        at: row.range
                    )
                    return false
                }
                kept.append(.table(table))
            default:
                kept.append(block)
            }
        }
        carry = ignoreNext
        return kept
    }

    /// A list without its ignored items (a marker opening an item, or ending the item before); nil when none is left.
    private mutating func list(_ list: ListBlock) -> ListBlock? {
        var list = list
        var items: [ListItem] = []
        var dropNext = false
        for var item in list.items {
            let opensWithMarker =
                switch item.blocks.first {
                case .paragraph(let paragraph)?: Self.opensWithMarker(paragraph.content)
                case .html(let html)?: Self.isMarker(html.html, Self.blockMarker) || Self.textAfterMarker(html.html) != nil
                default: false
                }
            if let first = item.blocks.first, case .html(let html) = first, let text = Self.textAfterMarker(html.html), !dropNext {
                record("list item", text: text, at: item.range)
                continue
            }
            if dropNext || opensWithMarker {
                dropNext = false
                record("list item", item.blocks, at: item.range)
                continue
            }
            item.blocks = filter(item.blocks, carry: &dropNext)
            items.append(item)
        }
        list.items = items
        return items.isEmpty ? nil : list
    }

    private mutating func record(_ kind: String, _ block: Block, at range: SourceRange) {
        record(kind, [block], at: range)
    }

    private mutating func record(_ kind: String, _ blocks: [Block], at range: SourceRange) {
        record(kind, text: Self.excerpt(blocks), at: range)
    }

    private mutating func record(_ kind: String, text: String, at range: SourceRange) {
        let excerpt = Excerpt.of(text)
        corrections.append(
            Correction(
                .ignored,
                element: excerpt.isEmpty ? kind : "\(kind) '\(excerpt)'",
                reason: "<!-- \(Self.blockMarker) -->",
                line: max(range.start.line, 1),
                column: max(range.start.column, 1)
            )
        )
    }

    private static func kind(of block: Block) -> String {
        switch block {
        case .heading: "heading"
        case .paragraph: "paragraph"
        case .list: "list"
        case .blockQuote: "block quote"
        case .codeBlock: "code block"
        case .table: "table"
        case .html: "HTML block"
        case .thematicBreak: "rule"
        }
    }

    /// The first words of the first text in `blocks`, to name what was left unread.
    private static func excerpt(_ blocks: [Block]) -> String {
        for block in blocks {
            let text: String
            switch block {
            case .paragraph(let paragraph): text = paragraph.content.plainText
            case .heading(let heading): text = heading.content.plainText
            case .codeBlock(let code): text = code.code.split(separator: "\n").first.map(String.init) ?? ""
            case .list(let list): text = list.items.first.map { excerpt($0.blocks) } ?? ""
            case .blockQuote(let quote): text = excerpt(quote.blocks)
            case .table(let table): text = table.header.cells.map(\.content.plainText).joined(separator: " | ")
            case .html, .thematicBreak: continue
            }
            let words = OneLineText.clean(text.replacingMarkers)
            if !words.isEmpty { return words }
        }
        return ""
    }
}

extension String {
    /// The text without the ignore marker a paragraph may open with.
    fileprivate var replacingMarkers: String {
        var text = self
        for marker in ["<!-- \(IgnoreMarkers.blockMarker) -->", "<!--\(IgnoreMarkers.blockMarker)-->"] {
            text = text.replacingOccurrences(of: marker, with: "")
        }
        return text
    }
}
