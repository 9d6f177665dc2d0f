import SpecMarkdown

/// Reads `<table>` blocks written in HTML into tables, so parameter tables written that way are read
/// like GFM ones: `<th>`/`<td>` cells, `<code>` kept as code, other markup dropped.
enum HTMLTable {
    /// The blocks with each HTML table (its parts may be split over blocks by blank lines) replaced by a table.
    static func reading(_ blocks: [Block]) -> [Block] {
        var result: [Block] = []
        var index = 0
        while index < blocks.count {
            guard case .html(let first) = blocks[index], first.html.range(of: "<table", options: .caseInsensitive) != nil else {
                result.append(blocks[index])
                index += 1
                continue
            }
            // Gather the HTML blocks up to the one that closes the table.
            var html = first.html
            var end = index
            while html.range(of: "</table", options: .caseInsensitive) == nil, end + 1 < blocks.count,
                let next = htmlText(of: blocks[end + 1])
            {
                // As many line breaks as the source has between the parts, so rows keep their lines.
                let gap = max(1, blocks[end + 1].range.start.line - blocks[end].range.end.line)
                while html.hasSuffix("\n") { html.removeLast() }
                html += String(repeating: "\n", count: gap) + next
                end += 1
            }
            if let table = table(
                html,
                startLine: first.range.start.line,
                range: SourceRange(start: first.range.start, end: blocks[end].range.end)
            ) {
                result.append(.table(table))
            } else {
                result += blocks[index...end]
            }
            index = end + 1
        }
        return result
    }

    /// The text of `range` (indices into `lowered`) in the original spelling, by UTF-8 offset.
    private static func original(utf8 bytes: [UInt8], _ lowered: String, _ range: Range<String.Index>) -> String {
        let start = lowered.utf8.distance(from: lowered.utf8.startIndex, to: range.lowerBound)
        let end = lowered.utf8.distance(from: lowered.utf8.startIndex, to: range.upperBound)
        guard start <= end, end <= bytes.count else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The HTML a block holds; indented rows after a blank line are code blocks to cmark.
    private static func htmlText(of block: Block) -> String? {
        switch block {
        case .html(let html): html.html
        case .codeBlock(let code) where !code.isFenced && code.code.trimmed.hasPrefix("<"): code.code
        default: nil
        }
    }

    private static func table(_ html: String, startLine: Int, range: SourceRange) -> Table? {
        var rows: [TableRow] = []
        var header: TableRow?
        // ASCII letters lower-cased byte for byte: the copy has the original's UTF-8 layout, so an
        // offset found in it is the same offset in the original.
        let lowered = String(decoding: html.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        let bytes = Array(html.utf8)
        var searchFrom = lowered.startIndex
        var line = startLine
        var counted = lowered.startIndex
        while let rowOpen = lowered.range(of: "<tr", range: searchFrom..<lowered.endIndex) {
            let rowClose = lowered.range(of: "</tr", range: rowOpen.upperBound..<lowered.endIndex)
            let rowEnd = rowClose?.lowerBound ?? lowered.endIndex
            line += lowered[counted..<rowOpen.lowerBound].filter { $0 == "\n" }.count
            counted = rowOpen.lowerBound
            let position = SourcePosition(line: line, column: 1)
            var cells: [TableCell] = []
            var isHeader = false
            var cellFrom = rowOpen.upperBound
            while let cellOpen = firstCell(in: lowered, from: cellFrom, to: rowEnd) {
                isHeader = isHeader || lowered[cellOpen.lowerBound...].hasPrefix("<th")
                guard let tagEnd = lowered[cellOpen.upperBound..<rowEnd].firstIndex(of: ">") else { break }
                let contentStart = lowered.index(after: tagEnd)
                let cellClose =
                    lowered.range(of: isHeader ? "</th" : "</td", range: contentStart..<rowEnd)
                    ?? lowered.range(of: "</t", range: contentStart..<rowEnd)
                let contentEnd = cellClose?.lowerBound ?? rowEnd
                let text = String(original(utf8: bytes, lowered, contentStart..<contentEnd))
                cells.append(TableCell(content: inlines(text), range: SourceRange(start: position, end: position)))
                cellFrom = cellClose?.upperBound ?? rowEnd
            }
            let row = TableRow(cells: cells, range: SourceRange(start: position, end: position))
            if header == nil && isHeader { header = row } else if !cells.isEmpty { rows.append(row) }
            searchFrom = rowClose?.upperBound ?? lowered.endIndex
        }
        guard let header, !header.cells.isEmpty else { return nil }
        // Rows are padded or cut to the header's width, as GFM does.
        let width = header.cells.count
        let padded = rows.map { row in
            var row = row
            row.droppedCellCount = max(0, row.cells.count - width)
            row.cells = Array(row.cells.prefix(width))
            while row.cells.count < width { row.cells.append(TableCell(content: [], range: row.range)) }
            return row
        }
        return Table(header: header, rows: padded, range: range)
    }

    /// The next `<th` or `<td` (not `<thead`) before `end`, found in one forward scan.
    private static func firstCell(in text: String, from: String.Index, to end: String.Index) -> Range<String.Index>? {
        var cursor = from
        while cursor < end, let open = text.range(of: "<t", range: cursor..<end) {
            let rest = text[open.upperBound..<end]
            if (rest.hasPrefix("h") && !rest.hasPrefix("head")) || rest.hasPrefix("d") {
                return open.lowerBound..<text.index(after: open.upperBound)
            }
            cursor = open.upperBound
        }
        return nil
    }

    /// `<code>x</code>` as code, the rest as text with tags dropped.
    private static func inlines(_ html: String) -> [Inline] {
        var result: [Inline] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<code>", options: .caseInsensitive) {
            let before = HTMLText.text(of: String(rest[..<open.lowerBound]))
            if !before.isEmpty { result.append(.text(before + " ")) }
            guard let close = rest.range(of: "</code>", options: .caseInsensitive, range: open.upperBound..<rest.endIndex) else {
                rest = rest[open.upperBound...]
                break
            }
            result.append(.code(HTMLText.text(of: String(rest[open.upperBound..<close.lowerBound]))))
            rest = rest[close.upperBound...]
        }
        let after = HTMLText.text(of: String(rest))
        if !after.isEmpty { result.append(.text((result.isEmpty ? "" : " ") + after)) }
        return result
    }
}
