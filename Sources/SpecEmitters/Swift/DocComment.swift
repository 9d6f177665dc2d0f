import SpecModel

/// Turns spec prose into `///` comment lines that are always safe and within the line length.
enum DocComment {
    static let width = 100

    /// Paragraphs become comment lines wrapped at `width`; an empty paragraph separates with `///`.
    static func lines(_ paragraphs: [String]) -> [String] {
        var lines: [String] = []
        var previousWasBullet = false
        for paragraph in paragraphs.map(OneLineText.clean) where !paragraph.isEmpty {
            let isBullet = paragraph.hasPrefix("- ")
            // Consecutive bullets form one list; everything else is separated by an empty comment line.
            if !lines.isEmpty && !(isBullet && previousWasBullet) { lines.append("///") }
            previousWasBullet = isBullet
            // A bullet's continuation lines are indented so DocC keeps them in the item.
            let indent = paragraph.hasPrefix("- ") ? "  " : ""
            lines += wrap(paragraph).enumerated().map { "/// " + ($0.offset == 0 ? "" : indent) + $0.element }
        }
        return lines
    }

    private static func wrap(_ text: String) -> [String] {
        // Most prose is ASCII without a carriage return: each byte is a character, so words are found and measured on
        // the bytes (splitting and counting by characters was a fifth of rendering a suite); the same lines result.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return wrapBytes(text) }
        var lines: [String] = []
        var line = ""
        var lineLength = 0  // kept alongside `line`: counting characters again for every word is quadratic
        for word in text.split(separator: " ") {
            var wordLength = word.count
            if lineLength > 0, lineLength + 1 + wordLength > width {
                lines.append(line)
                line = ""
                lineLength = 0
            }
            var rest = Substring(word)
            // A very long word is cut, so no line exceeds the formatter's limit.
            while wordLength > width {
                lines.append(String(rest.prefix(width)))
                rest = rest.dropFirst(width)
                wordLength -= width
            }
            line += lineLength == 0 ? String(rest) : " " + rest
            lineLength += lineLength == 0 ? wordLength : 1 + wordLength
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `wrap` for text whose every byte is a character: words are found and lines built on the bytes.
    private static func wrapBytes(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var lines: [String] = []
        var line: [UInt8] = []
        line.reserveCapacity(width)
        var index = 0
        while index < bytes.count {
            guard bytes[index] != UInt8(ascii: " ") else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
            var word = bytes[index..<end]
            index = end
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
            }
            // A very long word is cut, so no line exceeds the formatter's limit.
            while word.count > width {
                lines.append(String(decoding: word.prefix(width), as: UTF8.self))
                word = word.dropFirst(width)
            }
            if !line.isEmpty { line.append(UInt8(ascii: " ")) }
            line.append(contentsOf: word)
        }
        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }
}
