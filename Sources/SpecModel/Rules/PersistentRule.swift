/// "stays until the user dismisses it": the component never leaves on a timer.
public struct PersistentRule: RuleValue {
    public static let kind = "persistent"

    /// What ends it ("the condition its text describes changes"), if stated.
    public var until: String?

    /// Creates the rule.
    public init(until: String? = nil) {
        self.until = until
    }
}
