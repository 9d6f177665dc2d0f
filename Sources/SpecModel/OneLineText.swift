/// Prose reduced to one line, safe in any output: comments, schema descriptions, test names.
public enum OneLineText {
    /// Control characters and line breaks become spaces; runs of spaces fold to one.
    public static func clean(_ text: String) -> String {
        // Most statements are ASCII and clean already: told by their bytes, they are returned as they are.
        if let ascii = cleanASCII(text) { return ascii }
        var output = ""
        var lastWasSpace = true
        for scalar in text.unicodeScalars {
            // ASCII is decided without Unicode property look-ups, which dominate on large inputs.
            let isSpace =
                scalar.isASCII
                ? scalar.value <= 0x20 || scalar.value == 0x7F
                : scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                    || scalar.properties.generalCategory == .format
            if isSpace {
                if !lastWasSpace { output += " " }
                lastWasSpace = true
            } else {
                output.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        return output.hasSuffix(" ") ? String(output.dropLast()) : output
    }

    /// `clean` for ASCII text, byte by byte (the text itself when nothing changes); nil for other text.
    private static func cleanASCII(_ text: String) -> String? {
        var changed = false
        var lastWasSpace = true
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let isSpace = byte <= 0x20 || byte == 0x7F
            if isSpace && (lastWasSpace || byte != 0x20) { changed = true }
            lastWasSpace = isSpace
        }
        if lastWasSpace && !text.isEmpty { changed = true }
        guard changed else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        lastWasSpace = true
        for byte in text.utf8 {
            if byte <= 0x20 || byte == 0x7F {
                if !lastWasSpace { output.append(0x20) }
                lastWasSpace = true
            } else {
                output.append(byte)
                lastWasSpace = false
            }
        }
        if output.last == 0x20 { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }
}
