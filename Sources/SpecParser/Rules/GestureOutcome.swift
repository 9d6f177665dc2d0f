/// How a gesture's own words limit what it says: a gesture whose outcome the sentence denies ("This doesn't work if
/// you swipe left", "If you tap outside, it does not close") is no way of dismissing, and a path from one side to the
/// other ("swipe right to left") names the side it goes to, not both.
enum GestureOutcome {
    /// Conditions that make a clause the circumstance of another ("unless" is left out: "it does not close unless you
    /// tap the X" names the one way it closes).
    private static let circumstances: Set<String> = ["if", "when", "whenever", "once"]

    /// Whether the gesture at `index` sits in an "if" or "when" clause whose main clause (the next clause of its
    /// sentence, else the one before) is negated: what the gesture leads to is denied.
    /// A gesture in a negated clause of its own, with the negator after it and a verb of leaving after that ("Tapping
    /// outside does not close it"), is denied too.
    static func isDenied(_ index: Int, in text: RuleText) -> Bool {
        guard let position = text.clauses.firstIndex(where: { $0.words.contains(index) }) else { return false }
        let clause = text.clauses[position]
        guard let condition = clause.condition else {
            guard clause.isNegated || clause.words.contains(where: { text.word(at: $0) == "nothing" }) else { return false }
            let negator = (index + 1..<clause.words.upperBound).first { word in
                Lexicon.negators.contains(text.word(at: word)) || text.word(at: word).hasSuffix("n't")
            }
            return negator.map { negator in text.leavingVerbs.contains { $0 > negator && clause.words.contains($0) } } ?? false
                // "tapping it does nothing": an outcome that is none, after the gesture in its own clause.
                || (index + 1..<clause.words.upperBound).contains { text.word(at: $0) == "nothing" }
        }
        guard circumstances.contains(condition) else { return false }
        let sentence = text.clauses.filter { $0.sentence == clause.sentence && $0.condition == nil }
        let main =
            sentence.first { $0.words.lowerBound >= clause.words.upperBound }
            ?? sentence.last { $0.words.upperBound <= clause.words.lowerBound }
        // "Nothing happens if you tap outside": an outcome that is none.
        return main.map { main in main.isNegated || main.words.contains { text.word(at: $0) == "nothing" } } ?? false
    }

    /// Sides a path can run between.
    private static let sides: Set<String> = ["left", "right", "top", "bottom", "up", "down"]

    /// Whether the side at `index` is where a path starts: "right to left", "from left to the right" (the side after
    /// "to" is the direction).
    static func startsPath(_ index: Int, in text: RuleText) -> Bool {
        guard text.word(at: index + 1) == "to" else { return false }
        let next = text.word(at: index + 2) == "the" ? index + 3 : index + 2
        return sides.contains(text.word(at: next)) && text.word(at: next) != text.word(at: index)
    }
}

extension GestureOutcome {
    /// Edges a placement is read from.
    private static let edges: Set<String> = ["top", "bottom"]
    /// Words that open a path's end or start.
    private static let pathWords: Set<String> = ["to", "toward", "towards", "from"]
    /// Verbs of a gesture that moves the component.
    private static let movingGestures = ["swip", "flick", "drag", "pull"]

    /// "dismiss it by swiping up, from its bottom to the top edge of the screen": every edge the sentence names is where
    /// a gesture (said before it in its sentence) starts or goes, not where the component sits. The phrase, or nil.
    static func edgeOnPath(_ text: RuleText) -> String? {
        let named = text.indices { edges.contains($0) }
        guard !named.isEmpty else { return nil }
        let onPath = named.filter { edge in
            guard let opening = (max(0, edge - 3)..<edge).last(where: { pathWords.contains(text.word(at: $0)) }) else { return false }
            let sentence = text.sentenceOfWord[edge]
            return (0..<opening).contains { index in
                text.sentenceOfWord[index] == sentence
                    && movingGestures.contains { RuleText.hasPrefix(text.word(at: index), $0) }
            }
        }
        guard onPath.count == named.count, let first = onPath.first else { return nil }
        let opening = (max(0, first - 3)..<first).last { pathWords.contains(text.word(at: $0)) } ?? first
        return text.text(of: opening..<first + 1)
    }
}

extension GestureOutcome {
    /// Verbs of an outcome other than leaving: opening, pausing, running, revealing, turning a feature on or off.
    private static let otherOutcomes: Set<String> = [
        "opens", "open", "opening", "pauses", "pause", "brings", "bring", "runs", "run", "calls", "reveals", "reveal", "listens",
        "disabled", "enabled", "expands", "expand", "navigates", "navigate", "view", "views", "copies", "copy", "launches",
        "launch", "performs", "perform", "submits", "undoes", "triggers", "fires", "emits", "returns",
        // "incomplete swipes spring back", "a tap becomes a drag": the gesture is undone, or turns into another.
        "spring", "springs", "snap", "snaps", "becomes", "become", "resume", "resumes",
        // "You can access it by swiping down", "swipe slowly to snooze it": reaching a list, or putting off, not leaving.
        "access", "accesses", "accessed", "snooze", "snoozes",
    ]

    /// The index of a word stating an outcome other than leaving, or nil: read only where the sentence has no verb of
    /// leaving and a heading alone says it is about dismissal.
    static func otherOutcome(in text: RuleText) -> Int? {
        text.containsAny(otherOutcomes) ? text.indices(where: { otherOutcomes.contains($0) }).first : nil
    }

    /// Whether the word at `index` stands in a clause that says what a gesture leads to, and it is not leaving: the
    /// clause has no verb of leaving (of `dismissVerbs`) and a verb of another outcome after its first gesture word
    /// ("and swiping left often brings up options"). Its gesture, and the directions it names, are no way of dismissing.
    static func leadsElsewhere(_ index: Int, in text: RuleText, dismissVerbs: [Int]) -> Bool {
        guard let clause = text.clause(of: index), !dismissVerbs.contains(where: clause.words.contains) else { return false }
        guard let gesture = clause.words.first(where: { isGestureWord(text.word(at: $0)) }) else { return false }
        return (gesture + 1..<clause.words.upperBound).contains { otherOutcomes.contains(text.word(at: $0)) }
    }

    /// "Swiping them away doesn't stop them coming back": a gesture followed, in its own clause, by a negator. Read
    /// only where no verb of leaving is stated, so the negated verb is some other outcome.
    static func deniesOtherOutcome(in text: RuleText) -> Bool {
        text.clauses.contains { clause in
            guard clause.isNegated, let gesture = clause.words.first(where: { isGestureWord(text.word(at: $0)) }) else { return false }
            return (gesture + 1..<clause.words.upperBound).contains { word in
                Lexicon.negators.contains(text.word(at: word)) || text.word(at: word).hasSuffix("n't")
            }
        }
    }

    /// Whether the gesture word at `index` modifies a noun of code ("tap handlers are unchanged").
    static func namesCode(_ index: Int, in text: RuleText) -> Bool {
        Lexicon.codeNouns.contains(text.word(at: index + 1))
    }

    /// Whether a word is a gesture (a swipe or a press of any kind).
    private static func isGestureWord(_ word: String) -> Bool {
        movingGestures.contains { RuleText.hasPrefix(word, $0) } || Lexicon.tapPrefixes.contains { RuleText.hasPrefix(word, $0) }
    }
}

extension GestureOutcome {
    /// Gestures in the form that tells someone to make them.
    private static let gestureImperatives: Set<String> = ["swipe", "tap", "click", "drag", "flick", "press", "touch", "pull", "slide"]

    /// "Swipe left or right slowly." under a "Dismissing" heading: an instruction to make a gesture that neither says it
    /// dismisses nor what it acts on. Only the heading ties it to dismissal, which is a guess; why it waits, or nil.
    static func instructionWithoutOutcome(_ text: RuleText) -> String? {
        guard text.leavingVerbs.isEmpty, gestureImperatives.contains(text.word(at: 0)),
            !text.words.contains(where: { text.vocabulary.namesComponent($0.text) || ["it", "them"].contains($0.text) })
        else { return nil }
        return
            "an instruction to make a gesture (“\(text.text(of: 0..<min(4, text.words.count)))”) that says neither that it dismisses nor what it acts on; only the heading does"
    }
}
