/// A data parameter's default, parsed for its type; both emitted forms (the Swift model, the JSON Schema) carry it.
public indirect enum DefaultValue: Sendable, Hashable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case number(Double)
    /// A duration in seconds.
    case seconds(Double)
    /// An enumeration case, by the name the spec declared it with.
    case enumCase(String)
    case array([DefaultValue])
    /// A record's value: the fields written, in the order written.
    case record([FieldValue])
    /// A map's value: its entries (key and value), in the order written.
    case map([FieldValue])
    case null

    /// One field of a record's value.
    public struct FieldValue: Codable, Sendable, Hashable {
        /// The field's name.
        public var name: String
        /// Its value.
        public var value: DefaultValue

        /// Creates a field value.
        public init(name: String, value: DefaultValue) {
            self.name = name
            self.value = value
        }
    }
}

extension DefaultValue: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, value
    }

    private enum Kind: String, Codable {
        case string, bool, integer, number, seconds, enumCase, array, record, map, null
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .string: self = .string(try container.decode(String.self, forKey: .value))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: .value))
        case .integer: self = .integer(try container.decode(Int.self, forKey: .value))
        case .number: self = .number(try container.decode(Double.self, forKey: .value))
        case .seconds: self = .seconds(try container.decode(Double.self, forKey: .value))
        case .enumCase: self = .enumCase(try container.decode(String.self, forKey: .value))
        case .array: self = .array(try container.decode([DefaultValue].self, forKey: .value))
        case .record: self = .record(try container.decode([FieldValue].self, forKey: .value))
        case .map: self = .map(try container.decode([FieldValue].self, forKey: .value))
        case .null: self = .null
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let value): try container.encode(Kind.string, forKey: .kind); try container.encode(value, forKey: .value)
        case .bool(let value): try container.encode(Kind.bool, forKey: .kind); try container.encode(value, forKey: .value)
        case .integer(let value): try container.encode(Kind.integer, forKey: .kind); try container.encode(value, forKey: .value)
        case .number(let value): try container.encode(Kind.number, forKey: .kind); try container.encode(value, forKey: .value)
        case .seconds(let value): try container.encode(Kind.seconds, forKey: .kind); try container.encode(value, forKey: .value)
        case .enumCase(let value): try container.encode(Kind.enumCase, forKey: .kind); try container.encode(value, forKey: .value)
        case .array(let value): try container.encode(Kind.array, forKey: .kind); try container.encode(value, forKey: .value)
        case .record(let value): try container.encode(Kind.record, forKey: .kind); try container.encode(value, forKey: .value)
        case .map(let value): try container.encode(Kind.map, forKey: .kind); try container.encode(value, forKey: .value)
        case .null: try container.encode(Kind.null, forKey: .kind)
        }
    }
}
