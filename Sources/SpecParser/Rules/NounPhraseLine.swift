/// A line that is only a noun phrase names a kind of component; it states nothing about it. "Persistent notices (no
/// auto-hide)" is a label with its gloss, "Tooltips that hide after 2 seconds even while the pointer rests on them" a
/// kind picked out by a relative clause with no main verb after it (a heading or a list of don'ts reads this way).
/// "Notices that have actions stay until dismissed" has a main verb after its relative clause and is read.
enum NounPhraseLine {
    /// Words that make a clause finite after its relative clause: auxiliaries, modals and the verbs of staying.
    private static let finite: Set<String> = [
        "is", "are", "was", "were", "be", "will", "would", "must", "should", "can", "cannot", "could", "may", "might", "do", "does",
        "did", "has", "have", "had", "need", "needs", "stay", "stays", "remain", "remains", "appear", "appears", "show", "shows",
        "require", "requires", "get", "gets", "persist", "persists", "last", "lasts",
    ]
    /// Words that open a relative clause.
    private static let relatives: Set<String> = ["that", "which", "who"]

    /// Why every rule of the statement waits, or nil.
    static func pendingReason(_ text: RuleText) -> String? {
        guard text.sentenceOfWord.last == 0, let first = text.clauses.first, !first.isParenthesised, first.condition == nil else {
            return nil
        }
        // The head noun: the component's name among the first three words, after adjectives.
        guard let head = (0..<min(3, first.words.upperBound)).first(where: { text.vocabulary.namesComponent(text.word(at: $0)) }),
            !(0..<head).contains(where: { finite.contains(text.word(at: $0)) || Lexicon.determiners.contains(text.word(at: $0)) })
        else { return nil }
        // "Persistent notices (no auto-hide)": the head, then only a gloss in parentheses.
        if head + 1 == first.words.upperBound, text.clauses.count == 2, text.clauses[1].isParenthesised {
            return "the line is a noun phrase (“\(text.text(of: 0..<head + 1))”) with a gloss; it states no rule"
        }
        // "Tooltips that hide after 2 seconds …": a relative clause right after the head, and no verb after the relative
        // one but those of the conditions that follow ("… even while the pointer is on them": each condition has its own).
        // "Notices that arrive while one is shown are queued" has one finite word more than its conditions: a main verb.
        guard relatives.contains(text.word(at: head + 1)), head + 2 < first.words.upperBound else { return nil }
        let after = head + 3..<text.words.count
        let finiteAfter = after.filter { index in
            let word = text.word(at: index)
            return finite.contains(word) || word.hasSuffix("n't") || text.leavingVerbs.contains(index)
        }
        let conditions = text.clauses.filter { $0.words.lowerBound >= head + 3 && $0.condition != nil }.count
        guard finiteAfter.count <= conditions,
            finiteAfter.allSatisfy({ index in
                text.clause(of: index)?.condition != nil
            })
        else { return nil }
        return "the line is a noun phrase (“\(text.text(of: 0..<head + 3)) …”) with no main verb; it states no rule"
    }
}
