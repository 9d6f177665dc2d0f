/// "A tooltip appears 500 ms after the pointer rests on its anchor": the component shows only after `seconds`.
public struct AppearanceDelayRule: RuleValue {
    public static let kind = "appearanceDelay"

    /// Seconds between the trigger and the component appearing.
    public var seconds: Double

    /// Creates the rule.
    public init(seconds: Double) {
        self.seconds = seconds
    }
}
