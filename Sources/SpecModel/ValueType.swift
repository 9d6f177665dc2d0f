/// A data parameter's type under DESIGN.md's type mapping, decided once by the parser; every emitter reads it.
public indirect enum ValueType: Sendable, Hashable {
    /// A scalar (`String`, `Bool`, `Int`, `Double`, `Duration`).
    case scalar(ScalarType)
    /// An enumeration the spec declares, by its name in the spec.
    case enumeration(String)
    /// A record (a type with named fields) the spec defines, by its name in the spec.
    case record(String)
    /// A value that may be absent.
    case optional(ValueType)
    /// A list of values.
    case array(ValueType)
    /// A map from string keys to values (a JSON object): `[String: T]`, `Map<String, T>`, `Record<string, T>`.
    case map(ValueType)

    /// Whether the value may be absent.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether a duration is inside (coded as seconds).
    public var containsDuration: Bool {
        switch self {
        case .scalar(.duration): true
        case .optional(let inner), .array(let inner), .map(let inner): inner.containsDuration
        // A record codes its own fields.
        case .scalar, .enumeration, .record: false
        }
    }

    /// Whether a date is inside (coded as an ISO 8601 string).
    public var containsDate: Bool {
        switch self {
        case .scalar(.date): true
        case .optional(let inner), .array(let inner), .map(let inner): inner.containsDate
        // A record codes its own fields.
        case .scalar, .enumeration, .record: false
        }
    }

    /// The spec names of the enumerations this type refers to.
    public var enumerationNames: [String] {
        switch self {
        case .enumeration(let name): [name]
        case .optional(let inner), .array(let inner), .map(let inner): inner.enumerationNames
        case .scalar, .record: []
        }
    }

    /// The spec names of the records this type refers to.
    public var recordNames: [String] {
        switch self {
        case .record(let name): [name]
        case .optional(let inner), .array(let inner), .map(let inner): inner.recordNames
        case .scalar, .enumeration: []
        }
    }
}

extension ValueType: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, name, wrapped, element, value
    }

    // `{"kind": "integer"}`, `{"kind": "enumeration", "name": "BannerVariant"}`, `{"kind": "optional", "wrapped": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .scalar(let scalar): try container.encode(scalar.rawValue, forKey: .kind)
        case .enumeration(let name):
            try container.encode("enumeration", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .record(let name):
            try container.encode("record", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .optional(let wrapped):
            try container.encode("optional", forKey: .kind)
            try container.encode(wrapped, forKey: .wrapped)
        case .array(let element):
            try container.encode("array", forKey: .kind)
            try container.encode(element, forKey: .element)
        case .map(let value):
            try container.encode("map", forKey: .kind)
            try container.encode(value, forKey: .value)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "enumeration": self = .enumeration(try container.decode(String.self, forKey: .name))
        case "record": self = .record(try container.decode(String.self, forKey: .name))
        case "optional": self = .optional(try container.decode(ValueType.self, forKey: .wrapped))
        case "array": self = .array(try container.decode(ValueType.self, forKey: .element))
        case "map": self = .map(try container.decode(ValueType.self, forKey: .value))
        default:
            guard let scalar = ScalarType(rawValue: kind) else {
                throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown value type '\(kind)'")
            }
            self = .scalar(scalar)
        }
    }
}
