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
    static func rules(in statement: Statement, parameterNames: Set<String>) -> [Rule] {
        let text = RuleText(statement.text, section: statement.section, leadIn: statement.leadIn ?? "", parameterNames: parameterNames)
        guard !text.recommendsAnotherComponent else { return [] }
        return all.flatMap { $0.recognize(text) }.map { value in
            Rule(value, matchedText: text.original, line: statement.line, column: statement.column)
        }
    }
}
