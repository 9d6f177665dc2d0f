/// Swift usage code as tokens (names, literals, punctuation), with each bracket's partner, so calls,
/// assignments and modifier chains can be read without a full Swift parser.
struct UsageTokens {
    enum Kind: Equatable {
        case name
        case string
        case number
        case punctuation
    }

    struct Token: Equatable {
        var kind: Kind
        var text: String
        /// Byte offset into the code (comments blanked, as `CodeText` keeps them).
        var offset: Int
        /// Whether a line break separates this token from the one before it.
        var startsLine: Bool
    }

    let code: CodeText
    /// The language the code is written in: it decides how a named argument is spelled.
    let language: CodeLanguage
    private(set) var tokens: [Token] = []
    /// The index of each bracket's partner (`(`↔`)`, `[`↔`]`, `{`↔`}`); absent when unbalanced.
    private(set) var partner: [Int: Int] = [:]

    init(_ code: CodeText, language: CodeLanguage = .swift) {
        self.code = code
        self.language = language
        let bytes = code.bytes
        var index = 0
        var sawNewline = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { sawNewline = true }
            if byte.isCodeSpace {
                index += 1
                continue
            }
            let start = index
            let kind: Kind
            if byte == UInt8(ascii: "\"") {
                index = StringLiteral.end(in: bytes, from: index)
                kind = .string
            } else if let name = code.identifier(at: index) {
                index = name.upperBound
                kind = .name
            } else if byte >= 0x30 && byte <= 0x39 {
                while index < bytes.count, bytes[index].isIdentifierBody || bytes[index] == UInt8(ascii: ".") {
                    // `1.5` is one number; `1.description` is not worth telling apart here.
                    if bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, !(bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39) {
                        break
                    }
                    index += 1
                }
                kind = .number
            } else {
                index += 1
                kind = .punctuation
            }
            tokens.append(
                Token(
                    kind: kind,
                    text: String(decoding: bytes[start..<max(index, start + 1)], as: UTF8.self),
                    offset: start,
                    startsLine: sawNewline
                )
            )
            sawNewline = false
        }
        var open: [Int] = []
        for (position, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{": open.append(position)
            case ")", "]", "}":
                let opener = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
                // A bracket left open inside (`{ print("a" }` in a page's sample) loses its partner, not the ones around it.
                if let match = open.lastIndex(where: { tokens[$0].text == opener }) {
                    let last = open[match]
                    open.removeSubrange(match...)
                    partner[last] = position
                    partner[position] = last
                }
            default: break
            }
        }
    }

    subscript(_ position: Int) -> Token? { tokens.indices.contains(position) ? tokens[position] : nil }

    /// Whether the token at `position` is the punctuation `text`.
    func isPunctuation(_ text: String, at position: Int) -> Bool {
        self[position].map { $0.kind == .punctuation && $0.text == text } ?? false
    }

    /// Whether the token at `position` is the name `text`.
    func isName(_ text: String, at position: Int) -> Bool {
        self[position].map { $0.kind == .name && $0.text == text } ?? false
    }

    /// The code between two token positions (inclusive), folded to one line.
    func text(from first: Int, through last: Int) -> String {
        guard let start = self[first], let end = self[last], start.offset <= end.offset else { return "" }
        return code.foldedText(start.offset..<(end.offset + end.text.utf8.count))
    }

    /// The arguments inside the brackets opening at `open`: each as (label, first token, last token). Usage samples are
    /// not always balanced (`{ print("a" }`), so this walks the tokens' partners, which tolerate a bracket left open
    /// inside, rather than `BracketScanner`, which reports it (declarations and payloads are split there).
    func arguments(inside open: Int) -> [(label: String?, first: Int, last: Int)] {
        guard let close = partner[open], close > open + 1 else { return [] }
        var result: [(String?, Int, Int)] = []
        var start = open + 1
        var position = open + 1
        // Generic arguments (`Result<Int, Error>`, a `<` right after a name) hold commas of their own.
        var angles = 0
        while position <= close {
            if isPunctuation("<", at: position), let name = self[position - 1], name.kind == .name,
                self[position]?.offset == name.offset + name.text.utf8.count
            {
                angles += 1
            } else if angles > 0, isPunctuation(">", at: position), !isPunctuation("-", at: position - 1) {
                angles -= 1
            }
            if position == close || (angles == 0 && isPunctuation(",", at: position)) {
                if start < position {
                    if self[start]?.kind == .name, isPunctuation(":", at: start + 1), start + 2 < position {
                        result.append((self[start]!.text, start + 2, position - 1))
                    } else if language.namesArgumentsWithEquals, self[start]?.kind == .name, isPunctuation("=", at: start + 1),
                        !isPunctuation("=", at: start + 2), start + 2 < position
                    {
                        // Kotlin's named argument: `text = "New"`.
                        result.append((self[start]!.text, start + 2, position - 1))
                    } else {
                        result.append((nil, start, position - 1))
                    }
                }
                start = position + 1
            }
            if let skip = partner[position], skip > position, position != open { position = skip }
            position += 1
        }
        return result
    }
}
