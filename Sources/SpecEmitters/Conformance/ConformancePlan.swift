import SpecModel

/// A component's conformance suite, in no particular language: one entry per statement, executable or
/// pending, and what the harness must offer.
public struct ConformancePlan: Sendable {
    /// The component's name as the spec writes it.
    public var componentName: String
    /// One entry per behaviour and accessibility statement, in document order.
    public var statements: [StatementCheck]
    /// What the harness must offer, in a fixed order.
    public var requirements: [HarnessRequirement]
    /// That the required anatomy parts show, when the spec lists an anatomy with at least one required part.
    public var partsCheck: PartsCheck? = nil

    /// How many statements have executable checks (the parts check is not a statement's).
    public var executableCount: Int { statements.filter(\.isExecutable).count }
    /// How many statements are pending stubs.
    public var pendingCount: Int { statements.count - executableCount }
}

/// One statement's check: blocks of steps (each on a fresh harness), or the reason it is pending.
public struct StatementCheck: Sendable {
    /// The statement.
    public var statement: Statement
    /// Its identity, from its text: names its test and check so they survive edits elsewhere in the spec.
    public var identity: StatementIdentity
    /// The check's blocks; empty when pending.
    public var blocks: [[CheckStep]]
    /// Why it is pending, when it is.
    public var pendingReason: String?
    /// The values its checks assert, in a few words ("at most 1 visible, others queue"); empty when pending.
    public var values: String = ""

    /// Whether the statement has an executable check.
    public var isExecutable: Bool { pendingReason == nil }
    /// The line its test names: the sentence of its first asserted rule (else of its first rule), else the statement's.
    public var line: Int { placingRule?.line ?? statement.line }
    /// The column of that sentence, else of the statement.
    public var column: Int { placingRule?.column ?? statement.column }
    /// The rule whose sentence places the check: a paragraph's rules stand at the sentences that state them.
    private var placingRule: Rule? { statement.assertedRules.first ?? statement.rules.first }
}

/// Turns recognised rules into checks, with the spec's own values and both sides of each boundary.
public enum ConformancePlanner {
    /// The plan for a spec.
    public static func plan(_ spec: ComponentSpec, sources: SourceNames) -> ConformancePlan {
        var allBlocks: [[CheckStep]] = []
        var statements: [StatementCheck] = []
        let all = spec.behaviors + spec.accessibility
        for (statement, identity) in zip(all, StatementIdentity.identities(of: all)) {
            if let dispute = statement.dispute {
                // Documents disagree (or an authoritative one overrides this): a test that asserted either value
                // would fail a component that follows the other.
                let reason = dispute.reason { sources.name(of: $0 == spec.source ? nil : $0) }
                statements.append(StatementCheck(statement: statement, identity: identity, blocks: [], pendingReason: reason))
                continue
            }
            var blocks: [[CheckStep]] = []
            var skipped: [String] = []
            var checked: [Rule] = []
            for rule in statement.rules {
                // A rule read with opposing cues, or from a sentence not about the component, waits for a person.
                if let waits = rule.pending {
                    skipped.append("would check \(CheckDisplayName.describe(rule.value)), but waits: \(waits)")
                    continue
                }
                guard let checkable = rule.value as? any CheckableRule else {
                    skipped.append("\(rule.kind) has no check yet")
                    continue
                }
                switch checkable.checkBlocks(in: spec) {
                case .success(let more):
                    blocks += more
                    checked.append(rule)
                case .failure(let problem): skipped.append(problem.reason)
                }
            }
            if blocks.isEmpty {
                let reason =
                    statement.rules.isEmpty
                    ? "specgen does not understand this statement yet"
                    : statement.assertedRules.isEmpty
                        ? "read, but not asserted: " + skipped.joined(separator: "; ")
                        : "recognised but not checkable: " + skipped.joined(separator: "; ")
                statements.append(StatementCheck(statement: statement, identity: identity, blocks: [], pendingReason: reason))
            } else {
                allBlocks += blocks
                statements.append(
                    StatementCheck(
                        statement: statement,
                        identity: identity,
                        blocks: blocks,
                        pendingReason: nil,
                        values: CheckDisplayName.values(of: checked)
                    )
                )
            }
        }
        let partsCheck = PartsCheck.plan(spec)
        allBlocks += partsCheck?.blocks ?? []
        return ConformancePlan(
            componentName: spec.name,
            statements: statements,
            requirements: HarnessRequirement.needed(byBlocks: allBlocks).sorted(),
            partsCheck: partsCheck
        )
    }
}
