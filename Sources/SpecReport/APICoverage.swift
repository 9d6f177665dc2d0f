import SpecModel

/// What `verify-api` compared for one component against the code's symbol graphs, as the report shows it: verify-api's
/// own counts, line and notes (`VerificationCoverage`, read through as `coverage.apis`, `coverage.notCompared`, …) and
/// each difference it found. The report knows no symbol graphs: the command runs the verification and hands this over.
@dynamicMemberLookup
public struct APICoverage: Sendable, Hashable {
    /// verify-api's counts for the component, and its notes on each documented API it did not compare.
    public var counts: VerificationCoverage
    /// The line shown: verify-api's coverage line, unless none of the component's documents could be read.
    public var summary: String
    /// The differences found (warnings, or errors with `--strict`), at the documents' lines.
    public var differences: [Diagnostic] = []

    /// Wraps verify-api's `counts`; `summary` replaces its coverage line when given.
    public init(_ counts: VerificationCoverage, summary: String? = nil) {
        self.counts = counts
        self.summary = summary ?? counts.summary
    }

    /// Reads one of verify-api's counts.
    public subscript<Value>(dynamicMember keyPath: KeyPath<VerificationCoverage, Value>) -> Value { counts[keyPath: keyPath] }

    /// The component's state in a word or two: `nothing compared`, `3 differences`, `matches in what was compared`.
    public var state: (key: String, label: String) {
        if !counts.comparedAnything { return ("nothing-compared", "nothing compared") }
        if !differences.isEmpty { return ("differences", Plural.count(differences.count, "difference")) }
        return ("matches", "matches in what was compared")
    }
}
