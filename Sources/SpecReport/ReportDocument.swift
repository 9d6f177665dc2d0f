/// One document of a component, with its text to show.
public struct ReportDocument: Sendable, Hashable {
    /// The path as read: what the IR's and diagnostics' locations name.
    public var path: String
    /// The name the report shows (`specs/snackbar.md`).
    public var displayName: String
    /// The document's text; nil when it could not be read.
    public var text: String?
    /// What the document gave, in one line ("API with 6 parameters, 2 rules, 1 pending", or why it gave nothing), as
    /// the run's summary says it; nil when it could not be read.
    public var account: String?
    /// Whether nothing was read from it (no API, statement, part or variant).
    public var isNotRead = false

    /// Creates a document.
    public init(path: String, displayName: String, text: String?, account: String? = nil, isNotRead: Bool = false) {
        self.path = path
        self.displayName = displayName
        self.text = text
        self.account = account
        self.isNotRead = isNotRead
    }

    /// The text's lines (line 1 first), without line endings.
    var lines: [Substring] {
        guard let text else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
