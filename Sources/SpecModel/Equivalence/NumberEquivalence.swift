import Foundation

/// When two numbers read from text are one value (`7` ≡ `7.0`, `0.3` ≡ `0.1 + 0.2` as a reader computes it).
public enum NumberEquivalence {
    /// Whether `a` and `b` differ by no more than rounding.
    public static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
}
