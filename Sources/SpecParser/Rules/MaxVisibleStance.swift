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
        if let timers = limitsTimers(text, showing: showing) {
            return "the sentence limits running timers (“\(timers)”), not how many instances show"
        }
        if case .unstated = rule.limit, rule.overflow == nil || waitingOnlyInOpeningClause(text), let name = namedMaximum(text) {
            return "a setting's description names the limit (“\(name)”) but not its value"
        }
        if case .count = rule.limit, !showing, let noun = countedNoun(in: text) {
            return "the sentence counts \(noun), not instances of the component"
        }
        if case .count = rule.limit, let noun = countOfNoun(in: text) {
            return "the sentence counts \(noun), not instances of the component"
        }
        if case .count = rule.limit, let shared = sharedQualifier(in: text) {
            return "the sentence counts instances “\(shared)” (no duplicates), not how many show at once"
        }
        return nil
    }

    /// Words of a countdown, and verbs that set one going.
    private static let timerWords: Set<String> = ["timer", "timers", "timeout", "timeouts", "countdown", "countdowns"]
    private static let starting: Set<String> = ["start", "starts", "started", "begin", "begins", "counting", "run", "running"]

    /// "will only start counting their timeout after the previous ones have closed", "the maximum number of
    /// notifications to start auto-hide timers for": what waits or is limited is a countdown, not an instance on
    /// screen. Read only where nothing speaks of showing. The timer phrase, or nil.
    private static func limitsTimers(_ text: RuleText, showing: Bool) -> String? {
        guard !showing, text.containsAny(starting) else { return nil }
        guard let timer = text.indices(where: { word in timerWords.contains { word == $0 || word.hasSuffix("-" + $0) } }).first else {
            return nil
        }
        return text.text(of: max(0, timer - 2)..<timer + 1)
    }

    /// "Maximum number of flash messages to show at once": a line that opens with the maximum it names, as a settings
    /// table describes an option. The opening words, or nil.
    private static func namedMaximum(_ text: RuleText) -> String? {
        let start = text.word(at: 0) == "the" ? 1 : 0
        guard ["maximum", "max"].contains(text.word(at: start)), text.word(at: start + 1) == "number", text.word(at: start + 2) == "of"
        else { return nil }
        return text.text(of: 0..<start + 3)
    }

    /// "Maximum number of notices that can wait in the queue": a waiting word inside the named maximum's own clause belongs
    /// to what is counted (the notices that may be queued), so it states no overflow; one in a clause after it ("…, the
    /// rest are queued") does.
    private static func waitingOnlyInOpeningClause(_ text: RuleText) -> Bool {
        guard let opening = text.clauses.first else { return false }
        let waitingWords = text.indices(where: { waiting.contains($0) })
        return !waitingWords.isEmpty && waitingWords.allSatisfy { opening.words.contains($0) }
    }

    /// Openings of a phrase that picks out instances sharing something ("with that tag", "with the same message").
    private static let sharing: [[String]] = [
        ["with", "that"], ["with", "the", "same"], ["with", "this"], ["of", "the", "same"], ["sharing"],
    ]

    /// "only one message with that tag will be displayed": a count of the instances that share a tag or content, which
    /// bounds duplicates, not the instances on screen. The phrase as written, if the counted noun has one.
    private static func sharedQualifier(in text: RuleText) -> String? {
        for anchor in ["only one", "just one", "one", "a single", "only a single"] {
            guard let start = text.phraseIndex(anchor) else { continue }
            let noun = start + anchor.split(separator: " ").count
            guard isComponent(text.word(at: noun), text) else { continue }
            for phrase in sharing where phrase.indices.allSatisfy({ text.word(at: noun + 1 + $0) == phrase[$0] }) {
                return text.text(of: noun + 1..<min(noun + 2 + phrase.count, text.words.count))
            }
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

    /// "shows the count of unread items, up to 99", "the number of actions is limited to 2": a count said to be of a
    /// plural noun that is not the component bounds that noun. The noun, or nil when the count is of the component.
    private static func countOfNoun(in text: RuleText) -> String? {
        for phrase in ["count of", "number of"] {
            guard let start = text.phraseIndex(phrase), let clause = text.clause(of: start) else { continue }
            // The head is the phrase's last word before a verb or preposition ("the number of simultaneous notices to").
            var head: Int?
            for index in start + 2..<min(start + 6, clause.words.upperBound) {
                if phraseEnd.contains(text.word(at: index)) { break }
                head = index
            }
            guard let head else { continue }
            let noun = text.word(at: head)
            if isComponent(noun, text) || ["instances", "times", "seconds", "ones"].contains(noun) { return nil }
            if noun.hasSuffix("s"), !noun.hasSuffix("ss") { return noun }
        }
        return nil
    }

    /// Words that end a counted noun phrase.
    private static let phraseEnd: Set<String> = [
        "to", "is", "are", "up", "at", "in", "on", "per", "that", "which", "can", "will", "should", "must", "may", "shown",
        "visible", "displayed", "allowed", "limited", "of", "and", "or",
    ]

    private static func isComponent(_ word: String, _ text: RuleText) -> Bool {
        text.vocabulary.namesComponent(word) || Lexicon.intentWords.contains(word) || text.vocabulary.variant(named: word) != nil
    }
}
