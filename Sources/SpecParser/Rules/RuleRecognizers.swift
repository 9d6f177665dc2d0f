import SpecModel

/// A recogniser reads one statement and returns the rules of its kind it finds there (usually zero or one).
typealias RuleRecognizer = @Sendable (RuleText) -> [Rule]

/// Runs every recogniser over a statement. Each kind lives in its own file and is listed here once;
/// adding a kind touches no other recogniser.
enum RuleRecognizers {
    static let all: [RuleRecognizer] = [
        AutoDismissRecognizer.recognize,
        DismissGesturesRecognizer.recognize,
        MaxVisibleRecognizer.recognize,
        PersistentRecognizer.recognize,
        PlacementRecognizer.recognize,
        AnnounceRecognizer.recognize,
        MaxLinesRecognizer.recognize,
    ]

    /// The rules of every kind found in `statement`, located at the statement.
    static func rules(in statement: Statement, parameterNames: Set<String>) -> [Rule] {
        let text = RuleText(statement.text, section: statement.section, parameterNames: parameterNames)
        return all.flatMap { $0(text) }.map { rule in
            var rule = rule
            rule.line = statement.line
            rule.column = statement.column
            return rule
        }
    }
}

extension Rule {
    /// A rule of `kind` for `text`; the registry sets its location.
    init(_ kind: Kind, _ text: RuleText) {
        self.init(kind: kind, matchedText: text.original, line: 0, column: 0)
    }
}
