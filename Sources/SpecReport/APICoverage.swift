import SpecModel

/// What `verify-api` compared for one component against the code's symbol graphs, as the report shows it: the same
/// counts and words as the run's coverage line, each documented API it did not compare (a note at its line), and each
/// difference it found. The report knows no symbol graphs: the command runs the verification and hands this over.
public struct APICoverage: Sendable, Hashable {
    /// The component's first document (the one `verify-api`'s coverage line names).
    public var document: String
    /// The run's coverage line for the component (`Notice (docs/notice.md): 4 APIs (9 parameters, …) compared`).
    public var summary: String
    /// APIs compared with a symbol.
    public var apis = 0
    /// Documented parameters and properties among them.
    public var parameters = 0
    /// Documented defaults among those.
    public var defaults = 0
    /// Enumerations compared.
    public var enumerations = 0
    /// Their documented cases.
    public var cases = 0
    /// Usage calls whose labels were compared.
    public var calls = 0
    /// Symbol links and declared properties looked up.
    public var symbols = 0
    /// Calls written with types in place of values, compared type by type.
    public var typedCalls = 0
    /// Call arguments compared by label only, since the reader could not tell a type from a value.
    public var labelOnlyArguments = 0
    /// Each documented API not compared: a note at its line saying why.
    public var notCompared: [Diagnostic] = []
    /// The differences found (warnings, or errors with `--strict`), at the documents' lines.
    public var differences: [Diagnostic] = []

    /// Creates one for the component whose first document is `document`.
    public init(document: String, summary: String) {
        self.document = document
        self.summary = summary
    }

    /// Whether anything at all was compared: a component with nothing compared is never shown as matching.
    public var comparedAnything: Bool { apis + enumerations + calls + symbols > 0 }

    /// The component's state in a word or two: `nothing compared`, `3 differences`, `matches in what was compared`.
    public var state: (key: String, label: String) {
        if !comparedAnything { return ("nothing-compared", "nothing compared") }
        if !differences.isEmpty { return ("differences", Plural.count(differences.count, "difference")) }
        return ("matches", "matches in what was compared")
    }
}
