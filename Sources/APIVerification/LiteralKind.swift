import SpecModel

/// What a literal argument is, by its spelling alone; anything that is not plainly a literal is nil and not compared.
public enum LiteralKind: String, Sendable {
    case string = "the string"
    case bool = "the Boolean"
    case integer = "the integer"
    case decimal = "the number"

    public init?(_ text: String) {
        if text.count >= 2, text.first == "\"", text.last == "\"" {
            self = .string
        } else if text == "true" || text == "false" {
            self = .bool
        } else if let first = text.first, first.isNumber || (first == "-" && text.count > 1) {
            let digits = text.drop { $0 == "-" }
            guard digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
            self = digits.contains(".") ? .decimal : .integer
        } else {
            return nil
        }
    }

    /// Whether a value of a type the code declares (`Bool`, `TimeInterval?`) takes this literal; nil when that type is
    /// no scalar a literal can be weighed against (a generic, another module's type).
    public func fits(codeType: String) -> Bool? {
        var type = Substring(codeType.trimmingWhitespaces())
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        return ScalarType(typeName: String(type)).map(fits)
    }

    /// Whether a parameter of type `scalar` accepts this literal (Swift and Kotlin agree on these).
    public func fits(_ scalar: ScalarType) -> Bool {
        switch scalar {
        case .string: self == .string
        case .bool: self == .bool
        case .integer: self == .integer
        case .number: self == .integer || self == .decimal
        // A duration is written as a call (`.seconds(3)`, `3.seconds`); a bare number is seconds in some APIs.
        case .duration: self == .integer || self == .decimal
        // Written as strings or constructed; not compared.
        case .date, .url: true
        }
    }
}
