/// The document's lines as UTF-8, split only when a table row needs its raw text.
struct LazySourceLines {
    private let text: String
    private var lineStarts: [String.UTF8View.Index]?

    init(text: String) { self.text = text }

    /// How many cells the raw row text holds: GFM drops cells beyond the header's width,
    /// and this is the only place they can still be counted.
    mutating func cellCount(in range: SourceRange) -> Int {
        guard range.start.line == range.end.line, let line = line(range.start.line) else { return 0 }
        let bytes = Array(line)
        let start = max(0, range.start.column - 1)
        let end = min(bytes.count, range.end.column)
        guard start < end else { return 0 }
        return Self.countCells(bytes[start..<end])
    }

    /// The raw bytes of a one-line range (a table row), nil for a range over several lines.
    mutating func bytes(in range: SourceRange) -> [UInt8]? {
        guard range.start.line == range.end.line, let line = line(range.start.line) else { return nil }
        let bytes = Array(line)
        let start = max(0, range.start.column - 1)
        let end = min(bytes.count, range.end.column)
        return start < end ? Array(bytes[start..<end]) : nil
    }

    /// Splits on unescaped pipes, ignoring a leading and a trailing pipe, as GFM does.
    static func countCells(_ row: ArraySlice<UInt8>) -> Int {
        var trimmed = row
        while let first = trimmed.first, first == 0x20 || first == 0x09 { trimmed.removeFirst() }
        while let last = trimmed.last, last == 0x20 || last == 0x09 { trimmed.removeLast() }
        var separators = 0
        var escaped = false
        var leading = false
        var trailing = false
        for (offset, byte) in trimmed.enumerated() {
            defer { escaped = byte == 0x5C && !escaped }
            guard byte == 0x7C, !escaped else { continue }
            separators += 1
            if offset == 0 { leading = true }
            if offset == trimmed.count - 1 { trailing = true }
        }
        var cells = separators + 1
        if leading { cells -= 1 }
        if trailing && trimmed.count > 1 { cells -= 1 }
        return max(cells, 0)
    }

    private mutating func line(_ number: Int) -> Substring.UTF8View? {
        if lineStarts == nil {
            var starts = [text.utf8.startIndex]
            var index = text.utf8.startIndex
            while let newline = text.utf8[index...].firstIndex(of: 0x0A) {
                index = text.utf8.index(after: newline)
                starts.append(index)
            }
            lineStarts = starts
        }
        guard let starts = lineStarts, number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        let end = number < starts.count ? text.utf8.index(before: starts[number]) : text.utf8.endIndex
        return text[start..<end].utf8
    }
}
