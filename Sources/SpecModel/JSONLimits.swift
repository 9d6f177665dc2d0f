/// The numeric ranges of the JSON contract (docs/contract.md), shared by the parser, which keeps defaults inside
/// them, and the emitters, which state and enforce them.
public enum JSONLimits {
    /// The largest integer magnitude: 2^53 − 1, the integers every JSON reader holds exactly (RFC 7493, I-JSON).
    public static let integer = 9_007_199_254_740_991

    /// The longest duration in seconds: the whole seconds of (2^62 − 1) ms, the longest finite `kotlin.time.Duration`
    /// (the same contract holds in Kotlin), far below where Swift's `Duration` conversion from seconds would overflow;
    /// every whole number of seconds up to it is exact in JSON.
    public static let durationSeconds = 4_611_686_018_427_387
}
