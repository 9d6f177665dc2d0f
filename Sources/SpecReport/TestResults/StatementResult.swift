/// What one platform's test results say about one statement's test.
public struct StatementResult: Sendable, Hashable {
    /// What became of the test.
    public enum Outcome: Sendable, Hashable {
        /// It ran and passed.
        case passed
        /// It ran and failed, with the runner's message.
        case failed(message: String)
        /// The runner skipped it, with its reason when given.
        case skipped(reason: String?)
        /// The results hold no run of it.
        case notRun
    }

    /// The platform (`iOS`).
    public var platform: String
    /// What became of the test there.
    public var outcome: Outcome

    /// Creates a result.
    public init(platform: String, outcome: Outcome) {
        self.platform = platform
        self.outcome = outcome
    }
}
