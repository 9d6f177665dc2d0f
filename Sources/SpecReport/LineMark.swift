/// One thing specgen read or found at a line of a document, as the report marks it there.
struct LineMark: Sendable {
    /// What kind of thing it is; names its CSS class and its label.
    enum Category: String, Sendable, CaseIterable {
        case error, disagreement, failed, warning, pending, notRun = "not-run", checked, passed, runtime, property, ignored, inference,
            note, reference

        /// The label shown on the mark, in words a designer reads.
        var label: String {
            switch self {
            case .error: "error"
            case .disagreement: "documents disagree"
            case .failed: "fails"
            case .warning: "warning"
            case .pending: "needs a person to check"
            case .notRun: "not run"
            case .checked: "has a test"
            case .passed: "passes"
            case .runtime: "set in code"
            case .property: "data"
            case .ignored: "left out"
            case .inference: "guessed"
            case .note: "note"
            case .reference: "other place"
            }
        }

        /// What the label means, for the legend.
        var meaning: String {
            switch self {
            case .error: "specgen cannot use this document until it is fixed, so this component gets no code"
            case .disagreement: "two places say different things; the mark links to the other place, and no test asserts either"
            case .failed: "the statement's test failed on a platform; the test's message says what it saw"
            case .warning: "something specgen could not use, and left out"
            case .pending: "a statement specgen has no test for (it did not understand it, or cannot test it yet); a person checks it"
            case .notRun: "the statement has a test, but the test results given hold no run of it"
            case .checked: "a statement with a test, and what specgen read in it"
            case .passed: "the statement's test passed on every platform whose results were given"
            case .runtime: "an option only code can set (an action, a binding, a view), so the data model leaves it out"
            case .property: "an option the data model stores, with its type and default"
            case .ignored: "text specgen read but left out on purpose"
            case .inference: "something specgen worked out rather than read as written"
            case .note: "a note"
            case .reference: "the other place a finding points to"
            }
        }

        /// Lower is stronger: a line with several marks is highlighted as its strongest.
        var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }

    /// The file the mark belongs to (as read).
    var file: String
    /// 1-based line; 0 or a line past the end marks the whole document.
    var line: Int
    /// 1-based column (UTF-8 bytes).
    var column: Int
    /// Its category.
    var category: Category
    /// Its content, already HTML (document text escaped).
    var html: String
}
