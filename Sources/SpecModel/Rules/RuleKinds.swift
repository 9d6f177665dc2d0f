/// Every rule kind, listed once: the IR decodes by it and the tests check each has a recogniser and a check.
public enum RuleKinds {
    /// The kinds in the order they are documented.
    public static let all: [any RuleValue.Type] = [
        AutoDismissRule.self,
        DismissGesturesRule.self,
        MaxVisibleRule.self,
        PersistentRule.self,
        PlacementRule.self,
        AnnounceRule.self,
        MaxLinesRule.self,
        TimerPauseRule.self,
        AppearanceDelayRule.self,
        EscapeDismissRule.self,
    ]

    /// The kinds' names in the IR, in order.
    public static var names: [String] { all.map { $0.kind } }

    /// The kind called `name` in the IR.
    public static func type(named name: String) -> (any RuleValue.Type)? {
        all.first { $0.kind == name }
    }
}
