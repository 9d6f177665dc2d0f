/// One parameter of an API, with what the declaration and the table said about it.
public struct Parameter: Codable, Sendable, Hashable {
    /// The parameter's name (the internal name in Swift when a label differs).
    public var name: String
    /// The Swift argument label when it differs from `name` (`_` for none).
    public var label: String?
    /// The type as written in the spec.
    public var type: String?
    /// The type parsed, when it could be.
    public var parsedType: TypeReference?
    /// The default value as written, or nil when there is none.
    public var defaultValue: String?
    /// The default read for the parameter's type; set for data parameters that have a default.
    public var parsedDefault: DefaultValue?
    /// Whether a caller must supply it: no default and not optional, unless a Required column says otherwise.
    public var isRequired: Bool
    /// The data type decided for it (DESIGN.md's type mapping); nil for runtime parameters, which cannot travel as JSON.
    public var valueType: ValueType?
    /// Why a runtime parameter is not data (`closure`, `binding`, …); nil for data.
    public var runtimeReason: String?
    /// The description from the table, Markdown code spans kept.
    public var description: String
    /// Line where the parameter is declared (declaration first, else table row).
    public var line: Int
    /// Column of the same.
    public var column: Int
    /// The document it comes from, when that is not the component's first document (`source`).
    public var document: String?
    /// Whether `valueType` is the reader's inference rather than what the document wrote: a type the spec does not
    /// define whose name says it is a value (`TextLineHeight`), held by the name of its case.
    public var isTypeInferred = false

    /// Creates a parameter.
    public init(
        name: String,
        label: String? = nil,
        type: String? = nil,
        parsedType: TypeReference? = nil,
        defaultValue: String? = nil,
        parsedDefault: DefaultValue? = nil,
        isRequired: Bool,
        valueType: ValueType? = nil,
        runtimeReason: String? = nil,
        description: String = "",
        line: Int,
        column: Int
    ) {
        self.name = name
        self.label = label
        self.type = type
        self.parsedType = parsedType
        self.defaultValue = defaultValue
        self.parsedDefault = parsedDefault
        self.isRequired = isRequired
        self.valueType = valueType
        self.runtimeReason = runtimeReason
        self.description = description
        self.line = line
        self.column = column
    }

    /// Whether the value can travel as JSON.
    public var isData: Bool { valueType != nil }

    private enum CodingKeys: String, CodingKey {
        case name, label, type, parsedType, defaultValue, parsedDefault, isRequired, isData, valueType, runtimeReason, description
        case line, column, document
        case isTypeInferred = "typeInferred"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        label = try container.decodeIfPresent(String.self, forKey: .label)
        type = try container.decodeIfPresent(String.self, forKey: .type)
        parsedType = try container.decodeIfPresent(TypeReference.self, forKey: .parsedType)
        defaultValue = try container.decodeIfPresent(String.self, forKey: .defaultValue)
        parsedDefault = try container.decodeIfPresent(DefaultValue.self, forKey: .parsedDefault)
        isRequired = try container.decode(Bool.self, forKey: .isRequired)
        valueType = try container.decodeIfPresent(ValueType.self, forKey: .valueType)
        runtimeReason = try container.decodeIfPresent(String.self, forKey: .runtimeReason)
        description = try container.decode(String.self, forKey: .description)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        document = try container.decodeIfPresent(String.self, forKey: .document)
        isTypeInferred = try container.decodeIfPresent(Bool.self, forKey: .isTypeInferred) ?? false
    }

    // Absent values are written as `null` so the dump's shape does not depend on the spec.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(label, forKey: .label)
        try container.encode(type, forKey: .type)
        try container.encode(parsedType, forKey: .parsedType)
        try container.encode(defaultValue, forKey: .defaultValue)
        try container.encode(parsedDefault, forKey: .parsedDefault)
        try container.encode(isRequired, forKey: .isRequired)
        try container.encode(isData, forKey: .isData)
        try container.encode(valueType, forKey: .valueType)
        try container.encode(runtimeReason, forKey: .runtimeReason)
        try container.encode(description, forKey: .description)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encodeIfPresent(document, forKey: .document)
        // Written only when set, so documents without such a type dump as before.
        if isTypeInferred { try container.encode(true, forKey: .isTypeInferred) }
    }
}
