/// Wraps text into lines of a fixed number of characters and cuts it to a line limit: the headless stand-in for
/// a label's layout, so a line limit is something rendered, not a number.
public enum TextWrapping {
    /// `text` broken at spaces into lines of at most `width` characters (longer words split), at most `limit`
    /// lines, the last ending in `…` when text was cut.
    public static func lines(of text: String, width: Int, limit: Int) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var word = Substring(word)
            while word.count > width {
                if !line.isEmpty { lines.append(line) }
                lines.append(String(word.prefix(width)))
                line = ""
                word = word.dropFirst(width)
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > limit else { return lines }
        var kept = Array(lines.prefix(limit))
        kept[limit - 1] = String(kept[limit - 1].prefix(width - 1)) + "…"
        return kept
    }
}
