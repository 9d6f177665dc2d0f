/// One thing specgen read or found at a line of a document, as the report marks it there.
struct LineMark: Sendable {
    /// What kind of thing it is; names its CSS class and its label.
    enum Category: String, Sendable, CaseIterable {
        case error, disagreement, warning, pending, checked, runtime, property, ignored, inference, note, reference

        /// The label shown on the mark.
        var label: String {
            switch self {
            case .error: "error"
            case .disagreement: "disagreement"
            case .warning: "warning"
            case .pending: "pending"
            case .checked: "checked"
            case .runtime: "runtime"
            case .property: "property"
            case .ignored: "ignored"
            case .inference: "inferred"
            case .note: "note"
            case .reference: "other place"
            }
        }

        /// What the label means, for the legend.
        var meaning: String {
            switch self {
            case .error: "an error: the component generates nothing until it is fixed"
            case .disagreement: "two places say different things; the mark links to the other place"
            case .warning: "a warning"
            case .pending: "a statement with no executable check yet (a disabled test)"
            case .checked: "a statement with an executable check, and the values specgen read"
            case .runtime: "a parameter left out of the model, and why"
            case .property: "a parameter that is a model property, and its type"
            case .ignored: "text specgen read but left out"
            case .inference: "something specgen inferred rather than read as written"
            case .note: "a note"
            case .reference: "the other place a diagnostic points to"
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
