import SpecModel

/// Decides when two documents of one component state one behaviour with different values (auto-dismiss after 7 s
/// in one, after 4 s in another), so neither value is asserted without a person choosing.
enum DocumentDisagreements {
    /// Whether rules `a` and `b`, read from two documents of one component, cannot both describe it. Rules under
    /// different conditions describe different cases and never disagree; kinds that list things (gestures) add up.
    static func disagree(_ a: any RuleValue, _ b: any RuleValue) -> Bool {
        switch (a, b) {
        case (let first as AutoDismissRule, let second as AutoDismissRule):
            return sameCase(first.condition, second.condition)
                && (!sameSeconds(first.seconds, second.seconds) || !sameSeconds(first.maximumSeconds, second.maximumSeconds)
                    || first.atLeast != second.atLeast)
        case (let timing as AutoDismissRule, is PersistentRule), (is PersistentRule, let timing as AutoDismissRule):
            return timing.condition == nil
        case (let first as MaxVisibleRule, let second as MaxVisibleRule):
            if case .count(let x) = first.limit, case .count(let y) = second.limit, x != y { return true }
            if let x = first.overflow, let y = second.overflow, x != y { return true }
            return false
        case (let first as MaxLinesRule, let second as MaxLinesRule):
            return first.lines != second.lines
        case (let first as PlacementRule, let second as PlacementRule):
            guard let x = first.edge, let y = second.edge else { return false }
            return x != y
        case (let first as AnnounceRule, let second as AnnounceRule):
            guard let x = first.movesFocus, let y = second.movesFocus else { return false }
            return x != y
        case (let first as AppearanceDelayRule, let second as AppearanceDelayRule):
            return !sameSeconds(first.seconds, second.seconds)
        default:
            return false
        }
    }

    /// Durations read from two documents are one value when they differ by no more than rounding (`4` ≡ `4.0`).
    private static func sameSeconds(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): NumberEquivalence.same(x, y)
        default: false
        }
    }

    /// Whether two conditions describe the same case: both absent, or the same facts.
    private static func sameCase(_ a: RuleCondition?, _ b: RuleCondition?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): !x.facts.isEmpty && x.facts == y.facts
        default: false
        }
    }
}
