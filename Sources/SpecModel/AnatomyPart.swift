/// One named part of a component (container, message, leading icon, …).
public struct AnatomyPart: Codable, Sendable, Hashable {
    /// The part's name.
    public var name: String
    /// Whether the spec marks the part optional.
    public var isOptional: Bool
    /// What the spec says about it.
    public var description: String
    /// Line where the part is listed.
    public var line: Int
    /// The document it comes from, when that is not the component's first document (`source`).
    public var document: String?

    /// Creates a part.
    public init(name: String, isOptional: Bool, description: String, line: Int) {
        self.name = name
        self.isOptional = isOptional
        self.description = description
        self.line = line
    }
}
