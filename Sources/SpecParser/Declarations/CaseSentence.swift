import SpecMarkdown
import SpecModel

/// A sentence that lists an enumeration's cases in code spans after a word that introduces choices ("Available styles
/// are `.plain`, `.bold`, and `.faint`.", "Possible values: `.top`, `.bottom`, `.middle`"): the cases, and the names the
/// words before them may give the enumeration (`styles` → `Styles`, `Style`; `naming` reads capitalised runs).
enum CaseSentence {
    /// Words that introduce a list of choices, each a run of whole words.
    static let leads = ["available", "possible", "supported", "one of", "can be", "values", "options", "choices"]
        .map { $0.split(separator: " ").map(String.init) }

    /// Whether the text holds a lead as whole words: "unavailable" or "impossible" introduce no choices.
    static func introducesChoices(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        return leads.contains { lead in
            words.indices.contains { start in
                start + lead.count <= words.count && Array(words[start..<start + lead.count]) == lead
            }
        }
    }

    /// The enumeration names and the case names, when the sentence reads as such a list (three cases at least, each a
    /// bare `.name` in a code span).
    static func read(_ content: [Inline], naming: (String) -> [String]) -> (enumerations: [String], cases: [String])? {
        let text = content.plainText
        let spans = content.codeSpans
        let cases = spans.filter { span in
            span.hasPrefix(".") && span.count > 1 && span.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard cases.count >= 3, let first = cases.first, let start = text.range(of: first) else { return nil }
        let before = String(text[..<start.lowerBound])
        guard let names = enumerationNames(introducedBy: before, naming: naming) else { return nil }
        return (names, cases.map { String($0.dropFirst()) })
    }

    /// The names the words of `text` may give an enumeration whose cases follow, when they introduce choices
    /// ("Available styles" → `Styles`, `Style`, and what `naming` reads from capitalised runs); nil when they do not.
    static func enumerationNames(introducedBy text: String, naming: (String) -> [String]) -> [String]? {
        guard introducesChoices(text) else { return nil }
        var names = naming(text)
        // Lower-case words name the enumeration too ("styles"): capitalised, singular and plural.
        for word in text.split(whereSeparator: { !$0.isLetter }) where word.count >= 4 && word.first?.isLowercase == true {
            let name = word.prefix(1).uppercased() + word.dropFirst()
            names.append(name)
            if name.hasSuffix("s") { names.append(String(name.dropLast())) }
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
