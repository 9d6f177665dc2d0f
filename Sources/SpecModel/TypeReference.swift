/// A parsed Swift or Kotlin type such as `String?`, `[Int]`, `Binding<Bool>` or `(() -> Void)?`.
public struct TypeReference: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The shape of a type.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// A nominal type, possibly qualified (`LDSnackbar.Model`) and generic (`Binding<Bool>`).
        case named
        /// `T?`; `arguments[0]` is the wrapped type.
        case optional
        /// `[T]`; `arguments[0]` is the element type.
        case array
        /// `[K: V]`; `arguments` are key and value.
        case dictionary
        /// `(A, B) -> R`; `arguments` are the parameters, `result` the return type.
        case function
        /// `(A, B)`; `arguments` are the elements.
        case tuple
    }

    /// The shape.
    public var kind: Kind
    /// The name for `named` types (`Binding`, `LDSnackbar.Model`), otherwise nil.
    public var name: String?
    /// Generic arguments, wrapped type, elements or function parameters, by `kind`.
    public var arguments: [TypeReference]
    /// The result of a function type (an array only because a struct cannot hold itself directly).
    public var result: [TypeReference]
    /// Attributes written on the type (`@escaping`, `@Sendable`, `inout`).
    public var attributes: [String]

    /// Creates a type reference.
    public init(
        kind: Kind,
        name: String? = nil,
        arguments: [TypeReference] = [],
        result: TypeReference? = nil,
        attributes: [String] = []
    ) {
        self.kind = kind
        self.name = name
        self.arguments = arguments
        self.result = result.map { [$0] } ?? []
        self.attributes = attributes
    }

    /// A nominal type.
    public static func named(_ name: String, _ arguments: [TypeReference] = []) -> Self {
        Self(kind: .named, name: name, arguments: arguments)
    }

    /// `wrapped?`.
    public static func optional(_ wrapped: TypeReference) -> Self {
        Self(kind: .optional, arguments: [wrapped])
    }

    /// `[element]`.
    public static func array(_ element: TypeReference) -> Self {
        Self(kind: .array, arguments: [element])
    }

    /// The type with `?` removed, if it is optional.
    public var unwrapped: TypeReference {
        kind == .optional && arguments.count == 1 ? arguments[0] : self
    }

    /// Whether the type is `T?`.
    public var isOptional: Bool { kind == .optional }

    /// Whether the type is a closure, optional or not.
    public var isFunction: Bool { unwrapped.kind == .function }

    private enum CodingKeys: String, CodingKey {
        case kind, name, arguments, result, attributes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.kind = try container.decode(Kind.self, forKey: .kind)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.arguments = try container.decodeIfPresent([TypeReference].self, forKey: .arguments) ?? []
        self.result = try container.decodeIfPresent(TypeReference.self, forKey: .result).map { [$0] } ?? []
        self.attributes = try container.decodeIfPresent([String].self, forKey: .attributes) ?? []
    }

    // Compact form: empty lists and absent parts are left out, `result` is a single object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(name, forKey: .name)
        if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
        try container.encodeIfPresent(result.first, forKey: .result)
        if !attributes.isEmpty { try container.encode(attributes, forKey: .attributes) }
    }

    /// The type written back in Swift syntax, attributes omitted.
    public var description: String {
        switch kind {
        case .named:
            let base = name ?? "_"
            return arguments.isEmpty ? base : "\(base)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional:
            let wrapped = arguments.first?.description ?? "_"
            return arguments.first?.kind == .function ? "(\(wrapped))?" : "\(wrapped)?"
        case .array:
            return "[\(arguments.first?.description ?? "_")]"
        case .dictionary:
            return "[\(arguments.first?.description ?? "_"): \(arguments.dropFirst().first?.description ?? "_")]"
        case .function:
            let parameters = arguments.map(\.description).joined(separator: ", ")
            return "(\(parameters)) -> \(result.first?.description ?? "Void")"
        case .tuple:
            return "(\(arguments.map(\.description).joined(separator: ", ")))"
        }
    }
}
