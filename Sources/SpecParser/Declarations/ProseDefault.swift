import Foundation
import SpecModel

/// A default stated in prose beside a declaration or a listed property: "Default is `true`.", "defaults to
/// `.zero`", "(default: 3 seconds)", "The default value is **0.4**". Reads the value only; whether it means the
/// same as the code's is the verifier's question.
enum ProseDefault {
    /// The stated default in `text` (Markdown with code spans in backticks), or nil when none is stated.
    static func value(in text: String) -> String? {
        // Compiling the pattern costs more than reading the text: a text without "default" is told by its bytes.
        guard ASCIIWords.mayContain(text, "default", ignoringCase: true) else { return nil }
        let pattern = #"(\()?\b(?:the\s+)?default(?:\s+value)?(?:\s+is|\s*:|s\s+to|\s+to)\s+"#
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return nil }
        let whole = NSRange(text.startIndex..., in: text)
        guard let match = regex.firstMatch(in: text, range: whole), let range = Range(match.range, in: text) else { return nil }
        let parenthesized = match.range(at: 1).location != NSNotFound
        var rest = text[range.upperBound...]
        if parenthesized {
            // "(default: { $0.removeFromSuperview() })": up to the parenthesis that closes the remark.
            var depth = 1
            var end = rest.startIndex
            while end < rest.endIndex {
                if rest[end] == "(" { depth += 1 }
                if rest[end] == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
                end = rest.index(after: end)
            }
            rest = rest[..<end]
            return clean(String(rest))
        }
        if rest.hasPrefix("`"), let close = rest.dropFirst().firstIndex(of: "`") {
            return clean(String(rest[rest.index(after: rest.startIndex)..<close]))
        }
        if rest.hasPrefix("**"), let close = rest.dropFirst(2).range(of: "**") {
            return clean(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]))
        }
        // Up to the end of the sentence: a period followed by a space or the end, a comma, a semicolon, or a bracket
        // that closes a remark the default sits in ("(defaults to 3)"); none of them inside brackets the value opens,
        // which hold its own arguments (`RGB(27, 169, 225)`, `[.top, .bottom]`).
        var end = rest.startIndex
        var depth = 0
        while end < rest.endIndex {
            let character = rest[end]
            if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth > 0 || ")]}".contains(character) {
                end = rest.index(after: end)
                continue
            }
            if character == "," || character == ";" || character == "\n" { break }
            if character == "." {
                let next = rest.index(after: end)
                if next == rest.endIndex || rest[next] == " " { break }
            }
            end = rest.index(after: end)
        }
        return clean(String(rest[..<end]))
    }

    private static func clean(_ text: String) -> String? {
        var value = text.trimmingWhitespaces()
        for mark in ["**", "`", "*", "_"] where value.hasPrefix(mark) && value.hasSuffix(mark) && value.count > 2 * mark.count {
            value = String(value.dropFirst(mark.count).dropLast(mark.count))
        }
        value = value.trimmingWhitespaces()
        // A value, not the start of another sentence ("is set by the theme").
        guard !value.isEmpty, value.split(separator: " ").count <= 3 else { return nil }
        return value
    }
}
