/// A behaviour the parser recognised in a statement: one typed value of its kind, and where it was read.
public struct Rule: Sendable, Hashable, Codable {
    /// The kind's values (`AutoDismissRule`, `PlacementRule`, …).
    public var value: any RuleValue
    /// The statement text the rule was recognised in.
    public var matchedText: String
    /// Line of the statement.
    public var line: Int
    /// Column of the statement.
    public var column: Int
    /// Why the rule waits for a person instead of being asserted (opposing cues, a possibility, an example, a
    /// sentence not about the component's own instances); nil when it is asserted.
    public var pending: String? = nil

    /// Creates a rule.
    public init(_ value: any RuleValue, matchedText: String, line: Int, column: Int) {
        self.value = value
        self.matchedText = matchedText
        self.line = line
        self.column = column
    }

    /// The kind's name in the IR (`autoDismiss`).
    public var kind: String { type(of: value).kind }

    /// The value when it is of kind `type`.
    public func `as`<Value: RuleValue>(_ type: Value.Type) -> Value? { value as? Value }

    public static func == (lhs: Rule, rhs: Rule) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value) && lhs.matchedText == rhs.matchedText && lhs.line == rhs.line
            && lhs.column == rhs.column && lhs.pending == rhs.pending
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(value))
        hasher.combine(matchedText)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(pending)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, matchedText, line, column, pending
    }

    // One flat JSON object per rule: `kind`, the kind's own keys, then where it was read (docs/ir-json.md).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try value.encode(to: encoder)
        try container.encode(matchedText, forKey: .matchedText)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encodeIfPresent(pending, forKey: .pending)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        guard let type = RuleKinds.type(named: kind) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown rule kind '\(kind)'")
        }
        value = try type.init(from: decoder)
        matchedText = try container.decode(String.self, forKey: .matchedText)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        pending = try container.decodeIfPresent(String.self, forKey: .pending)
    }
}
