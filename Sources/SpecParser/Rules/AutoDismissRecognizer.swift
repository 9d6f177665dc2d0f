import SpecModel

/// "dismisses itself after 7 seconds", "stays on screen for 4 seconds", "times out after 3,000ms", "after 4–10 seconds",
/// "Duration in seconds before it is removed. Defaults to 5.", with the condition its clauses state ("When it has an
/// action and VoiceOver is on, …", "a toast without an action …"). A negated timing ("must not be timed to disappear")
/// is persistence, a ceiling ("it may last 10 seconds at the most") is not the timing, and a delay before
/// appearing is an appearance delay.
enum AutoDismissRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        if let seconds = defaultDuration(in: text) { return [AutoDismissRule(seconds: seconds)] }
        let durations = text.durations.filter { $0.value > 0 && $0.value.isFinite }
        guard !durations.isEmpty, !text.containsPrefix(["animat", "transition", "motion"]) else { return [] }
        let leaving = text.leavingVerbs.filter { !text.isNegated($0) }
        let staying = text.indices { durationStaying.contains($0) }.filter { !text.isNegated($0) }
        let onTimer = text.indices { ["automatically", "auto", "timeout", "waiting", "lasts", "timer"].contains($0) }
        var rules: [AutoDismissRule] = []
        for duration in durations {
            let sentence = text.sentenceOfWord[duration.index]
            let inSentence = { (index: Int) in text.sentenceOfWord[index] == sentence }
            let leaves = leaving.contains(where: inSentence)
            guard leaves || staying.contains(where: inSentence) || onTimer.contains(where: inSentence) else { continue }
            if !leaves && AppearanceDelayRecognizer.isAppearance(text, sentence: sentence) { continue }
            let before = text.words(before: duration.index, count: 4)
            // A ceiling is not the timing ("never longer than 10 seconds", "up to 10 seconds").
            if before.contains(where: { ["maximum", "max", "most"].contains($0) }) || before.suffix(2) == ["up", "to"] { continue }
            let atLeast = before.contains(where: { ["minimum", "min", "least"].contains($0) }) || before.suffix(2) == ["less", "than"]
            let rule = AutoDismissRule(
                seconds: duration.value,
                maximumSeconds: duration.upper,
                atLeast: atLeast,
                condition: condition(of: duration, in: text)
            )
            if !rules.contains(rule) { rules.append(rule) }
        }
        return rules
    }

    /// Words that say how long a component stays, for "displayed for 4 seconds".
    private static let durationStaying: Set<String> = [
        "stay", "stays", "remain", "remains", "persist", "persists", "displayed", "display", "displays", "shown", "visible", "active",
        "lasts", "onscreen", "keep", "kept", "show", "shows",
    ]

    /// "How long it stays, in seconds. Defaults to 6." / "Delay before it closes, in milliseconds. Defaults to 6000.":
    /// a unit declared for a timing whose default is stated as a bare number.
    private static func defaultDuration(in text: RuleText) -> Double? {
        guard let unit = text.indices(of: "in").lazy.compactMap({ Lexicon.timeUnits[text.word(at: $0 + 1)] }).first,
            !text.leavingVerbs.filter({ !text.isNegated($0) }).isEmpty || text.containsAny(["duration", "delay", "timeout"]),
            let marker = text.indices(where: { $0 == "default" || $0 == "defaults" || $0 == "defaulting" }).first
        else { return nil }
        let next = [marker + 1, marker + 2, marker + 3].first { text.number(at: $0) != nil }
        guard let next, let value = text.number(at: next), value > 0, value.isFinite,
            Lexicon.timeUnits[text.word(at: next + 1)] == nil,
            (marker + 1..<next).allSatisfy({ ["to", "is", "value", "of"].contains(text.word(at: $0)) })
        else { return nil }
        return value * unit
    }

    /// The conditions a timing is stated under: the `when`/`if`/`while`/`unless` clause nearest before it in its
    /// sentence (or after it, when none stands before), a subject qualified "with(out) an action", and a heading or
    /// lead-in about a screen reader ("Voiceover" under Accessibility). Clauses every check meets ("if left alone")
    /// add nothing.
    static func condition(of duration: RuleText.Measure, in text: RuleText) -> RuleCondition? {
        let sentence = text.sentenceOfWord[duration.index]
        let keywords: Set<String> = ["when", "if", "while", "unless"]
        let candidates = text.words.indices.filter { text.sentenceOfWord[$0] == sentence && keywords.contains(text.words[$0].text) }
        var parts: [String] = []
        var facts: [ConditionSubject: Bool] = [:]
        // A trailing clause ("… for 9 seconds when it has an action") belongs to the last timing of the sentence.
        let isLast = !text.durations.contains { $0.index > duration.unitIndex && text.sentenceOfWord[$0.index] == sentence }
        let trailing = isLast ? candidates.first(where: { $0 > duration.unitIndex }) : nil
        if let keyword = candidates.last(where: { $0 < duration.index }) ?? trailing {
            let clause = text.clause(after: keyword)
            if !clause.isEmpty, !ConditionReader.isMetByEveryCheck(clause) {
                var read = ConditionReader.condition(clause)
                if text.word(at: keyword) == "unless" { read.facts = read.facts.mapValues { !$0 } }
                parts.append(text.word(at: keyword) == "unless" ? "unless " + clause : clause)
                facts.merge(read.facts) { first, _ in first }
            }
        }
        // "Snackbars without actions …", "a toast with an action …": the subject's own qualifier.
        for index in text.words.indices where text.sentenceOfWord[index] == sentence && index < duration.index {
            let word = text.words[index].text
            guard word == "with" || word == "without",
                let noun = (index + 1...index + 2).first(where: { ["action", "actions"].contains(text.word(at: $0)) }),
                !parts.contains(where: { $0.contains(text.text(of: index..<noun + 1)) })
            else { continue }
            let phrase = text.text(of: index..<noun + 1)
            parts.append(phrase)
            if facts[.hasAction] == nil { facts[.hasAction] = word == "with" }
        }
        let context = text.section + " " + text.leadIn
        if facts[.screenReaderRunning] == nil, ConditionReader.mentionsScreenReader(RuleText(context)) {
            facts[.screenReaderRunning] = true
            parts.append("under “\(text.section.split(separator: ">").last.map { String($0).trimmed } ?? text.section)”")
        }
        guard !parts.isEmpty else { return nil }
        return RuleCondition(text: parts.joined(separator: "; "), facts: facts)
    }
}
