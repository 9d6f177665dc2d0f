import SpecModel

/// A rule kind that can be checked against an implementation: each kind plans its own checks, in steps.
protocol CheckableRule: RuleValue {
    /// The check's blocks (each starts from a fresh harness), or why this rule cannot be checked.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule>
}

/// Why a recognised rule has no executable check.
struct UncheckableRule: Error, Sendable {
    /// Said plainly, for the pending test's reason.
    var reason: String

    init(_ reason: String) { self.reason = reason }
}

extension Double {
    /// `7 s`, `4.5 s`.
    var durationText: String { self == rounded() && abs(self) < 1e15 ? "\(Int(self)) s" : "\(self) s" }
}
