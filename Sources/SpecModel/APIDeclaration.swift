/// One API of a component: a declaration in a code block, a parameter table, or both merged.
public struct APIDeclaration: Codable, Sendable, Hashable {
    /// The language a declaration is written in.
    public enum Language: String, Codable, Sendable, Hashable {
        case swift
        case kotlin
        /// TypeScript, where only enumerations are read.
        case typescript
        /// Known from a parameter table only.
        case unspecified
    }

    /// What kind of declaration it is.
    public enum Kind: String, Codable, Sendable, Hashable {
        case initializer
        case function
        /// A table of properties with no declaration.
        case properties
    }

    /// The declaration's language.
    public var language: Language
    /// The declared symbol: the type for an initializer, the function's name otherwise.
    public var symbol: String
    /// What kind of declaration it is.
    public var kind: Kind
    /// The module, when the spec states one.
    public var module: String?
    /// Attributes and modifiers written before the declaration (`public`, `@Composable`).
    public var attributes: [String]
    /// The parameters in declaration order (table-only rows follow).
    public var parameters: [Parameter]
    /// The return type as written, if any.
    public var returnType: String?
    /// Line of the declaration (or of the table when there is none).
    public var line: Int
    /// Column of the same.
    public var column: Int
    /// The document it comes from, when that is not the component's first document (`source`).
    public var document: String?
    /// For a Swift API, the line where its document (or, once assembled, one of the component's) says the API is the
    /// same on every platform, so it gives a Kotlin model too; nil when none says so.
    public var sharedStatedAt: Int?
    /// Where the reader took it from, when not from a declaration or a table the document states.
    public var origin: Origin?

    /// Where an API was read from, when the document does not state it as a declaration or a table.
    public enum Origin: String, Codable, Sendable, Hashable {
        /// Inferred from the calls and assignments of the document's usage code (`UsageAPI`).
        case usage
    }

    /// Creates a declaration.
    public init(
        language: Language,
        symbol: String,
        kind: Kind,
        module: String? = nil,
        attributes: [String] = [],
        parameters: [Parameter] = [],
        returnType: String? = nil,
        line: Int,
        column: Int
    ) {
        self.language = language
        self.symbol = symbol
        self.kind = kind
        self.module = module
        self.attributes = attributes
        self.parameters = parameters
        self.returnType = returnType
        self.line = line
        self.column = column
    }
}
