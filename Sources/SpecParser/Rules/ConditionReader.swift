import SpecModel

/// Reads the facts a harness can set up from a condition clause ("it has an action and VoiceOver is on"),
/// so emitters never re-read prose.
enum ConditionReader {
    /// The clause with the facts it states; a clause naming nothing specgen can arrange has none.
    static func condition(_ clause: String) -> RuleCondition {
        let text = RuleText.fragment(clause)
        var facts: [ConditionSubject: Bool] = [:]
        let negatedWords = text.indices { Lexicon.negators.contains($0) || $0.hasSuffix("n't") || $0 == "off" || $0 == "disabled" }
        // A negation belongs to the subject nearest after it ("no action and VoiceOver is on").
        func isNegated(_ subject: Int) -> Bool {
            negatedWords.contains { negation in
                let between = negation < subject ? (negation + 1)..<subject : (subject + 1)..<negation
                return between.count <= 4 && !between.contains { ["and", "or", "but"].contains(text.word(at: $0)) }
            }
        }
        if let action = text.indices(where: { $0 == "action" || $0 == "actions" || $0 == "button" }).first {
            // "without an action", "has no action", "doesn't have an action".
            facts[.hasAction] = !isNegated(action)
        }
        if let reader = screenReaderIndex(text) {
            // "VoiceOver is off", "no screen reader is running".
            facts[.screenReaderRunning] = !(isNegated(reader) || text.containsPhrase("not running"))
        }
        if let hover = text.indices(where: { $0.hasPrefix("hover") || $0.hasPrefix("mouse") }).first {
            facts[.pointerHovering] = !isNegated(hover)
        }
        if let focus = text.indices(where: { $0.hasPrefix("focus") }).first { facts[.keyboardFocused] = !isNegated(focus) }
        return RuleCondition(text: clause, facts: facts)
    }

    /// Whether the words name a screen reader.
    static func mentionsScreenReader(_ text: RuleText) -> Bool { screenReaderIndex(text) != nil }

    /// Screen readers named as one word.
    static let screenReaderNames: Set<String> = ["voiceover", "talkback", "narrator", "screenreader"]

    private static func screenReaderIndex(_ text: RuleText) -> Int? {
        text.indices(where: { screenReaderNames.contains($0) }).first
            ?? text.phraseIndex("screen reader") ?? text.phraseIndex("screen readers") ?? text.phraseIndex("assistive technology")
            // "screen reading software": the readers named by what they do.
            ?? text.phraseIndex("screen reading")
    }

    /// Whether every check already meets the clause: checks never touch the component unless they say so
    /// ("if left alone", "without user interaction").
    static func isMetByEveryCheck(_ clause: String) -> Bool {
        let text = RuleText.fragment(clause)
        return text.containsPhrase("left alone") || text.containsPhrase("no user interaction")
            || text.containsPhrase("without user interaction") || text.containsPhrase("not interacted with")
            || text.contains("untouched") || text.contains("ignored") || notClosedByHand(text)
    }

    /// "if the user does not dismiss it first", "when it is not closed by hand": a timing's own premise, which a
    /// check that waits for the timer meets.
    private static func notClosedByHand(_ text: RuleText) -> Bool {
        text.words.count <= 8 && text.containsAny(["not", "doesn't", "don't", "never", "isn't"])
            && text.containsPrefix(["dismiss", "clos"]) && !text.containsPrefix(["second", "time", "hover", "focus", "action"])
    }
}
