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
        self.anatomy = anatomy
        self.variants = variants
        self.behaviors = behaviors
        self.accessibility = accessibility
    }
}
