/// One behaviour or accessibility statement: a list item or paragraph under such a section.
public struct Statement: Codable, Sendable, Hashable {
    /// The heading path it stands under, such as `Behaviors > Closing`.
    public var section: String
    /// The statement's text, Markdown code spans kept.
    public var text: String
    /// The paragraph a list item continues ("A notice closes in two ways:", "Don't"), if any.
    public var leadIn: String?
    /// Line where it starts.
    public var line: Int
    /// Column where it starts.
    public var column: Int
    /// The behaviours recognised in it; empty when no recogniser matched.
    public var rules: [Rule]
    /// The document it comes from, when that is not the component's first document (`source`).
    public var document: String?
    /// Its id in the component (`a-snackbar-dismisses-itself-3f2a9c01`), set when documents are assembled.
    public var id: String?
    /// Why its rules are not asserted (documents of the component disagree, or an authoritative one overrides it).
    public var dispute: Dispute?

    /// The rules it asserts: those that do not wait for a person (`Rule.pending`).
    public var assertedRules: [Rule] { rules.filter { $0.pending == nil } }

    /// Creates a statement.
    public init(section: String, text: String, leadIn: String? = nil, line: Int, column: Int, rules: [Rule] = []) {
        self.section = section
        self.text = text
        self.leadIn = leadIn
        self.line = line
        self.column = column
        self.rules = rules
    }
}
