/// A case told elsewhere that a sentence or clause refers back to ("In this case", "If so", "otherwise", "…, in which
/// case …"): what it says holds only in that case, which it does not state, so its reading is not complete.
enum ReferredCase {
    /// Words that point back to a case told before ("In this case", "in such cases", "in which case").
    private static let referringWords: Set<String> = ["this", "that", "these", "those", "such", "which"]
    /// Nouns of a case.
    private static let caseNouns: Set<String> = ["case", "cases", "scenario", "scenarios", "situation", "situations"]
    /// A case noun or "otherwise": one of them stands in every clause that refers back.
    private static let referringOpeners = caseNouns.union(["otherwise"])

    /// "In this case the notice slides down", "If so, …", "Otherwise, …": a sentence whose condition is an earlier
    /// sentence's, so the rule it states holds only there. ("In both cases" and "in all cases" hold everywhere.) The
    /// opening words, or nil.
    static func opening(_ text: RuleText) -> String? {
        let first = text.word(at: 0)
        let second = text.word(at: 1)
        if first == "in", referringWords.contains(second), caseNouns.contains(text.word(at: 2)) {
            return text.text(of: 0..<3)
        }
        // "If so, …", "If not, …", "Otherwise, …": the comma closes a condition that only refers back ("If not set" does not).
        let refersBack =
            (first == "if" && ["so", "not"].contains(second) && text.gap(before: 2).hasPrefix(","))
            || (first == "otherwise" && text.gap(before: 1).hasPrefix(","))
        return refersBack ? text.text(of: 0..<(first == "if" ? 2 : 1)) : nil
    }

    /// "…, in which case a close button is shown", "otherwise it stays", "…; otherwise, it stays", "it cannot be
    /// swiped in those cases": a clause that holds in a case another clause or sentence tells (an option's value, the
    /// opposite of a condition), wherever it stands. The referring words, or nil.
    static func phrase(of clause: Clause, in text: RuleText) -> String? {
        // Looked up by word first: most statements hold neither, and this runs for every clause.
        guard text.containsAny(referringOpeners) else { return nil }
        if let found = phrase(in: clause.words, of: text) { return found }
        // "…; otherwise, it stays": the referring words, cut off by a comma, open the clause after them.
        guard
            let previous = text.clauses.last(where: { $0.words.upperBound == clause.words.lowerBound }),
            previous.sentence == clause.sentence, previous.words.count <= 4
        else { return nil }
        return phrase(in: previous.words, of: text)
    }

    private static func phrase(in words: Range<Int>, of text: RuleText) -> String? {
        if text.word(at: words.lowerBound) == "otherwise" { return "otherwise" }
        for index in words where text.word(at: index) == "in" && referringWords.contains(text.word(at: index + 1)) {
            // "in such a case": an article may stand before the noun.
            let noun = text.word(at: index + 2) == "a" ? index + 3 : index + 2
            if noun < words.upperBound, caseNouns.contains(text.word(at: noun)) { return text.text(of: index..<noun + 1) }
        }
        return nil
    }
}
