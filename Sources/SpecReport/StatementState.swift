import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel

/// The one state the report gives a statement, in a designer's words. Strongest first: when documents disagree
/// about a statement, that is what it shows, even if it has a test; a failing test on any platform wins over
/// passing on another.
enum StatementState: String, Sendable, CaseIterable {
    case disagree, fails, notRun = "not-run", passes, tested, needsPerson = "needs-person"

    /// The tag shown on the statement.
    var label: String {
        switch self {
        case .disagree: "documents disagree"
        case .fails: "fails"
        case .notRun: "not run"
        case .passes: "passes"
        case .tested: "has a test"
        case .needsPerson: "needs a person to check"
        }
    }

    /// The colour and legend entry it shares with the marks in the documents.
    var category: LineMark.Category {
        switch self {
        case .disagree: .disagreement
        case .fails: .failed
        case .notRun: .notRun
        case .passes: .passed
        case .tested: .checked
        case .needsPerson: .pending
        }
    }
}

/// A statement as the report says it: its state, why, what specgen read in it, and its test's results.
struct StatementView {
    var check: StatementCheck
    var state: StatementState
    /// One plain sentence saying why it has this state (HTML, document text escaped).
    var explanation: String
    /// What specgen read, in words ("dismisses itself after 7 seconds"); empty when it read nothing.
    var reading: String
    /// Per platform, what became of its test (empty without results, or when it has no test).
    var results: [StatementResult]

    /// The view of each statement of `component`; a statement another component's document contradicts (a note of
    /// that diagnostic points at it) shows that too.
    static func views(of component: ReportComponent) -> [StatementView] {
        guard let spec = component.spec else { return [] }
        return (component.conformance?.statements ?? []).map { check in
            let file = check.statement.document ?? spec.source
            let line = check.statement.line
            var contradictions = component.diagnostics.filter {
                $0.location.file == file && $0.location.line == line && DiagnosticKind.of($0) == .disagreement
            }.map(\.message)
            contradictions += component.references.filter {
                $0.note.location.file == file && $0.note.location.line == line && DiagnosticKind.of($0.diagnostic) == .disagreement
            }.map { "\($0.note.message): \($0.diagnostic.message)" }
            return view(check, in: component, contradictions: contradictions)
        }
    }

    private static func view(_ check: StatementCheck, in component: ReportComponent, contradictions: [String]) -> StatementView {
        let reading = ReadingText.sentence(check.statement.rules)
        let results = check.isExecutable ? component.testResults[check.identity.slug] ?? [] : []
        if let dispute = check.statement.dispute {
            // The plan's reason names the documents as generated files do (below the specs folder).
            let reason =
                check.pendingReason ?? dispute.reason { path in component.documents.first { $0.path == path }?.displayName ?? path }
            return StatementView(
                check: check,
                state: .disagree,
                explanation: HTMLText.escape(sentence(reason)),
                reading: reading,
                results: []
            )
        }
        if !contradictions.isEmpty {
            let text = contradictions.map(sentence).joined(separator: " ")
            return StatementView(check: check, state: .disagree, explanation: HTMLText.escape(text), reading: reading, results: results)
        }
        guard check.isExecutable else {
            // A reading specgen is unsure of says why in its own words ("offered, not stated: …").
            let unsure = check.statement.rules.compactMap(\.pending)
            let why =
                check.statement.rules.isEmpty
                ? "specgen did not understand this sentence, so it has no test."
                : !unsure.isEmpty && unsure.count == check.statement.rules.count
                    ? "specgen is not sure of its reading, so it has no test: " + Self.joinedReasons(unsure) + "."
                    : "specgen read it but cannot test that yet ("
                        + (check.pendingReason ?? "no check").replacingOccurrences(of: "recognised but not checkable: ", with: "") + ")."
            return StatementView(check: check, state: .needsPerson, explanation: HTMLText.escape(why), reading: reading, results: [])
        }
        let state = Self.state(ofResults: results)
        let explanation = "Its test is <code>" + HTMLText.escape(check.identity.slug) + "</code>."
        return StatementView(check: check, state: state, explanation: explanation, reading: reading, results: results)
    }

    /// Distinct reasons in the order read, joined with "; ".
    static func joinedReasons(_ reasons: [String]) -> String {
        var seen: Set<String> = []
        return reasons.filter { seen.insert($0).inserted }.joined(separator: "; ")
    }

    /// `text` as a sentence: first letter capitalised, a final period.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let capitalised = first.uppercased() + text.dropFirst()
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }

    /// The state a test's results give: none given → has a test; a failure anywhere → fails; a pass on every
    /// platform → passes; otherwise not run (a run missing on some platform is said beside it).
    static func state(ofResults results: [StatementResult]) -> StatementState {
        if results.isEmpty { return .tested }
        if results.contains(where: { if case .failed = $0.outcome { true } else { false } }) { return .fails }
        return results.allSatisfy { $0.outcome == .passed } ? .passes : .notRun
    }

    /// The results, one sentence per platform (`passes on iOS`, `fails on Linux: …`), HTML.
    static func resultsHTML(_ results: [StatementResult]) -> String {
        results.map { result in
            let platform = HTMLText.escape(result.platform)
            switch result.outcome {
            case .passed: return "<span class=\"result c-passed\" data-result=\"passed\">Passes on \(platform).</span>"
            case .failed(let message):
                return "<span class=\"result c-failed\" data-result=\"failed\">Fails on \(platform): " + HTMLText.escape(message)
                    + "</span>"
            case .skipped(let reason):
                return "<span class=\"result c-not-run\" data-result=\"skipped\">Skipped on \(platform)"
                    + (reason.map { ": " + HTMLText.escape($0) } ?? ".") + "</span>"
            case .notRun: return "<span class=\"result c-not-run\" data-result=\"not-run\">Not run on \(platform).</span>"
            }
        }.joined(separator: " ")
    }

    /// Everything said about the statement after its tag: reading, why, results.
    var detailHTML: String {
        var html = ""
        if !reading.isEmpty { html += "<span class=\"reading\">Read as: " + HTMLText.escape(reading) + ".</span> " }
        html += explanation
        if !results.isEmpty { html += " " + Self.resultsHTML(results) }
        return html
    }
}
