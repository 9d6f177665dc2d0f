/// The scalar types of DESIGN.md's type mapping, shared by the parser and every emitter.
public enum ScalarType: String, Codable, Sendable, Hashable {
    case string
    case bool
    case integer
    case number
    /// A duration in seconds: `Duration` in Swift, a number in JSON.
    case duration
    /// A point in time: `Date` in Swift, an ISO 8601 string in JSON (`format: date-time`).
    case date
    /// A web address: `URL` in Swift, a string in JSON (`format: uri`).
    case url

    /// The scalar a Swift or Kotlin type name stands for (`Boolean` is `bool`, `CGFloat` is `number`).
    public init?(typeName: String) {
        switch typeName {
        // Swift and Kotlin names, and the TypeScript spellings public component docs use.
        case "String", "Substring", "Character", "Char", "CharSequence", "string": self = .string
        case "Bool", "Boolean", "boolean", "bool": self = .bool
        case "Int", "Int32", "Int64", "Long", "Short", "UInt", "UInt32", "UInt64", "integer": self = .integer
        case "Double", "Float", "CGFloat", "Float32", "Float64", "number", "Number": self = .number
        case "Duration", "TimeInterval": self = .duration
        case "Date", "DateTime", "Instant": self = .date
        case "URL", "Uri", "URI": self = .url
        default: return nil
        }
    }

    /// The Swift name the scalar is written with (`String`, `Duration`).
    public var swiftName: String {
        switch self {
        case .string: "String"
        case .bool: "Bool"
        case .integer: "Int"
        case .number: "Double"
        case .duration: "Duration"
        case .date: "Date"
        case .url: "URL"
        }
    }
}

extension TypeReference {
    /// The scalar this type names, when it is a named scalar.
    public var scalar: ScalarType? {
        guard kind == .named, arguments.isEmpty, let name else { return nil }
        return ScalarType(typeName: name)
    }

    /// Whether the name is a list type of Swift, Kotlin, Java or TypeScript (`Array<T>`, `List<T>`, `ArrayList<T>`).
    public var isListName: Bool {
        kind == .named && arguments.count == 1 && Self.listNames.contains(name ?? "")
    }

    /// Collections a JSON array holds: the order or uniqueness they add is the producer's business.
    private static let listNames: Set<String> = [
        "Array", "List", "MutableList", "Set", "MutableSet", "ArrayList", "LinkedList", "HashSet", "Collection",
        "Iterable", "Sequence", "ReadonlyArray",
    ]
}
