import Foundation

/// A type cell that names only a container (`Array`, `array`, `List`) while the description spells the element:
/// a code span of a list type (`` TS type: `Array<string>` ``, `` `number[]` ``) or the words "an array of numbers".
/// The described type is read instead, and the row says so in a note.
enum DescribedElementType {
    /// The list type the description gives for a row whose type cell is the bare container `written`; nil otherwise.
    static func refine(_ written: String?, description: String) -> String? {
        guard let written = written?.trimmed, bareLists.contains(written.lowercased()) else { return nil }
        for span in codeSpans(in: description) where isListSpelling(span) {
            return span
        }
        let words = description.lowercased()
        for (phrase, element) in elementWords {
            if words.contains("array of \(phrase)") || words.contains("list of \(phrase)") { return element + "[]" }
        }
        return nil
    }

    private static let bareLists: Set<String> = ["array", "list", "arraylist", "[]"]

    private static let elementWords: [(String, String)] = [
        ("strings", "string"), ("numbers", "number"), ("integers", "integer"), ("booleans", "boolean"),
    ]

    /// `Array<…>`, `List<…>`, `…[]`, `[…]`: a list with its element spelled.
    private static func isListSpelling(_ span: String) -> Bool {
        let text = span.trimmed
        guard !text.contains("=>"), !text.contains("(") else { return false }
        for prefix in ["Array<", "List<", "ReadonlyArray<", "array<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
            return text.count > prefix.count + 1
        }
        if text.hasSuffix("[]"), text.count > 2, text.first?.isLetter == true { return true }
        return false
    }

    /// The code spans of Markdown text, in order.
    private static func codeSpans(in text: String) -> [String] {
        var spans: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "`") else { break }
            spans.append(String(after[..<close]).replacingOccurrences(of: "\\|", with: "|"))
            rest = after[after.index(after: close)...]
        }
        return spans
    }
}
