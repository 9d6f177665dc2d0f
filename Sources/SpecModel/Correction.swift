/// Something a reader was told to read differently: an element left unread (`<!-- specgen-ignore -->`, an id in
/// `specgen.yml`'s `ignore:` list) or a value an authoritative document of the component overrides.
public struct Correction: Codable, Sendable, Hashable {
    /// What was done to the element.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// The element was not read at all.
        case ignored
        /// The element was read, but another document's value wins.
        case overridden
    }

    /// What was done.
    public var kind: Kind
    /// The element, in a few words (`paragraph 'Toasts stay …'`, `table row 'duration'`, `default of 'duration'`).
    public var element: String
    /// Why (`<!-- specgen-ignore -->`, `specgen.yml ignore: …`, `specs/house-style.md is authoritative`).
    public var reason: String
    /// The document the element is in, when that is not the component's first document.
    public var document: String?
    /// Line of the element.
    public var line: Int
    /// Column of the element.
    public var column: Int

    /// The element of a correction that leaves a whole document unread.
    public static let wholeDocument = "the whole document"

    /// Creates a correction.
    public init(_ kind: Kind, element: String, reason: String, document: String? = nil, line: Int, column: Int) {
        self.kind = kind
        self.element = element
        self.reason = reason
        self.document = document
        self.line = line
        self.column = column
    }
}

extension ComponentSpec {
    /// Whether the document asked to be left unread (`<!-- specgen-ignore-file -->`).
    public var isIgnored: Bool { corrections.contains { $0.kind == .ignored && $0.element == Correction.wholeDocument } }
}
