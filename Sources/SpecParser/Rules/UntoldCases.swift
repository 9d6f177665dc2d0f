import SpecModel

/// "Success: 3 s, error: 5 s": one statement giving a kind two different values with no condition the rule carries to
/// tell them apart. Each value holds for a case the reading did not understand, so neither is the component's rule.
enum UntoldCases {
    /// Why `value` waits beside the other values read from its statement, or nil when nothing contradicts it.
    static func pendingReason(_ value: any RuleValue, among values: [any RuleValue]) -> String? {
        guard let timeout = value as? AutoDismissRule, isPlain(timeout) else { return nil }
        let others = values.compactMap { $0 as? AutoDismissRule }.filter(isPlain)
        guard others.contains(where: { $0.seconds != timeout.seconds }) else { return nil }
        let spelled = others.map { spell($0.seconds) }.joined(separator: " s, ")
        return "timeouts of \(spelled) s with no condition telling them apart"
    }

    /// "3", "3.5": seconds as written, the same in every locale.
    private static func spell(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    /// A timeout with no condition and no bound: one that must hold for every instance.
    private static func isPlain(_ rule: AutoDismissRule) -> Bool {
        rule.condition == nil && !rule.atLeast && !rule.atMost && rule.maximumSeconds == nil
    }
}
