// Which supertypes of another module may give a type members the symbol graphs read do not show.
//
// The graphs hold the members of the modules read, not of the platform's or the standard library's types. A type
// that inherits from one of those (a view's `UIView`, a protocol with extensions) may have a member we cannot see,
// so its absence is not certain. Standard protocols whose requirements we know add nothing a caller sets, and only
// the few methods named here that a caller calls by name. Every verifier asks this one question here.

extension ComponentVerification {
    /// Standard-library protocols whose requirements set nothing: conforming to them adds no property a caller sets.
    static let addsNoSettableProperty: Set<String> = [
        "Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable", "Comparable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Identifiable", "RawRepresentable", "Error", "Copyable",
        "Escapable", "SendableMetatype", "BitwiseCopyable",
    ]

    /// The methods those protocols give a conforming type that a caller calls by name (`hash(into:)`, `encode(to:)`).
    static let methodsOfStandardProtocols: Set<String> = ["hash", "encode"]

    /// The supertypes among `foreign` (of other modules) that may add a member the graphs do not show; with `method`,
    /// a standard protocol that gives a conforming type that method counts too.
    static func unseenSupertypes(_ foreign: [String], calling method: String? = nil) -> [String] {
        let callsStandardMethod = method.map(methodsOfStandardProtocols.contains) ?? false
        return foreign.filter { !addsNoSettableProperty.contains($0) || callsStandardMethod }
    }
}
