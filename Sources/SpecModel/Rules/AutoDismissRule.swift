/// "dismisses itself after 7 seconds": the component leaves the screen on its own after `seconds`.
public struct AutoDismissRule: RuleValue {
    public static let kind = "autoDismiss"

    /// Seconds on screen.
    public var seconds: Double
    /// When this timing applies ("it has an action and VoiceOver is on"), if stated.
    public var condition: RuleCondition?

    /// Creates the rule.
    public init(seconds: Double, condition: RuleCondition? = nil) {
        self.seconds = seconds
        self.condition = condition
    }

    private enum CodingKeys: String, CodingKey {
        case seconds, condition, when
    }

    // `condition` stays the clause's text (a documented key); `when` adds the facts read from it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seconds, forKey: .seconds)
        try container.encodeIfPresent(condition?.text, forKey: .condition)
        if let facts = condition?.facts, !facts.isEmpty {
            try container.encode(Dictionary(uniqueKeysWithValues: facts.map { ($0.key.rawValue, $0.value) }), forKey: .when)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seconds = try container.decode(Double.self, forKey: .seconds)
        if let text = try container.decodeIfPresent(String.self, forKey: .condition) {
            let facts = try container.decodeIfPresent([String: Bool].self, forKey: .when) ?? [:]
            condition = RuleCondition(
                text: text,
                facts: Dictionary(
                    uniqueKeysWithValues: facts.compactMap { key, value in ConditionSubject(rawValue: key).map { ($0, value) } }
                )
            )
        }
    }
}
