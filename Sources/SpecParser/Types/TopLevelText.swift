/// Splitting written types and literals where they list things: at separators outside brackets and quotes, so
/// `(a, b) => void | string` has two members and `{ a: "x, y" }` one field.
enum TopLevelText {
    /// `text` split at any of `separators` outside brackets and quotes, trimmed.
    static func parts(of text: String, separators: Set<Character>) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if let open = quote {
                current.append(character)
                if character == open && previous != "\\" { quote = nil }
                continue
            }
            switch character {
            case "\"", "'", "`": quote = character
            case "(", "[", "{", "<": depth += 1
            case ">" where previous == "=" || previous == "-": break
            case ")", "]", "}", ">": depth -= 1
            default: break
            }
            if depth == 0 && separators.contains(character) {
                parts.append(current.trimmed)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmed)
        return parts
    }
}
