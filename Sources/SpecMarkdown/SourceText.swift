/// Raw bytes made ready for cmark: BOM removed, line endings LF, invalid UTF-8 replaced.
///
/// Line numbers are preserved by every step, so positions cmark reports match the file.
struct SourceText {
    /// The normalised text.
    var text: String
    /// Where the first invalid UTF-8 sequence was, if any.
    var firstInvalidByte: SourcePosition?

    init(bytes: some Collection<UInt8>) {
        var bytes = Array(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        bytes = Self.normalizingLineEndings(bytes)
        firstInvalidByte = Self.firstInvalidSequence(in: bytes)
        // Decoding with replacement turns each invalid sequence into U+FFFD instead of failing.
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// CRLF and lone CR become LF; nothing else changes, so line numbers stay the same.
    private static func normalizingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x0D) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                output.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                output.append(byte)
            }
            index += 1
        }
        return output
    }

    /// The line and column of the first byte that does not begin a valid UTF-8 sequence.
    private static func firstInvalidSequence(in bytes: [UInt8]) -> SourcePosition? {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
                continue
            }
            let length = validSequenceLength(bytes, at: index)
            if length == 0 {
                return SourcePosition(line: line, column: index - lineStart + 1)
            }
            index += length
        }
        return nil
    }

    /// The length of the well-formed sequence at `index` (Unicode Table 3-7), or 0.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>)
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
            return 0
        }
        return length
    }
}
