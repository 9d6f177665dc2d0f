/// "There are known screen reader announcement issues when …", "a known bug makes it close early": a sentence that
/// reports a problem (of a browser, a screen reader, a release) describes a failure, not the behaviour the component
/// is built to have.
enum ReportedProblem {
    /// Nouns of a problem.
    private static let problems: Set<String> = ["issue", "issues", "problem", "problems", "bug", "bugs", "limitation", "limitations"]

    /// The words from "known" to the problem noun (within four words), or nil.
    static func phrase(in text: RuleText) -> String? {
        for known in text.indices(of: "known") {
            if let noun = (known + 1...known + 4).first(where: { problems.contains(text.word(at: $0)) }) {
                return text.text(of: known..<noun + 1)
            }
        }
        return nil
    }
}
