import SpecModel

/// The values a check asserts, in a few words, for its display name ("at most 1 visible, others queue"), so a
/// failing test shows what specgen understood of the sentence.
enum CheckDisplayName {
    /// Every asserted rule's values, joined by "; ".
    static func values(of rules: [Rule]) -> String {
        rules.map { describe($0.value) }.joined(separator: "; ")
    }

    /// One rule's values.
    static func describe(_ rule: any RuleValue) -> String {
        switch rule {
        case let timing as AutoDismissRule:
            let range = timing.maximumSeconds.map { "–\(RuleSummary.number($0))" } ?? ""
            let bound = timing.atLeast ? "at least " : timing.atMost ? "at most " : ""
            let when = timing.condition.map { " (\($0.text))" } ?? ""
            return "leaves after \(bound)\(RuleSummary.number(timing.seconds))\(range) s\(when)"
        case let gestures as DismissGesturesRule:
            return "dismissed by " + gestures.gestures.sorted().map(\.rawValue).joined(separator: ", ")
        case let visible as MaxVisibleRule:
            let limit =
                switch visible.limit {
                case .count(let count): "at most \(count) visible"
                case .parameter(let name): "at most `\(name)` visible"
                case .unstated: "a visible limit"
                }
            let overflow =
                switch visible.overflow {
                case .queue?: ", others queue"
                case .evictOldest?: ", the oldest is removed"
                case nil: ""
                }
            return limit + overflow
        case let persistent as PersistentRule:
            return "stays until dismissed" + (persistent.until.map { " (until \($0))" } ?? "")
        case let placement as PlacementRule:
            let parts = [
                placement.edge.map { "\($0.rawValue) edge" }, placement.alignment.map { "\($0.rawValue) aligned" },
                placement.offset.map { "offset \(RuleSummary.number($0)) pt" },
                placement.margin.map { "margin \(RuleSummary.number($0)) pt" },
                placement.maxWidth.map { "at most \(RuleSummary.number($0)) pt wide" },
            ].compactMap { $0 }
            return "placed: " + (parts.isEmpty ? "as stated" : parts.joined(separator: ", "))
        case let announce as AnnounceRule:
            switch announce.movesFocus {
            case true?: return "announced, focus moves to it"
            case false?: return "announced without moving focus"
            case nil: return "announced"
            }
        case let lines as MaxLinesRule: return "at most \(lines.lines) lines"
        case let pause as TimerPauseRule:
            return "timer pauses" + (pause.during.isEmpty ? "" : " while " + pause.during.map(\.rawValue).joined(separator: ", "))
        case let delay as AppearanceDelayRule: return "appears after \(RuleSummary.number(delay.seconds)) s"
        case is EscapeDismissRule: return "Escape dismisses it"
        default: return type(of: rule).kind
        }
    }
}
