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

    /// The rules of every kind found in `statement`, located at the statement.
    /// Advice to the author is cut first, then only rules that fit the sentence's subject are kept.
    static func rules(in statement: Statement, parameterNames: Set<String>, vocabulary: RuleVocabulary = RuleVocabulary()) -> [Rule] {
        let whole = RuleText(
            statement.text,
            section: statement.section,
            leadIn: statement.leadIn ?? "",
            parameterNames: parameterNames,
            vocabulary: vocabulary
        )
        guard !whole.recommendsAnotherComponent, let text = AuthorAdvice.remainder(of: whole) else { return [] }
        let subject = StatementSubject.of(text)
        let values = all.filter { subject.admits($0.kind, in: text) }.flatMap { $0.recognize(text) }
        // Examples and configurable possibilities are set apart: a rule read only from them waits.
        guard !values.isEmpty else { return [] }
        let stated = ExampleAside.statedKinds(text, subject: subject)
        let statementReason = RuleStance.pendingReason(text)
        return values.map { value in
            var rule = Rule(value, matchedText: statement.text, line: statement.line, column: statement.column)
            rule.pending =
                statementReason ?? RuleStance.pendingReason(value, in: text)
                ?? stated.flatMap { $0.kinds.contains(type(of: value).kind) ? nil : $0.reason }
            return rule
        }
    }

    /// The rules of a statement stated outside a behaviour section: those not about the component's own instances
    /// wait, with the reason.
    static func rulesInPassing(in statement: Statement, parameterNames: Set<String>, vocabulary: RuleVocabulary) -> [Rule] {
        let found = rules(in: statement, parameterNames: parameterNames, vocabulary: vocabulary)
        guard !found.isEmpty, let reason = InPassingStance.pendingReason(RuleText(statement.text, vocabulary: vocabulary)) else {
            return found
        }
        return found.map { rule in
            var rule = rule
            rule.pending = rule.pending ?? reason
            return rule
        }
    }
}
