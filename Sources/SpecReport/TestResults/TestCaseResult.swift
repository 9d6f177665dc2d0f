/// One test case of a results file, as the test runner reported it.
public struct TestCaseResult: Sendable, Hashable {
    /// What became of it.
    public enum Outcome: Sendable, Hashable {
        /// It ran and passed.
        case passed
        /// It ran and failed (or stopped with an error); the runner's message.
        case failed(message: String)
        /// The runner skipped it (a disabled test); its reason, when given.
        case skipped(reason: String?)
    }

    /// The suite or class it belongs to (`DesignSystemTests.SnackbarConformanceTests`).
    public var suite: String
    /// Its name (`aSnackbarDismissesItselfAfter7_a9f05a3e()`).
    public var name: String
    /// What became of it.
    public var outcome: Outcome
    /// Its line in the results file.
    public var line: Int

    /// Creates a result.
    public init(suite: String, name: String, outcome: Outcome, line: Int) {
        self.suite = suite
        self.name = name
        self.outcome = outcome
        self.line = line
    }
}
