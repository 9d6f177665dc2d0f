/// "Pressing Escape dismisses it": the Escape key closes the component (and reports the dismissal).
public struct EscapeDismissRule: RuleValue {
    public static let kind = "escapeDismiss"

    /// Creates the rule.
    public init() {}
}
