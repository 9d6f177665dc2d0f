/// Everything specgen understood about one component, from one document or from several assembled into one;
/// knows no Markdown. Elements from a document other than the first carry its path in `document`.
public struct ComponentSpec: Codable, Sendable, Hashable {
    /// The component's name, from the H1 or the front matter `title:`.
    public var name: String
    /// The first paragraph after the title, as plain text.
    public var summary: String
    /// The spec file's path as given; for a component of several documents, the first (see `documents`).
    public var source: String
    /// Every document of the component, in precedence order (authoritative ones first, then by path); empty while
    /// the component is one document.
    public var documents: [String] = []
    /// Whether the document says it is authoritative (front matter `authoritative: true`): its values win where the
    /// component's documents disagree.
    public var isAuthoritative = false
    /// Elements left unread or overridden, each with why.
    public var corrections: [Correction] = []
    /// API declarations, each merged with its parameter table.
    public var apis: [APIDeclaration]
    /// Enumerations the spec declares (`enum BannerPosition { … }`).
    public var enumerations: [Enumeration]
    /// Records the spec defines (types with named fields that data parameters take).
    public var records: [Record]
    /// The component's parts.
    public var anatomy: [AnatomyPart]
    /// The component's variants.
    public var variants: [Variant]
    /// Behaviour statements in document order.
    public var behaviors: [Statement]
    /// Accessibility statements in document order.
    public var accessibility: [Statement]
    /// The components a guideline document's rules apply to, from front matter `applies-to: [snackbar, toast]`;
    /// nil when the document does not say.
    public var appliesTo: [String]?
    /// Why the document gave no API, when it gave none ("no API found: 4 code blocks under 'Usage' read as
    /// examples", "guidance only: no API stated"); nil when it gave one.
    public var notRead: String?
    /// When the title names another component than the file name ("the title names 'Pebble' but the file is named
    /// 'Tab Strip' …"): the warning a run gives when the title groups the document with another's component. Not in the IR.
    public var titleMismatch: String?

    /// Creates a spec.
    public init(
        name: String,
        summary: String = "",
        source: String,
        apis: [APIDeclaration] = [],
        enumerations: [Enumeration] = [],
        records: [Record] = [],
        anatomy: [AnatomyPart] = [],
        variants: [Variant] = [],
        behaviors: [Statement] = [],
        accessibility: [Statement] = []
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.apis = apis
        self.enumerations = enumerations
        self.records = records
        self.anatomy = anatomy
        self.variants = variants
        self.behaviors = behaviors
        self.accessibility = accessibility
    }

    private enum CodingKeys: String, CodingKey {
        case name, summary, source, documents, authoritative, apis, enumerations, records, anatomy, variants, behaviors
        case accessibility, appliesTo, corrections, notRead
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        summary = try container.decode(String.self, forKey: .summary)
        source = try container.decode(String.self, forKey: .source)
        documents = try container.decodeIfPresent([String].self, forKey: .documents) ?? []
        isAuthoritative = try container.decodeIfPresent(Bool.self, forKey: .authoritative) ?? false
        apis = try container.decode([APIDeclaration].self, forKey: .apis)
        enumerations = try container.decode([Enumeration].self, forKey: .enumerations)
        // IR written before records existed has no key.
        records = try container.decodeIfPresent([Record].self, forKey: .records) ?? []
        anatomy = try container.decode([AnatomyPart].self, forKey: .anatomy)
        variants = try container.decode([Variant].self, forKey: .variants)
        behaviors = try container.decode([Statement].self, forKey: .behaviors)
        accessibility = try container.decode([Statement].self, forKey: .accessibility)
        appliesTo = try container.decodeIfPresent([String].self, forKey: .appliesTo)
        corrections = try container.decodeIfPresent([Correction].self, forKey: .corrections) ?? []
        notRead = try container.decodeIfPresent(String.self, forKey: .notRead)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(summary, forKey: .summary)
        try container.encode(source, forKey: .source)
        // Left out for a component of one plain document, so its IR reads as it always has.
        if !documents.isEmpty { try container.encode(documents, forKey: .documents) }
        if isAuthoritative { try container.encode(true, forKey: .authoritative) }
        try container.encode(apis, forKey: .apis)
        try container.encode(enumerations, forKey: .enumerations)
        // Left out when empty, so the IR of a spec without records reads as it always has.
        if !records.isEmpty { try container.encode(records, forKey: .records) }
        try container.encode(anatomy, forKey: .anatomy)
        try container.encode(variants, forKey: .variants)
        try container.encode(behaviors, forKey: .behaviors)
        try container.encode(accessibility, forKey: .accessibility)
        try container.encodeIfPresent(appliesTo, forKey: .appliesTo)
        if !corrections.isEmpty { try container.encode(corrections, forKey: .corrections) }
        try container.encodeIfPresent(notRead, forKey: .notRead)
    }
}

extension ComponentSpec {
    /// The place of an element at `line` and `column` of `document` (nil: the first document).
    public func location(_ document: String?, line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: document ?? source, line: line, column: column)
    }

    /// Where a statement stands.
    public func location(of statement: Statement) -> SourceLocation {
        location(statement.document, line: statement.line, column: statement.column)
    }

    /// Behaviour and accessibility statements together, in that order.
    public var statements: [Statement] { behaviors + accessibility }
}
