/// "announced to assistive technology without moving focus".
public struct AnnounceRule: RuleValue {
    public static let kind = "announce"

    /// Whether focus moves to the component (false: announced without moving focus), if stated.
    public var movesFocus: Bool?

    /// Creates the rule.
    public init(movesFocus: Bool? = nil) {
        self.movesFocus = movesFocus
    }
}
