import SpecEmitters
import SpecModel

/// One documented behaviour as the server reports it: its sentence, what specgen read in it, and its state.
struct BehaviourView: Codable, Sendable, Equatable {
    /// The statement's id, which the generated tests' names carry on every platform.
    var id: String?
    /// The generated test of this statement per language (`swift`, `kotlin`: the languages `generate` writes).
    var tests: [String: String]?
    /// Its test's last result per platform, when the server was given results files.
    var results: [TestOutcomeView]?
    var section: String
    var sentence: String
    /// What was read in it, one phrase per rule.
    var reading: [String]
    /// `checked` (a generated test asserts it), `pending` (read but not checked; `pendingReason` says why) or
    /// `disputed` (the component's documents disagree about it).
    var state: String
    var pendingReason: String?
    var disagreement: DisagreementView?
    var document: String
    var line: Int
}

/// Documents that say different things about one statement.
struct DisagreementView: Codable, Sendable, Equatable {
    var says: String
    var others: [Claim]
    /// Whether an authoritative document settled it.
    var isOverridden: Bool

    struct Claim: Codable, Sendable, Equatable {
        var says: String
        var document: String
        var line: Int
    }

    init(_ dispute: Dispute) {
        says = dispute.says
        others = dispute.others.map { Claim(says: $0.says, document: $0.document, line: $0.line) }
        isOverridden = dispute.isOverridden
    }
}

extension BehaviourView {
    /// The component's behaviours and accessibility statements, each with the state its generated check gives it.
    static func all(of entry: ComponentCatalog.Entry) -> [BehaviourView] {
        let checks = entry.conformance?.statements ?? []
        return entry.spec.statements.map { statement in
            let check = checks.first { $0.statement == statement }
            let reading = statement.rules.map { rule in
                RuleSummary.describe(rule.value) + (rule.pending.map { " (pending: \($0))" } ?? "")
            }
            let disputed = statement.dispute.map { !$0.isOverridden } ?? false
            let pendingReason: String? =
                if let check { check.pendingReason } else { statement.rules.isEmpty ? "nothing checkable was read" : "not planned" }
            let state = disputed ? "disputed" : (pendingReason == nil ? "checked" : "pending")
            return BehaviourView(
                id: statement.id,
                tests: entry.tests.tests(of: statement.id),
                results: check.flatMap { entry.results[$0.identity.slug] }.map { $0.map(TestOutcomeView.init) },
                section: statement.section,
                sentence: statement.text,
                reading: reading,
                state: state,
                pendingReason: state == "checked" ? nil : pendingReason,
                disagreement: statement.dispute.map(DisagreementView.init),
                document: statement.document ?? entry.spec.source,
                line: statement.line
            )
        }
    }
}
