import SpecModel

/// Queueing stated without a number: "extra ones wait their turn" (a queue, limit unstated), "a new one is held
/// back while another is on screen", "each appears when the one before it has gone" (one at a time, the rest
/// wait).
enum TurnTaking {
    /// Words that say the other one has gone ("… when the one before it has gone"). Built once: recognisers run for every statement.
    private static let goneWords: Set<String> = [
        "gone", "left", "leaves", "closed", "closes", "dismissed", "disappeared", "disappears", "hidden", "hides", "removed", "cleared",
        "finished", "exited", "expired", "elapsed",
    ]

    /// The visible limit such a statement implies, or nil when it states no queueing.
    static func limit(in text: RuleText) -> MaxVisibleRule.Limit? {
        guard !text.isProhibition else { return nil }
        // One at a time needs a sequence word and another single component: most statements have neither, and are
        // told so before the other phrases are looked for (recognisers run for every statement).
        if text.containsAny(["when", "once", "after", "until", "while"]) {
            // Another single component, on screen or just gone.
            let others = [
                "another", "the one before", "previous one", "the previous", "current one", "the current", "the last one",
                "visible one", "the one on screen", "the one shown", "the earlier one", "earlier one",
            ]
            .compactMap { text.phraseIndex($0) }
            if !others.isEmpty, oneAtATime(text, others: others) { return .count(1) }
        }
        // "shown sequentially, never simultaneously": one at a time, said by denying the alternative.
        if text.contains("sequentially"), text.contains("simultaneously"),
            text.indices(of: "simultaneously").contains(where: {
                text.isNegated($0)
            })
        {
            return .count(1)
        }
        let turns =
            [
                "their turn", "its turn", "wait in line", "one after another", "one after the other", "one by one", "take turns",
                "in sequence",
            ]
            .contains { phrase in
                // "dismisses them one by one": the order they leave in, not turns on screen.
                guard let index = text.phraseIndex(phrase) else { return false }
                return !text.leavingVerbs.contains { $0 < index && index - $0 <= 3 }
            } || text.contains("sequentially")
            // "Toasts will be queued": the component is queued (not "the queue", a data structure).
            || text.indices { $0 == "queued" || $0 == "enqueued" }.contains {
                ["be", "are", "is", "get", "gets"].contains(text.word(at: $0 - 1))
            }
        return turns ? .unstated : nil
    }

    /// Whether a statement with a sequence word and another one (at `others`) says a new one waits while that one is
    /// present, or appears once it has gone.
    private static func oneAtATime(_ text: RuleText, others: [Int]) -> Bool {
        let held =
            ["held back", "holds back", "hold back", "kept back"].contains { text.containsPhrase($0) }
            || text.containsAny(["deferred", "postponed", "waits", "wait", "delayed", "held", "suspended", "queue", "queues"])
        // The other one has gone (said after it): "… when the one before it has gone".
        let goneWords = TurnTaking.goneWords
        let gone = text.indices { goneWords.contains($0) }.contains { index in others.contains { $0 < index } }
        if held && gone { return true }
        if held && (text.containsPhrase("on screen") || text.containsAny(["visible", "showing", "shown", "displayed", "open", "onscreen"]))
        {
            return true
        }
        return gone && text.containsAny(["appears", "appear", "shows", "show", "shown", "displayed", "display", "opens", "arrives"])
    }
}
