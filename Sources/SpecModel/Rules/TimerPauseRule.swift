/// "The timer pauses while the pointer hovers over it or it has keyboard focus": the dismiss timer stops while
/// any of `during` holds, so a person reading or acting is not cut off.
public struct TimerPauseRule: RuleValue {
    public static let kind = "timerPause"

    /// What pauses the timer (`pointerHovering`, `keyboardFocused`), in `ConditionSubject`'s order.
    public var during: [ConditionSubject]

    /// Creates the rule; the subjects are put in their fixed order.
    public init(during: [ConditionSubject]) {
        self.during = Array(Set(during)).sorted()
    }
}
