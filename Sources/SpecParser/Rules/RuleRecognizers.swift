import SpecModel

/// A recogniser reads one statement and returns the rules of its kind it finds there (usually zero or one).
typealias RuleRecognizer = @Sendable (RuleText) -> [any RuleValue]

/// Runs every recogniser over a statement. Each kind lives in its own file and is listed here once, by the
/// kind it reads; a test checks that every kind in `RuleKinds.all` has one.
enum RuleRecognizers {
    static let all: [(kind: String, recognize: RuleRecognizer)] = [
        (AutoDismissRule.kind, AutoDismissRecognizer.recognize),
        (DismissGesturesRule.kind, DismissGesturesRecognizer.recognize),
        (MaxVisibleRule.kind, MaxVisibleRecognizer.recognize),
        (PersistentRule.kind, PersistentRecognizer.recognize),
        (PlacementRule.kind, PlacementRecognizer.recognize),
        (AnnounceRule.kind, AnnounceRecognizer.recognize),
        (MaxLinesRule.kind, MaxLinesRecognizer.recognize),
        (TimerPauseRule.kind, TimerPauseRecognizer.recognize),
        (AppearanceDelayRule.kind, AppearanceDelayRecognizer.recognize),
        (EscapeDismissRule.kind, EscapeDismissRecognizer.recognize),
    ]

    /// The rules of every kind found in `statement` but those in `skipped`, located at the statement.
    /// Advice to the author is cut first, then only rules that fit the sentence's subject are kept.
    static func rules(
        in statement: Statement,
        parameterNames: Set<String>,
        vocabulary: RuleVocabulary = RuleVocabulary(),
        skipping skipped: Set<String> = []
    ) -> [Rule] {
        read(statement, parameterNames: parameterNames, vocabulary: vocabulary, skipping: skipped).rules
    }

    /// The rules, and the statement as read (tokenised and read into clauses once, for the stances after).
    private static func read(
        _ statement: Statement,
        parameterNames: Set<String>,
        vocabulary: RuleVocabulary,
        skipping skipped: Set<String> = []
    ) -> (rules: [Rule], whole: RuleText) {
        let whole = RuleText(
            statement.text,
            section: statement.section,
            leadIn: statement.leadIn ?? "",
            parameterNames: parameterNames,
            vocabulary: vocabulary
        )
        guard !whole.recommendsAnotherComponent, let text = AuthorAdvice.remainder(of: whole) else { return ([], whole) }
        let subject = StatementSubject.of(text)
        let values = all.filter { !skipped.contains($0.kind) && subject.admits($0.kind, in: text) }.flatMap { $0.recognize(text) }
        // Examples and configurable possibilities are set apart: a rule read only from them waits, and a kind stated
        // outside them takes the values the rest of the statement gives.
        guard !values.isEmpty else { return ([], whole) }
        var readings: [(value: any RuleValue, setApart: String?)] = values.map { ($0, nil) }
        if let stated = ExampleAside.stated(text, subject: subject, among: Set(values.map { type(of: $0).kind })) {
            let statedKinds = Set(stated.values.map { type(of: $0).kind })
            var placed: Set<String> = []
            readings = values.flatMap { value -> [(value: any RuleValue, setApart: String?)] in
                let kind = type(of: value).kind
                guard statedKinds.contains(kind) else { return [(value, stated.reason)] }
                guard placed.insert(kind).inserted else { return [] }
                return stated.values.filter { type(of: $0).kind == kind }.map { ($0, nil) }
            }
        }
        let statementReason = RuleStance.pendingReason(text) ?? subject.pendingReason
        let unbound = ValueBinding.unboundReason(text, holding: readings.map(\.value))
        let rules = readings.map { reading in
            var rule = Rule(reading.value, matchedText: statement.text, line: statement.line, column: statement.column)
            rule.pending =
                statementReason ?? RuleStance.pendingReason(reading.value, in: text) ?? reading.setApart ?? unbound
                ?? UntoldCases.pendingReason(reading.value, among: readings.map(\.value))
            return rule
        }
        return (rules, whole)
    }

    /// The rules of a statement stated outside a behaviour section: those not about the component's own instances
    /// wait, with the reason. Kinds in `skipped` (those the behaviour sections state) are not read: each kind's rules
    /// are decided apart from the others', so the rest come out as they would.
    static func rulesInPassing(
        in statement: Statement,
        parameterNames: Set<String>,
        vocabulary: RuleVocabulary,
        skipping skipped: Set<String> = []
    ) -> [Rule] {
        // The stance reads the whole statement's words and clauses, as the recognisers' first reading has them.
        let (found, whole) = read(statement, parameterNames: parameterNames, vocabulary: vocabulary, skipping: skipped)
        guard !found.isEmpty, let reason = InPassingStance.pendingReason(whole) else {
            return found
        }
        return found.map { rule in
            var rule = rule
            rule.pending = rule.pending ?? reason
            return rule
        }
    }
}
