import SpecModel

/// The JSON contract of the generated models, decided once: what a payload may hold, which both the JSON Schema
/// states and the Swift decoder enforces (docs/contract.md says why each choice was made).
public struct Contract: Sendable, Hashable {
    /// The choices the configuration makes.
    public var policy: ContractPolicy

    /// The contract under `policy`.
    public init(_ policy: ContractPolicy = ContractPolicy()) {
        self.policy = policy
    }

    /// Whether an object may hold keys its type has no parameter for.
    public var acceptsUnknownKeys: Bool { policy.unknownKeys == .ignore }

    /// Whether an enumeration accepts strings none of its cases has, keeping them as written.
    public var keepsUnknownEnumCases: Bool { policy.unknownEnumCases == .fallback }

    /// The largest integer magnitude: 2^53 − 1, the integers every JSON reader holds exactly (RFC 7493, I-JSON).
    public static let integerLimit = JSONLimits.integer

    /// The largest number magnitude: the largest finite IEEE 754 double.
    public static let numberLimit = Double.greatestFiniteMagnitude

    /// The longest duration in seconds: the longest finite Kotlin `Duration` in whole seconds (about 146 million years),
    /// so every whole number of seconds up to it is exact in JSON, Kotlin holds it, and converting it to Swift's
    /// `Duration` cannot overflow.
    public static let durationLimit = JSONLimits.durationSeconds

    /// The pattern a date's text matches: an RFC 3339 date and time in the Gregorian calendar (years 0000 to 9999,
    /// days that exist, leap years included), seconds 00–59 (no leap second), any fraction of a second, and `Z` or an
    /// offset. ASCII digits only; the end is `(?![\s\S])` rather than `$`, which in Python and ICU also matches before
    /// a final line break.
    public static let datePattern =
        "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)"
        + "|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)"
        + "[Tt](?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]+)?(?:[Zz]|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])(?![\\s\\S])"

    /// The pattern a web address matches: an absolute URI of RFC 3986 (a scheme, then an authority and path, a path,
    /// a query and a fragment, with percent-escapes), without IP-literal hosts in brackets.
    public static let urlPattern: String = {
        let unreserved = "A-Za-z0-9\\-._~!$&'()*+,;="
        let escaped = "%[0-9A-Fa-f]{2}"
        let pchar = "(?:[\(unreserved):@]|\(escaped))"
        let segment = "\(pchar)*"
        let userinfo = "(?:[\(unreserved):]|\(escaped))*"
        let host = "(?:[\(unreserved)]|\(escaped))*"
        let authority = "(?:\(userinfo)@)?\(host)(?::[0-9]*)?"
        let hierarchy = "(?://\(authority)(?:/\(segment))*|/?(?:\(pchar)+(?:/\(segment))*)?)"
        let tail = "(?:[\(unreserved):@/?]|\(escaped))*"
        return "^[A-Za-z][A-Za-z0-9+.\\-]*:\(hierarchy)(?:\\?\(tail))?(?:#\(tail))?(?![\\s\\S])"
    }()

    /// What `null` and an absent key mean for a property.
    public func absence(of property: PropertyPlan) -> Absence {
        if property.isRequired { return .required }
        guard property.type.isOptional else { return .defaulted }
        let hasValueDefault = property.parameter.parsedDefault.map { $0 != .null } ?? false
        return hasValueDefault ? .optionalWithDefault : .optional
    }

    /// What `null` and an absent key mean for a property.
    public enum Absence: Sendable, Hashable {
        /// The key must be there and not null.
        case required
        /// Absent takes the default; null is not a value of the type, so it is invalid.
        case defaulted
        /// Absent and null both mean no value (nil); nil encodes as an absent key.
        case optional
        /// Absent takes the (non-null) default; null means no value, and nil encodes as null so it stays nil.
        case optionalWithDefault
    }
}
