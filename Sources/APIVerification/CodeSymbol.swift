import Foundation
import SpecModel

/// One public declaration of the code, as the compiler's symbol graph describes it (copied out of SymbolKit's
/// types, which are not `Sendable`).
public struct CodeSymbol: Sendable, Hashable {
    /// The module that declares it (an extension graph's symbols belong to the extending module).
    public var module: String
    /// Its path inside the module: `["Snackbar", "init(message:)"]`.
    public var path: [String]
    /// The graph's kind identifier without the language: `struct`, `init`, `method`, `enum.case`, `typealias`.
    public var kind: String
    /// The declaration as the compiler prints it, in fragments.
    public var fragments: [CodeFragment]
    /// The compiler's unique name for it.
    public var preciseIdentifier: String
    /// Where it is declared, when the graph says.
    public var location: SourceLocation?
    /// Whether it is `public` or `open`.
    public var isPublic: Bool

    /// Creates a symbol.
    public init(
        module: String,
        path: [String],
        kind: String,
        fragments: [CodeFragment],
        preciseIdentifier: String,
        location: SourceLocation?,
        isPublic: Bool
    ) {
        self.module = module
        self.path = path
        self.kind = kind
        self.fragments = fragments
        self.preciseIdentifier = preciseIdentifier
        self.location = location
        self.isPublic = isPublic
    }

    /// The last path component's base name: `init` for `init(message:)`, `show` for `show(_:at:)`.
    public var baseName: String {
        let last = path.last ?? ""
        return last.firstIndex(of: "(").map { String(last[..<$0]) } ?? last
    }

    /// The declaration as one line of Swift (a default written over several lines is joined, so a note stays one line).
    public var declaration: String {
        fragments.map(\.spelling).joined().replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: ", )", with: ")")
    }

    /// The identifier of the declaration itself: a synthesized copy of a protocol extension's member on a conforming
    /// type (`s:…::SYNTHESIZED::s:…`) names the member it copies.
    public var declaredIdentifier: String {
        preciseIdentifier.range(of: "::SYNTHESIZED::").map { String(preciseIdentifier[..<$0.lowerBound]) } ?? preciseIdentifier
    }

    /// Whether the graph copied it onto a conforming type (its synthesized members) rather than read it where declared.
    public var isSynthesized: Bool { preciseIdentifier.contains("::SYNTHESIZED::") }

    /// The path written with dots: `Snackbar.init(message:)`.
    public var qualifiedName: String { path.joined(separator: ".") }

    /// Whether it names a type (a typealias included).
    public var isType: Bool { CodeSymbol.typeKinds.contains(kind) }

    /// Whether it can be called with arguments: an initializer, a method or a free function.
    public var isCallable: Bool { CodeSymbol.callableKinds.contains(kind) }

    /// Whether it is a public method or free function of base name `name`: what a page naming `name(…)` may call.
    public func isPublicFunction(named name: String) -> Bool {
        isPublic && isCallable && kind != "init" && baseName == name
    }

    static let typeKinds: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    static let callableKinds: Set<String> = ["init", "method", "type.method", "func"]
}

/// One piece of a printed declaration (`keyword`, `externalParam`, `typeIdentifier`, `text`, …).
public struct CodeFragment: Sendable, Hashable {
    /// The fragment's kind as the graph names it.
    public var kind: String
    /// Its text.
    public var spelling: String
    /// The declaration a type identifier refers to, when the graph says.
    public var preciseIdentifier: String?

    /// Creates a fragment.
    public init(kind: String, spelling: String, preciseIdentifier: String? = nil) {
        self.kind = kind
        self.spelling = spelling
        self.preciseIdentifier = preciseIdentifier
    }
}
