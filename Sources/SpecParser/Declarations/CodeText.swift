/// Source code from a code block, with comments blanked to spaces so every offset keeps its line and column.
struct CodeText {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ code: String) {
        var bytes = Array(code.utf8)
        Self.blankComments(&bytes)
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        self.lineStarts = starts
    }

    /// 0-based line and 1-based column of an offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low, offset - lineStarts[low] + 1)
    }

    /// The text of a range with surrounding white space trimmed.
    func text(_ range: Range<Int>) -> String {
        let trimmed = trimmed(range)
        return String(decoding: bytes[trimmed], as: UTF8.self)
    }

    /// The text of a range with line breaks (and the indentation after them) folded away:
    /// dropped next to brackets, a single space elsewhere, so multi-line defaults read as one line.
    func foldedText(_ range: Range<Int>) -> String {
        let range = trimmed(range)
        var output: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte.isCodeSpace else {
                output.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, bytes[end].isCodeSpace { end += 1 }
            let run = bytes[index..<end]
            if !run.contains(0x0A) {
                output += run
            } else if let previous = output.last, previous != UInt8(ascii: "("), previous != UInt8(ascii: "["),
                end < range.upperBound, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "]")
            {
                output.append(0x20)
            }
            index = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The range without leading and trailing white space.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower].isCodeSpace { lower += 1 }
        while upper > lower, bytes[upper - 1].isCodeSpace { upper -= 1 }
        return lower..<upper
    }

    func skipSpaces(from offset: Int, to end: Int? = nil) -> Int {
        let end = end ?? bytes.count
        var index = offset
        while index < end, bytes[index].isCodeSpace { index += 1 }
        return index
    }

    /// The identifier starting at `offset` (letters, digits, `_`, non-ASCII, or a backticked name).
    func identifier(at offset: Int) -> Range<Int>? {
        guard offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: "`") {
            // The closing backtick must follow the name directly: an unclosed one is not a name at all,
            // rather than one that swallows the rest of the code.
            var close = offset + 1
            while close < bytes.count, bytes[close].isIdentifierBody { close += 1 }
            guard close > offset + 1, close < bytes.count, bytes[close] == UInt8(ascii: "`") else { return nil }
            return offset..<(close + 1)
        }
        guard bytes[offset].isIdentifierHead else { return nil }
        var end = offset + 1
        while end < bytes.count, bytes[end].isIdentifierBody { end += 1 }
        return offset..<end
    }

    /// Whether the bytes at `offset` spell `word` as a whole identifier.
    func hasWord(_ word: String, at offset: Int) -> Bool {
        guard let range = identifier(at: offset) else { return false }
        return bytes[range].elementsEqual(word.utf8)
    }

    /// Blanks `//` and `/* */` comments (outside string literals) to spaces, keeping newlines.
    private static func blankComments(_ bytes: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = StringLiteral.end(in: bytes, from: index)
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A {
                        bytes[index] = 0x20
                        index += 1
                    }
                    continue
                }
                if bytes[index + 1] == UInt8(ascii: "*") {
                    let start = index
                    index += 2
                    while index < bytes.count,
                        !(bytes[index] == UInt8(ascii: "/") && bytes[index - 1] == UInt8(ascii: "*") && index - 1 > start + 1)
                    {
                        index += 1
                    }
                    let end = min(index + 1, bytes.count)
                    for blank in start..<end where bytes[blank] != 0x0A { bytes[blank] = 0x20 }
                    index = end
                    continue
                }
            }
            index += 1
        }
    }
}

/// String literal skipping shared by comment blanking and bracket balancing.
enum StringLiteral {
    /// The offset just past the string literal that starts at `start` (a `"`), or the end of input.
    static func end(in bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (isMultiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote {
                if !isMultiline { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
            }
            if byte == 0x0A && !isMultiline { return index }
            index += 1
        }
        return bytes.count
    }
}

extension UInt8 {
    var isCodeSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
    var isIdentifierHead: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == 0x5F || self >= 0x80
    }
    var isIdentifierBody: Bool { isIdentifierHead || (self >= 0x30 && self <= 0x39) }
}
