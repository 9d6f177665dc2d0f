/// A rule's values in a few words, for messages that set two rules side by side.
public enum RuleSummary {
    /// `dismisses itself after 7 s`, `shows at most 1 at a time`, …
    public static func describe(_ rule: any RuleValue) -> String {
        switch rule {
        case let timing as AutoDismissRule:
            let range = timing.maximumSeconds.map { "–\(number($0))" } ?? ""
            return "dismisses itself after \(timing.atLeast ? "at least " : "")\(number(timing.seconds))\(range) s"
        case is PersistentRule: return "must not leave on a timer"
        case let lines as MaxLinesRule: return "has at most \(Plural.count(lines.lines, "line"))"
        case let announce as AnnounceRule:
            return announce.movesFocus == true ? "moves focus when announced" : "is announced without moving focus"
        case let visible as MaxVisibleRule:
            if case .count(let count) = visible.limit { return "shows at most \(count) at a time" }
            return "limits how many show"
        case let placement as PlacementRule:
            return "is placed at the \(placement.edge?.rawValue ?? "stated") edge"
        case let delay as AppearanceDelayRule: return "appears after \(number(delay.seconds)) s"
        default: return "states a \(type(of: rule).kind) rule"
        }
    }

    /// `7`, `0.5`: whole numbers without a fraction.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
