/// "dismisses itself after 7 seconds": the component leaves the screen on its own after `seconds`.
public struct AutoDismissRule: RuleValue {
    public static let kind = "autoDismiss"

    /// Seconds on screen (the low end when a range is stated).
    public var seconds: Double
    /// The high end of a stated range ("after 4–10 seconds"), if any.
    public var maximumSeconds: Double?
    /// Whether only a minimum is stated ("a minimum timeout of 5 seconds"): it stays at least `seconds`.
    public var atLeast: Bool
    /// Whether only a maximum is stated ("it disappears within 10 seconds"): it is gone by `seconds`.
    public var atMost: Bool
    /// When this timing applies ("it has an action and VoiceOver is on"), if stated.
    public var condition: RuleCondition?

    /// Creates the rule.
    public init(
        seconds: Double,
        maximumSeconds: Double? = nil,
        atLeast: Bool = false,
        atMost: Bool = false,
        condition: RuleCondition? = nil
    ) {
        self.seconds = seconds
        self.maximumSeconds = maximumSeconds
        self.atLeast = atLeast
        self.atMost = atMost
        self.condition = condition
    }

    private enum CodingKeys: String, CodingKey {
        case seconds, maximumSeconds, atLeast, atMost, condition, when
    }

    // `condition` stays the clause's text (a documented key); `when` adds the facts read from it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seconds, forKey: .seconds)
        try container.encodeIfPresent(maximumSeconds, forKey: .maximumSeconds)
        if atLeast { try container.encode(true, forKey: .atLeast) }
        if atMost { try container.encode(true, forKey: .atMost) }
        try container.encodeIfPresent(condition?.text, forKey: .condition)
        if let condition, !condition.facts.isEmpty || condition.variant != nil {
            var when = container.nestedContainer(keyedBy: WhenKey.self, forKey: .when)
            for (subject, holds) in condition.facts { try when.encode(holds, forKey: WhenKey(subject.rawValue)) }
            try when.encodeIfPresent(condition.variant, forKey: WhenKey("variant"))
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seconds = try container.decode(Double.self, forKey: .seconds)
        maximumSeconds = try container.decodeIfPresent(Double.self, forKey: .maximumSeconds)
        atLeast = try container.decodeIfPresent(Bool.self, forKey: .atLeast) ?? false
        atMost = try container.decodeIfPresent(Bool.self, forKey: .atMost) ?? false
        if let text = try container.decodeIfPresent(String.self, forKey: .condition) {
            var facts: [ConditionSubject: Bool] = [:]
            var variant: String?
            if container.contains(.when) {
                let when = try container.nestedContainer(keyedBy: WhenKey.self, forKey: .when)
                for key in when.allKeys {
                    if key.stringValue == "variant" {
                        variant = try when.decode(String.self, forKey: key)
                    } else if let subject = ConditionSubject(rawValue: key.stringValue) {
                        facts[subject] = try when.decode(Bool.self, forKey: key)
                    }
                }
            }
            condition = RuleCondition(text: text, facts: facts, variant: variant)
        }
    }
}

/// A key of a rule's `when` object: a condition subject (`hasAction`) or `variant`.
struct WhenKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
