import SpecModel

/// "dismisses itself after 7 seconds", "stays on screen for 4 seconds", "closes after 4500ms",
/// with an optional condition ("When it has an action and VoiceOver is on, it stays for 10 seconds").
enum AutoDismissRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.durations.isEmpty,
            text.containsPrefix([
                "dismiss", "disappear", "hide", "hides", "close", "stay", "remain", "shown", "display", "visible", "active",
            ])
                || text.containsAny(["auto", "automatically", "timeout", "waiting", "lasts"]),
            !text.containsPrefix(["animation", "transition", "fade"]),
            !text.deniesTimedDismissal
        else { return [] }
        return text.durations.map { duration in
            AutoDismissRule(seconds: duration.value, condition: condition(before: duration.index, in: text))
        }
    }

    /// The `when`/`if`/`while` clause nearest before the duration, up to its comma.
    private static func condition(before index: Int, in text: RuleText) -> RuleCondition? {
        let keywords: Set<String> = ["when", "if", "while", "unless"]
        guard let start = text.words.indices.last(where: { $0 < index && keywords.contains(text.words[$0].text) }) else { return nil }
        let clause = text.clause(after: start)
        return clause.isEmpty ? nil : ConditionReader.condition(clause)
    }
}
