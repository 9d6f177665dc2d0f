/// Prose reduced to one line, safe in any output: comments, schema descriptions, test names.
public enum OneLineText {
    /// Control characters and line breaks become spaces; runs of spaces fold to one.
    public static func clean(_ text: String) -> String {
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
}
