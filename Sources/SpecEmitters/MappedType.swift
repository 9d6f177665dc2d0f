import SpecModel

/// A data parameter's type under DESIGN.md's mapping, the one source for Swift and JSON Schema types.
public indirect enum MappedType: Sendable, Hashable {
    case scalar(ScalarType)
    /// An enumeration the spec declares: its Swift name and its name in the spec.
    case enumeration(swiftName: String, specName: String)
    case optional(MappedType)
    case array(MappedType)

    /// Maps a parsed type; nil for types with no JSON form (callers only pass data parameters).
    init?(_ type: TypeReference, enumerations: [String: String]) {
        switch type.kind {
        case .optional:
            guard let wrapped = MappedType(type.unwrapped, enumerations: enumerations) else { return nil }
            // `T??` has no JSON form distinct from `T?`.
            self = wrapped.isOptional ? wrapped : .optional(wrapped)
        case .array:
            guard let element = type.arguments.first.flatMap({ MappedType($0, enumerations: enumerations) }) else { return nil }
            self = .array(element)
        case .named where type.isListName:
            guard let element = type.arguments.first.flatMap({ MappedType($0, enumerations: enumerations) }) else { return nil }
            self = .array(element)
        case .named:
            if let scalar = type.scalar {
                self = .scalar(scalar)
            } else if let name = type.name, let swiftName = enumerations[name] {
                self = .enumeration(swiftName: swiftName, specName: name)
            } else {
                return nil
            }
        case .dictionary, .function, .tuple:
            return nil
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The Swift spelling: `String`, `Double`, `Duration`, `BannerVariant?`, `[Int]`.
    var swiftType: String {
        switch self {
        case .scalar(.string): "String"
        case .scalar(.bool): "Bool"
        case .scalar(.integer): "Int"
        case .scalar(.number): "Double"
        case .scalar(.duration): "Duration"
        case .enumeration(let swiftName, _): swiftName
        case .optional(let wrapped): wrapped.swiftType + "?"
        case .array(let element): "[\(element.swiftType)]"
        }
    }

    /// The type values are coded as: durations travel as seconds (`Double`).
    var codingType: String {
        switch self {
        case .scalar(.duration): "Double"
        case .optional(let wrapped): wrapped.codingType + "?"
        case .array(let element): "[\(element.codingType)]"
        default: swiftType
        }
    }

    /// Whether coding needs a conversion (any duration inside).
    var containsDuration: Bool {
        switch self {
        case .scalar(.duration): true
        case .optional(let inner), .array(let inner): inner.containsDuration
        default: false
        }
    }
}
