import SpecReport

/// A behaviour's last test result on one platform, from the JUnit/xUnit files the server was given (read as
/// `specgen report --test-results` reads them).
struct TestOutcomeView: Codable, Sendable, Equatable {
    var platform: String
    /// `passed`, `failed`, `skipped` or `not-run` (the results hold no run of its test).
    var outcome: String
    /// The failure's message or the skip's reason.
    var message: String?

    init(platform: String, outcome: String, message: String?) {
        self.platform = platform
        self.outcome = outcome
        self.message = message
    }

    init(_ result: StatementResult) {
        platform = result.platform
        switch result.outcome {
        case .passed: outcome = "passed"
        case .failed(let text):
            outcome = "failed"
            message = text
        case .skipped(let reason):
            outcome = "skipped"
            message = reason
        case .notRun: outcome = "not-run"
        }
    }
}
