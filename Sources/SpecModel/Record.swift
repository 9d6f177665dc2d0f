/// A data type with named fields that the spec defines, such as an options object a parameter takes
/// (`{ toastRole?: string; closeButtonLabel?: string }`); generated as a nested value type and a schema `$defs` entry.
public struct Record: Codable, Sendable, Hashable {
    /// The type's name: the component's and the parameter's (`ToastAccessibility`), or as declared.
    public var name: String
    /// The fields in the order written.
    public var fields: [RecordField]
    /// Line where the type is written.
    public var line: Int
    /// Column of the same.
    public var column: Int
    /// The document it comes from, when that is not the component's first document (`source`).
    public var document: String?

    /// Creates a record.
    public init(name: String, fields: [RecordField], line: Int, column: Int) {
        self.name = name
        self.fields = fields
        self.line = line
        self.column = column
    }
}

/// One field of a record.
public struct RecordField: Codable, Sendable, Hashable {
    /// The field's name; also its JSON key.
    public var name: String
    /// The field's data type.
    public var valueType: ValueType
    /// Whether a value must give it: not marked optional and no default.
    public var isRequired: Bool
    /// The field's default, when the type declares one.
    public var defaultValue: DefaultValue?
    /// Line where the field is written.
    public var line: Int
    /// Column of the same.
    public var column: Int

    /// Creates a field.
    public init(name: String, valueType: ValueType, isRequired: Bool, defaultValue: DefaultValue? = nil, line: Int, column: Int) {
        self.name = name
        self.valueType = valueType
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.line = line
        self.column = column
    }
}
