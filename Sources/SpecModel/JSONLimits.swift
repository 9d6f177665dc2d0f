/// The numeric ranges of the JSON contract (docs/contract.md), shared by the parser, which keeps defaults inside
/// them, and the emitters, which state and enforce them.
public enum JSONLimits {
    /// The largest integer magnitude: 2^53 − 1, the integers every JSON reader holds exactly (RFC 7493, I-JSON).
    public static let integer = 9_007_199_254_740_991

    /// The longest duration in seconds: 2^53 − 1, so whole seconds stay exact, far below where Swift's `Duration`
    /// conversion from seconds would overflow.
    public static let durationSeconds = 9_007_199_254_740_991
}
