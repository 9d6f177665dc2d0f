/// A small scanner for Mustache tags with their line and column, enough to check template keys.
enum MustacheTags {
    /// One tag.
    struct Tag: Equatable {
        enum Kind: Equatable {
            case variable, section, close, comment, partial, pragma, delimiters
        }

        var kind: Kind
        var name: String
        var line: Int
        var column: Int
    }

    /// The tags of `text` in order (default `{{ }}` delimiters; `{{{name}}}` and `{{&name}}` are variables).
    static func scan(_ text: String) -> [Tag] {
        var tags: [Tag] = []
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        var lineStart = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let start = index
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "}") && bytes[end + 1] == UInt8(ascii: "}")) { end += 1 }
            guard end + 1 < bytes.count else { break }
            var inner = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            var close = end + 2
            if inner.hasPrefix("{"), close < bytes.count, bytes[close] == UInt8(ascii: "}") {
                inner.removeFirst()
                close += 1
            }
            let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count + 1
            tags.append(tag(inner, line: line, column: column))
            for byte in bytes[start..<close] where byte == UInt8(ascii: "\n") { line += 1 }
            if let lastBreak = bytes[start..<close].lastIndex(of: UInt8(ascii: "\n")) { lineStart = lastBreak + 1 }
            index = close
        }
        return tags
    }

    /// The partials `text` includes (`{{> Header}}`); nil when it changes its delimiters, so its tags cannot be
    /// told from text here.
    static func partialNames(in text: String) -> [String]? {
        let tags = scan(text)
        guard !tags.contains(where: { $0.kind == .delimiters }) else { return nil }
        return tags.filter { $0.kind == .partial }.map(\.name)
    }

    private static func tag(_ inner: String, line: Int, column: Int) -> Tag {
        let trimmed = inner.trimmingSpaces
        let sigil = trimmed.first
        let rest = String(trimmed.dropFirst()).trimmingSpaces
        let (kind, name): (Tag.Kind, String) =
            switch sigil {
            case "#", "^": (.section, rest)
            case "/": (.close, rest)
            case "!": (.comment, "")
            case ">": (.partial, rest)
            case "%": (.pragma, "")
            case "=": (.delimiters, "")
            case "&": (.variable, rest)
            default: (.variable, trimmed)
            }
        return Tag(kind: kind, name: name, line: line, column: column)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
