import SpecModel

/// "A tooltip appears after a 500 ms delay", "shows 300ms after the pointer rests on it", "a 700ms delay before
/// appearing": how long the component waits before it shows. A sentence about leaving is not about appearing.
enum AppearanceDelayRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        // "How many milliseconds pass before the hint pops up. Default is 250.", "an `openDelay` of 100 ms".
        if AutoDismissRecognizer.waitsToAppear(text) || timesUntilShown(text) {
            if let seconds = appearanceDefault(in: text) { return [AppearanceDelayRule(seconds: seconds)] }
            if let first = text.durations.first(where: { $0.value > 0 && $0.value <= 86_400 }) {
                return [AppearanceDelayRule(seconds: first.value)]
            }
        }
        return text.durations.filter { $0.value > 0 && $0.value.isFinite && $0.value <= 86_400 }.compactMap { duration in
            guard isAppearance(text, sentence: text.sentenceOfWord[duration.index]) || followsAppearing(duration, in: text) else {
                return nil
            }
            return AppearanceDelayRule(seconds: duration.value)
        }.prefix(1).map { $0 }
    }

    /// "Seconds from the pointer resting on it to when it is shown": a time that ends when the component shows, in a
    /// sentence that says nothing of it leaving.
    private static func timesUntilShown(_ text: RuleText) -> Bool {
        guard text.containsAny(["until", "when"]), text.leavingVerbs.isEmpty else { return false }
        return (text.indices(of: "until") + text.indices(of: "when")).contains { index in
            (text.word(at: index) == "until" || text.word(at: index - 1) == "to")
                && (index + 1...index + 4).contains { appearing.contains(text.word(at: $0)) }
        }
    }

    /// A stated default with the unit after it or declared ("in milliseconds").
    private static func appearanceDefault(in text: RuleText) -> Double? {
        guard let index = StatedDefault.valueIndex(in: text), let value = text.number(at: index), value > 0, value.isFinite else {
            return nil
        }
        if let unit = Lexicon.timeUnits[text.word(at: index + 1)] { return value * unit }
        return StatedDefault.declaredUnit(in: text).map { value * $0 }
    }

    /// "a 150ms entry delay", "the 300 ms open delay": the delay's own noun says it is the wait before showing.
    static func namesEntryDelay(_ duration: RuleText.Measure, in text: RuleText) -> Bool {
        entering.contains(text.word(at: duration.unitIndex + 1)) && text.word(at: duration.unitIndex + 2).hasPrefix("delay")
    }

    /// Nouns before "delay" that name the wait before the component shows ("entry delay", "open delay").
    private static let entering: Set<String> = ["entry", "entrance", "enter", "open", "opening", "show", "appearance"]

    private static let appearing: Set<String> = [
        "appear", "appears", "appearing", "show", "shows", "shown", "showing", "displayed", "display", "displays", "open", "opens",
        "opening", "pops", "reveal", "revealed", "reveals",
    ]

    /// "shows after 300ms": a duration right after a verb of appearing and "after" is how long the component waits to
    /// show, even when the sentence goes on to its closing ("and closes after 150ms").
    static func followsAppearing(_ duration: RuleText.Measure, in text: RuleText) -> Bool {
        if text.word(at: duration.index - 1) == "after" && appearing.contains(text.word(at: duration.index - 2)) { return true }
        if namesEntryDelay(duration, in: text) { return true }
        // "appears with a 0.4 second delay", "shows after a 300 ms delay": the delay named right after the verb of
        // appearing is its own, whatever the sentence goes on to say of leaving.
        let article = ["a", "an"].contains(text.word(at: duration.index - 1)) ? 1 : 0
        return ["with", "after"].contains(text.word(at: duration.index - 1 - article))
            && appearing.contains(text.word(at: duration.index - 2 - article))
            && text.word(at: duration.unitIndex + 1).hasPrefix("delay")
    }

    /// Whether a sentence says the component appears after a delay, and says nothing of it leaving.
    static func isAppearance(_ text: RuleText, sentence: Int) -> Bool {
        let words = text.wordIndices(ofSentence: sentence)
        let leaves = text.leavingVerbs.contains { text.sentenceOfWord[$0] == sentence }
        guard !leaves, words.contains(where: { appearing.contains(text.words[$0].text) }) else { return false }
        return words.contains { text.words[$0].text.contains("delay") || text.words[$0].text == "after" }
    }
}
