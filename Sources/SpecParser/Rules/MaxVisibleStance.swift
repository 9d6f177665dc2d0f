import SpecModel

/// When a visible limit is read with opposing cues: waiting and removal in one sentence (is the overflow queued or
/// evicted?), or a count of something that is not the component ("only one date can be selected at a time", "one
/// tab at a time").
enum MaxVisibleStance {
    /// Words that say the overflow waits.
    private static let waiting: Set<String> = ["queue", "queued", "enqueued", "waits", "wait", "held", "hold", "suspended", "deferred"]
    /// Words that say an earlier one is pushed out.
    private static let removing: [String] = ["evict", "replac", "squeez", "push", "bump", "kick", "drop"]

    static func pendingReason(_ rule: MaxVisibleRule, in text: RuleText) -> String? {
        let waits = text.containsAny(waiting)
        let removes = text.containsPrefix(removing)
        if waits && removes { return "the sentence says both that extra ones wait and that earlier ones are removed" }
        let showing = text.containsPrefix(["visib", "shown", "show", "display", "appear", "pop", "open", "onscreen", "present"])
        if case .count = rule.limit, !showing, let noun = countedNoun(in: text) {
            return "the sentence counts \(noun), not instances of the component"
        }
        return nil
    }

    /// The noun a stated count bounds when it is not the component ("one date", "a single tab"), if any.
    static func countedNoun(in text: RuleText) -> String? {
        let anchors = ["only one", "just one", "one", "a single", "only a single"]
        for anchor in anchors {
            guard var index = text.phraseIndex(anchor) else { continue }
            index += anchor.split(separator: " ").count
            // "one date", "one selected item": skip adjectives to the noun.
            var noun = text.word(at: index)
            while ["selected", "active", "open", "expanded", "new", "more"].contains(noun) {
                index += 1
                noun = text.word(at: index)
            }
            if noun.isEmpty || isComponent(noun, text) { return nil }
            // "only one can be shown": the count stands for the component.
            if ["can", "is", "may", "will", "at", "should", "must", "of", "visible", "shown", "on", "per", "instance", "instances"]
                .contains(noun)
            {
                return nil
            }
            return noun.hasSuffix("s") ? noun : noun + "s"
        }
        return nil
    }

    private static func isComponent(_ word: String, _ text: RuleText) -> Bool {
        text.vocabulary.namesComponent(word) || Lexicon.intentWords.contains(word) || text.vocabulary.variant(named: word) != nil
    }
}
