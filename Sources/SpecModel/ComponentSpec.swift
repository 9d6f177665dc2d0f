/// Everything specgen understood from one component document; knows no Markdown.
public struct ComponentSpec: Codable, Sendable, Hashable {
    /// The component's name, from the H1 or the front matter `title:`.
    public var name: String
    /// The first paragraph after the title, as plain text.
    public var summary: String
    /// The spec file's path as given.
    public var source: String
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
        case name, summary, source, apis, enumerations, records, anatomy, variants, behaviors, accessibility, appliesTo
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        summary = try container.decode(String.self, forKey: .summary)
        source = try container.decode(String.self, forKey: .source)
        apis = try container.decode([APIDeclaration].self, forKey: .apis)
        enumerations = try container.decode([Enumeration].self, forKey: .enumerations)
        // IR written before records existed has no key.
        records = try container.decodeIfPresent([Record].self, forKey: .records) ?? []
        anatomy = try container.decode([AnatomyPart].self, forKey: .anatomy)
        variants = try container.decode([Variant].self, forKey: .variants)
        behaviors = try container.decode([Statement].self, forKey: .behaviors)
        accessibility = try container.decode([Statement].self, forKey: .accessibility)
        appliesTo = try container.decodeIfPresent([String].self, forKey: .appliesTo)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(summary, forKey: .summary)
        try container.encode(source, forKey: .source)
        try container.encode(apis, forKey: .apis)
        try container.encode(enumerations, forKey: .enumerations)
        // Left out when empty, so the IR of a spec without records reads as it always has.
        if !records.isEmpty { try container.encode(records, forKey: .records) }
        try container.encode(anatomy, forKey: .anatomy)
        try container.encode(variants, forKey: .variants)
        try container.encode(behaviors, forKey: .behaviors)
        try container.encode(accessibility, forKey: .accessibility)
        try container.encodeIfPresent(appliesTo, forKey: .appliesTo)
    }
}
