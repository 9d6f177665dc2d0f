/// What a code block's example declares for itself, as opposed to the component API it shows: decided here
/// once, for the reader (usage calls and declarations) and for `verify-api` alike.
///
/// An example's own are: functions with a body (an app's handlers, `func didSelect(range:) { … }`), stored
/// state (`@State var`, `let`/`var` at any level), the types it declares (`struct ContentView: View`) and
/// helper extensions whose members have bodies. An API listing shows signatures without bodies; an
/// initializer keeps its signature even when a body follows (`init(title:) { self.title = title }`).
public struct ExampleCode: Sendable {
    /// One declaration the example makes for itself.
    public struct OwnDeclaration: Sendable, Equatable {
        /// The declared name (a function, a variable, a type, or the extended type).
        public var name: String
        /// Byte range in the code: from its first attribute or keyword to the end of its body.
        public var range: Range<Int>
        /// What kind of declaration it is, which says why it is the example's.
        public var kind: Kind
        /// Why it is the example's and not the component's ("a function with a body: the example's own handler").
        public var reason: String { kind.reason }
        /// Whether it is a function outside any type whose body runs statements (an app's handler): the
        /// example's own even under an API heading, where an empty body may still stand for a listed signature.
        public var runsStatements = false
    }

    /// The kinds of declaration an example makes for itself.
    public enum Kind: Sendable, Equatable {
        /// A function with a body.
        case function
        /// A variable or constant.
        case variable
        /// A type whose members have bodies.
        case type
        /// An extension whose members have bodies.
        case helperExtension

        /// Why a declaration of this kind is the example's own.
        var reason: String {
            switch self {
            case .function: "a function with a body is the example's own, not the component's API"
            case .variable: "a variable is state or a value the example keeps for itself"
            case .type: "a type the example declares for itself (its members have bodies)"
            case .helperExtension: "a helper extension whose members have bodies is the example's own"
            }
        }
    }

    /// The example's own declarations, in code order (outer ones before the ones they hold).
    public private(set) var ownDeclarations: [OwnDeclaration] = []
    /// Types the example declares (`struct ContentView`, `class MyCell`): never the component.
    public private(set) var declaredTypes: Set<String> = []
    /// Functions the example declares (its handlers), by name.
    public private(set) var declaredFunctions: Set<String> = []
    /// Whether the block runs statements at its top level (calls, assignments, bindings): usage, not a listing.
    public private(set) var hasStatements = false

    /// Classifies Swift (or Swift-like) code.
    public init(_ code: String) {
        self.init(UsageTokens(CodeText(code)))
    }

    init(_ tokens: UsageTokens) {
        var depth = 0
        var position = 0
        var pendingStart: Int?
        var isPublic = false
        while let token = tokens[position] {
            if token.kind == .punctuation {
                if ["{", "(", "["].contains(token.text) { depth += 1 }
                if ["}", ")", "]"].contains(token.text) { depth = max(0, depth - 1) }
                if token.text == "@", tokens[position + 1]?.kind == .name {
                    pendingStart = pendingStart ?? token.offset
                    position += 2
                    if tokens.isPunctuation("(", at: position), let close = tokens.partner[position] { position = close + 1 }
                    continue
                }
                pendingStart = nil
                isPublic = false
                position += 1
                continue
            }
            if token.kind == .name, Self.modifiers.contains(token.text), tokens[position + 1]?.kind == .name {
                pendingStart = pendingStart ?? token.offset
                isPublic = isPublic || Self.publishing.contains(token.text)
                position += 1
                continue
            }
            let start = pendingStart ?? token.offset
            let published = isPublic
            pendingStart = nil
            isPublic = false
            guard token.kind == .name, let name = tokens[position + 1], name.kind == .name else {
                if depth == 0, token.kind == .name, token.startsLine, !Self.declarationWords.contains(token.text) { hasStatements = true }
                position += 1
                continue
            }
            switch token.text {
            case "func", "fun":
                declaredFunctions.insert(name.text)
                // A public function is the library's, shown with its body or not.
                if !published, let body = Self.body(after: position + 2, in: tokens) {
                    ownDeclarations.append(
                        OwnDeclaration(
                            name: name.text,
                            range: start..<Self.end(of: body, in: tokens),
                            kind: .function,
                            runsStatements: depth == 0 && Self.runsStatements(body, in: tokens)
                        )
                    )
                } else if !published, token.text == "fun", let end = Self.expressionBodyEnd(after: position + 2, in: tokens) {
                    // Kotlin's expression body (`fun Modifier.fade(): Modifier = alpha(0.5f)`) is a body too, and runs.
                    ownDeclarations.append(
                        OwnDeclaration(name: name.text, range: start..<end, kind: .function, runsStatements: depth == 0)
                    )
                }
            case "var", "let", "val":
                ownDeclarations.append(
                    OwnDeclaration(
                        name: name.text,
                        range: start..<(name.offset + name.text.utf8.count),
                        kind: .variable
                    )
                )
                if depth == 0 { hasStatements = true }
            case "struct", "class", "enum", "actor", "protocol":
                declaredTypes.insert(name.text)
                if !published, let body = Self.body(after: position + 2, in: tokens), Self.holdsStatements(body, in: tokens) {
                    ownDeclarations.append(
                        OwnDeclaration(
                            name: name.text,
                            range: start..<Self.end(of: body, in: tokens),
                            kind: .type
                        )
                    )
                }
            case "extension":
                if let body = Self.body(after: position + 2, in: tokens), Self.holdsStatements(body, in: tokens),
                    !Self.publishes(body, in: tokens)
                {
                    ownDeclarations.append(
                        OwnDeclaration(
                            name: name.text,
                            range: start..<Self.end(of: body, in: tokens),
                            kind: .helperExtension
                        )
                    )
                }
            default:
                if depth == 0, token.startsLine, !Self.declarationWords.contains(token.text) { hasStatements = true }
            }
            position += 1
        }
    }

    /// Whether the declaration starting at `offset` lies inside a type the example declares for itself (`struct File:
    /// ExpressibleByArgument { init?(argument: String) { … } }`): an initializer there is that type's, not the library's.
    public func isInOwnType(declarationAt offset: Int) -> Bool {
        ownDeclarations.contains { $0.range.contains(offset) && $0.kind == .type }
    }

    /// Why the declaration starting at `offset` (its first attribute, modifier or keyword) is the example's
    /// own, or nil when it may be the component's API.
    public func reason(forDeclarationAt offset: Int) -> String? {
        ownDeclarations.first { $0.range.contains(offset) }?.reason
    }

    /// Whether the declaration starting at `offset` is a function outside any type whose body runs statements.
    public func runsStatements(declarationAt offset: Int) -> Bool {
        ownDeclarations.first { $0.range.contains(offset) }?.runsStatements == true
    }

    /// The modifiers that publish a declaration beyond its module: a page's own example code never needs them.
    static let publishing: Set<String> = ["public", "open"]

    /// Whether a member's line publishes it: `public` or `open` among the words before its `var`/`let`.
    static func isPublished(line: String) -> Bool {
        line.split(whereSeparator: \.isWhitespace).prefix { $0 != "var" && $0 != "let" }.contains { publishing.contains(String($0)) }
    }

    /// Modifiers that may precede a declaration keyword.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "static", "final", "override", "mutating", "nonisolated",
        "convenience", "required", "lazy", "weak", "unowned",
    ]

    private static let declarationWords: Set<String> = [
        "init", "func", "var", "let", "struct", "class", "enum", "case", "actor", "protocol", "extension", "import", "typealias",
        "public", "private", "fileprivate", "internal", "open", "static", "final", "override", "mutating", "nonisolated",
        "convenience", "required", "some", "any", "throws", "async", "rethrows", "where", "fun", "val", "constructor", "data",
        "object", "interface", "sealed", "companion", "deinit", "subscript", "indirect",
    ]

    /// The `{` that opens a body after a signature starting at `position` (before the next line's declaration).
    private static func body(after position: Int, in tokens: UsageTokens) -> Int? {
        var index = position
        while let token = tokens[index] {
            if token.kind == .punctuation {
                switch token.text {
                case "{": return index
                case "(", "[":
                    guard let close = tokens.partner[index] else { return nil }
                    index = close + 1
                    continue
                case "=" where tokens[index + 1]?.text == "=":
                    // `==` of a generic `where` clause (`where T.Element == String`), not a stored value's `=`.
                    index += 2
                    continue
                case "}", ";", "=": return nil
                default: break
                }
            } else if token.kind == .name, index > position, token.startsLine,
                declarationWords.contains(token.text) || token.text.first == "@"
            {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The end (a byte offset) of a Kotlin expression body: the `=` after a signature starting at `position`, then the
    /// expression to the end of its line, with the brackets it opens and the lines that go on with `.`.
    private static func expressionBodyEnd(after position: Int, in tokens: UsageTokens) -> Int? {
        var index = position
        while let token = tokens[index], !(token.kind == .punctuation && token.text == "=") {
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[":
                    guard let close = tokens.partner[index] else { return nil }
                    index = close + 1
                    continue
                case "{", "}", ";": return nil
                default: break
                }
            } else if index > position, token.startsLine {
                return nil
            }
            index += 1
        }
        // `==` belongs to an expression, never to a signature.
        guard tokens[index] != nil, tokens[index + 1]?.text != "=" else { return nil }
        let equals = index
        var last = equals
        var next = equals + 1
        while let token = tokens[next], next == equals + 1 || !token.startsLine || token.text == "." {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text), let close = tokens.partner[next] { next = close }
            last = next
            next += 1
        }
        guard last > equals, let final = tokens[last] else { return nil }
        return final.offset + final.text.utf8.count
    }

    private static func end(of body: Int, in tokens: UsageTokens) -> Int {
        guard let close = tokens.partner[body], let token = tokens[close] else { return tokens.code.bytes.count }
        return token.offset + 1
    }

    /// Whether the braces at `open` hold a body (`{` outside parameter lists), not only member signatures.
    private static func holdsStatements(_ open: Int, in tokens: UsageTokens) -> Bool {
        guard let close = tokens.partner[open] else { return true }
        var position = open + 1
        while position < close {
            if tokens.isPunctuation("{", at: position) { return true }
            if tokens.isPunctuation("(", at: position), let end = tokens.partner[position] { position = end }
            position += 1
        }
        return false
    }

    /// Whether the braces at `open` hold a statement: a name other than a stub's `fatalError` (`{}`, `{ ... }` hold none).
    private static func runsStatements(_ open: Int, in tokens: UsageTokens) -> Bool {
        guard let close = tokens.partner[open] else { return false }
        return (open + 1..<close).contains { tokens[$0]?.kind == .name && tokens[$0]?.text != "fatalError" }
    }

    /// Whether the braces at `open` declare public members (`public func …`): the library's own extension.
    private static func publishes(_ open: Int, in tokens: UsageTokens) -> Bool {
        guard let close = tokens.partner[open] else { return false }
        return (open + 1..<close).contains { tokens.isName("public", at: $0) || tokens.isName("open", at: $0) }
    }
}
