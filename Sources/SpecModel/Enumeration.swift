/// An enumeration the spec declares, such as a banner's positions.
public struct Enumeration: Codable, Sendable, Hashable {
    /// The type's name as declared.
    public var name: String
    /// The cases in declaration order, as the first declaration spells them (the names generated code uses).
    public var cases: [String]
    /// Each case's raw value (the JSON value): an explicit `= "…"` string, else the case name.
    public var rawValues: [String]
    /// How each language that declares the enumeration spells its cases, parallel to `cases` and keyed by
    /// the language's name (`"kotlin": ["Plain", "Rich"]`); empty unless more than one language declares it.
    public var spellings: [String: [String]]
    /// Line of the declaration.
    public var line: Int
    /// Column of the declaration.
    public var column: Int
    /// The document it comes from, when that is not the component's first document (`source`).
    public var document: String?
    /// Whether the reader gathered it from the cases a document mentions, the type being defined nowhere there; a
    /// declaration of the type in another document of the component settles it.
    public var isInferred = false

    /// Creates an enumeration.
    public init(
        name: String,
        cases: [String],
        rawValues: [String]? = nil,
        spellings: [String: [String]] = [:],
        line: Int,
        column: Int
    ) {
        self.name = name
        self.cases = cases
        self.rawValues = rawValues ?? cases
        self.spellings = spellings
        self.line = line
        self.column = column
    }

    /// The cases as `language` spells them: its own spelling when it declares the enumeration, else `cases`.
    public func cases(in language: APIDeclaration.Language) -> [String] {
        spellings[language.rawValue].flatMap { $0.count == cases.count ? $0 : nil } ?? cases
    }

    private enum CodingKeys: String, CodingKey {
        case name, cases, rawValues, spellings, line, column, document
        case isInferred = "inferred"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        cases = try container.decode([String].self, forKey: .cases)
        // IR written before raw values or spellings existed has neither key.
        rawValues = try container.decodeIfPresent([String].self, forKey: .rawValues) ?? cases
        spellings = try container.decodeIfPresent([String: [String]].self, forKey: .spellings) ?? [:]
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        document = try container.decodeIfPresent(String.self, forKey: .document)
        isInferred = try container.decodeIfPresent(Bool.self, forKey: .isInferred) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(cases, forKey: .cases)
        try container.encode(rawValues, forKey: .rawValues)
        // Left out when empty, so the IR of an enumeration declared once reads as it always has.
        if !spellings.isEmpty { try container.encode(spellings, forKey: .spellings) }
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encodeIfPresent(document, forKey: .document)
        if isInferred { try container.encode(true, forKey: .isInferred) }
    }
}
