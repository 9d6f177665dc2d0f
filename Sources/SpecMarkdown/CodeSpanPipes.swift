/// A table row whose code spans hold unescaped pipes (`` `'top' | 'bottom'` ``, as documentation sites accept): GFM
/// splits the row at those pipes, so the type falls apart over cells the header has no room for. When escaping just
/// those pipes gives the row the header's width, the row is read again that way, each cell placed where it is written.
enum CodeSpanPipes {
    /// The row's cells read with its code spans' pipes escaped, or nil when it has none or that does not fit.
    static func cells(ofRow row: [UInt8], startingAt start: SourcePosition, headerWidth: Int) -> [TableCell]? {
        guard headerWidth > 0, let split = split(row), !split.pipesInCode.isEmpty else { return nil }
        var escaped = row
        for offset in split.pipesInCode.reversed() { escaped.insert(0x5C, at: offset) }
        guard LazySourceLines.countCells(escaped[...]) == headerWidth, split.cells.count == headerWidth else { return nil }
        let header = "|" + String(repeating: " h |", count: headerWidth) + "\n|" + String(repeating: "---|", count: headerWidth)
        let parsed = CMarkTreeConverter.parse(header + "\n" + String(decoding: escaped, as: UTF8.self) + "\n")
        guard case .table(let table)? = parsed.blocks.first, let body = table.rows.first, body.cells.count == headerWidth else {
            return nil
        }
        return zip(body.cells, split.cells).map { cell, bytes in
            let from = SourcePosition(line: start.line, column: start.column + bytes.lowerBound)
            let to = SourcePosition(line: start.line, column: start.column + max(bytes.lowerBound, bytes.upperBound - 1))
            return TableCell(content: cell.content, range: SourceRange(start: from, end: to))
        }
    }

    /// The byte ranges of the row's cells (split at pipes outside code and not escaped) and the offsets of the pipes
    /// inside code spans.
    private static func split(_ row: [UInt8]) -> (cells: [Range<Int>], pipesInCode: [Int])? {
        var cells: [Range<Int>] = []
        var pipesInCode: [Int] = []
        var cellStart = 0
        var index = 0
        while index < row.count {
            let byte = row[index]
            if byte == 0x5C {
                index += 2
                continue
            }
            if byte == 0x60 {
                // A run of n backticks opens a code span that the next run of exactly n closes, on this line.
                let run = row[index...].prefix { $0 == 0x60 }.count
                var probe = index + run
                var close: Int?
                while probe < row.count {
                    if row[probe] == 0x60 {
                        let length = row[probe...].prefix { $0 == 0x60 }.count
                        if length == run {
                            close = probe
                            break
                        }
                        probe += length
                    } else {
                        probe += 1
                    }
                }
                guard let close else { return nil }
                for offset in (index + run)..<close where row[offset] == 0x7C && row[offset - 1] != 0x5C { pipesInCode.append(offset) }
                index = close + run
                continue
            }
            if byte == 0x7C {
                if index > 0 { cells.append(cellStart..<index) }
                cellStart = index + 1
            }
            index += 1
        }
        if cellStart < row.count, row[cellStart...].contains(where: { $0 != 0x20 && $0 != 0x09 }) { cells.append(cellStart..<row.count) }
        return (cells, pipesInCode)
    }
}
