/// One document of a component, with its text to show.
public struct ReportDocument: Sendable, Hashable {
    /// The path as read: what the IR's and diagnostics' locations name.
    public var path: String
    /// The name the report shows (`specs/snackbar.md`).
    public var displayName: String
    /// The document's text; nil when it could not be read.
    public var text: String?

    /// Creates a document.
    public init(path: String, displayName: String, text: String?) {
        self.path = path
        self.displayName = displayName
        self.text = text
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
