import SpecModel

/// What pauses a dismiss timer, when the sentence says the timer pauses but names no situation a harness can arrange
/// ("pauses when someone interacts with it"): the pause is read, and waits until a person settles what starts it.
enum PauseTrigger {
    /// Why a timer pause with no settled trigger waits, or nil when it names one.
    static func pendingReason(_ pause: TimerPauseRule, in text: RuleText) -> String? {
        guard pause.during.isEmpty else { return nil }
        guard let condition = text.clauses.first(where: { $0.condition != nil }) else {
            return "the timer pauses, but the sentence does not say what pauses it"
        }
        return "the timer pauses, but what pauses it is not settled: “\(text.text(of: condition.words))”"
    }
}
