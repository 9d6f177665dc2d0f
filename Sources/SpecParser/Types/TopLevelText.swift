/// Splitting written types and literals where they list things: at separators outside brackets and quotes, so
/// `(a, b) => void | string` has two members and `{ a: "x, y" }` one field; and finding where a bracket closes.
public enum TopLevelText {
    /// `text` split at any of `separators` outside brackets and quotes, trimmed.
    public static func parts(of text: String, separators: Set<Character>) -> [String] {
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

    /// Where the bracket at `open` closes (`(` with its `)`, `{` with its `}`, `[` with its `]`, counting only that
    /// pair); nil when it does not close, or `open` is not an opening bracket.
    public static func closing(of open: String.Index, in text: String) -> String.Index? {
        let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}"]
        guard open < text.endIndex, let close = pairs[text[open]] else { return nil }
        let opening = text[open]
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == opening {
                depth += 1
            } else if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The text between `open` at the start and `close` at the end when that first bracket closes at the very end
    /// (`(A | B)`, not `(A) | (B)`), trimmed; nil otherwise. Only `open` and `close` count unless `countingEveryBracket`.
    public static func enclosed(_ text: String, open: Character, close: Character, countingEveryBracket: Bool = false) -> String? {
        guard text.first == open, text.last == close, text.count >= 2 else { return nil }
        let opens: Set<Character> = countingEveryBracket ? ["(", "[", "{", "<"] : [open]
        let closes: Set<Character> = countingEveryBracket ? [")", "]", "}", ">"] : [close]
        var depth = 0
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            defer { previous = character }
            if opens.contains(character) {
                depth += 1
            } else if closes.contains(character), !(character == ">" && (previous == "=" || previous == "-")) {
                // `=>` and `->` inside a function type close no angle bracket.
                depth -= 1
            }
            if depth == 0 { return offset == text.count - 1 ? String(text.dropFirst().dropLast()).trimmed : nil }
        }
        return nil
    }
}
