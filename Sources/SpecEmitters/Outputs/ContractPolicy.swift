/// The choices about the JSON contract that teams make differently (`contract:` in specgen.yml); the rest of the
/// contract is fixed (see `Contract` and docs/contract.md).
public struct ContractPolicy: Sendable, Hashable {
    /// What a model does with an object key it has no parameter for.
    public var unknownKeys: UnknownKeyPolicy
    /// What a model does with a string no case of an enumeration has.
    public var unknownEnumCases: UnknownEnumCasePolicy

    /// Creates a policy; the defaults let an app keep decoding what a newer server sends.
    public init(unknownKeys: UnknownKeyPolicy = .ignore, unknownEnumCases: UnknownEnumCasePolicy = .fallback) {
        self.unknownKeys = unknownKeys
        self.unknownEnumCases = unknownEnumCases
    }
}

/// What a model does with an object key it has no parameter for.
public enum UnknownKeyPolicy: String, Sendable, Hashable, CaseIterable {
    /// The payload is invalid: the schema says `additionalProperties: false` and the decoder throws.
    case reject
    /// The key is skipped: the schema allows it and the decoder does not read it (nor re-encode it).
    case ignore
}

/// What a model does with a string no case of an enumeration has.
public enum UnknownEnumCasePolicy: String, Sendable, Hashable, CaseIterable {
    /// The payload is invalid: the schema lists the cases in `enum` and the decoder throws.
    case reject
    /// The value is kept: the Swift enumeration has a case holding the raw value, which encodes unchanged, and the
    /// schema accepts any string (listing the known ones).
    case fallback
}
