/// "at most two lines of text": the message's line limit.
public struct MaxLinesRule: RuleValue {
    public static let kind = "maxLines"

    /// The line limit.
    public var lines: Int

    /// Creates the rule.
    public init(lines: Int) {
        self.lines = lines
    }
}
