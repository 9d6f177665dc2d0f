/// One variant of a component (progress banner, error banner, …).
public struct Variant: Codable, Sendable, Hashable {
    /// The variant's name.
    public var name: String
    /// What the spec says about it.
    public var description: String
    /// Whether the spec marks it as the default.
    public var isDefault: Bool
    /// Line where the variant is listed.
    public var line: Int
    /// The document it comes from, when that is not the component's first document (`source`).
    public var document: String?

    /// Creates a variant.
    public init(name: String, description: String, isDefault: Bool, line: Int) {
        self.name = name
        self.description = description
        self.isDefault = isDefault
        self.line = line
    }
}
