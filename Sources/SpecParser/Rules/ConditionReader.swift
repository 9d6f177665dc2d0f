import SpecModel

/// Reads the facts a harness can set up from a condition clause ("it has an action and VoiceOver is on"),
/// so emitters never re-read prose.
enum ConditionReader {
    /// The clause with the facts it states; a clause naming nothing specgen can arrange has none.
    static func condition(_ clause: String) -> RuleCondition {
        let text = RuleText(clause, section: "", parameterNames: [])
        var facts: [ConditionSubject: Bool] = [:]
        let negated = text.containsAny(["no", "not", "without", "never", "off"]) || text.words.contains { $0.text.hasSuffix("n't") }
        if text.containsPrefix(["action"]) {
            // "without an action", "has no action", "doesn't have an action".
            facts[.hasAction] = !(text.containsAny(["no", "without"]) || text.words.contains { $0.text.hasSuffix("n't") })
        }
        if text.containsAny(["voiceover", "talkback", "narrator"]) || text.containsPhrase("screen reader")
            || text.containsPhrase("screen readers") || text.containsPhrase("assistive technology")
        {
            // "VoiceOver is off", "no screen reader is running".
            facts[.screenReaderRunning] = !(text.containsAny(["off", "disabled"]) || text.containsPhrase("not running"))
        }
        if text.containsPrefix(["hover"]) { facts[.pointerHovering] = !negated }
        if text.containsPrefix(["focus"]) { facts[.keyboardFocused] = !negated }
        return RuleCondition(text: clause, facts: facts)
    }
}
