/// When a rule applies: the clause as written, and the facts read from it that a harness can set up.
public struct RuleCondition: Sendable, Hashable {
    /// The clause as written ("it has an action and VoiceOver is on").
    public var text: String
    /// What must hold, by subject; empty when the clause names nothing specgen can set up.
    public var facts: [ConditionSubject: Bool]
    /// The variant the rule is stated for ("Error toasts stay 8 s" → `Error`), as the spec's Variants section names it.
    public var variant: String?

    /// Creates a condition.
    public init(text: String, facts: [ConditionSubject: Bool] = [:], variant: String? = nil) {
        self.text = text
        self.facts = facts
        self.variant = variant
    }

    /// Whether every fact of the clause can be set up by a harness (and there is at least one).
    public var isSetUpable: Bool { !facts.isEmpty }
}

/// Something about the situation that a conformance harness can arrange before a check.
public enum ConditionSubject: String, Codable, Sendable, Hashable, CaseIterable, Comparable {
    /// The component was presented with an action button.
    case hasAction
    /// A screen reader (VoiceOver, TalkBack) is running.
    case screenReaderRunning
    /// The pointer hovers over the component.
    case pointerHovering
    /// The component or one of its controls has keyboard focus.
    case keyboardFocused

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
