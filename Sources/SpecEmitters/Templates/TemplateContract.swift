import SpecModel

/// The keys a template's view provides, which `docs/templates.md` documents. Loading templates checks every
/// tag against them, so a misspelt key is an error at its line instead of silently rendering as nothing.
public struct TemplateContract: Sendable {
    /// What a key holds. A struct tree, not an indirect enum: a static tree of enum boxes carries tag bits in its
    /// pointers, which LeakSanitizer cannot follow, so the fuzzer reported it as leaked.
    public struct Shape: Sendable {
        /// The kinds of value.
        public enum Kind: Sendable {
            /// Text to insert.
            case text
            /// A flag for `{{#key}}…{{/key}}` and `{{^key}}…{{/key}}`.
            case flag
            /// Lines of text, iterated with `{{#key}}{{.}}{{/key}}`.
            case lines
            /// An object whose keys a section opens.
            case object
            /// A list of objects a section iterates.
            case list
        }

        /// The kind.
        public let kind: Kind
        /// The keys inside an object or a list item; empty otherwise.
        public let keys: [String: Shape]

        static let text = Shape(kind: .text, keys: [:])
        static let flag = Shape(kind: .flag, keys: [:])
        static let lines = Shape(kind: .lines, keys: [:])
        static func object(_ keys: [String: Shape]) -> Shape { Shape(kind: .object, keys: keys) }
        static func list(_ keys: [String: Shape]) -> Shape { Shape(kind: .list, keys: keys) }
    }

    /// The template's name.
    public let name: String
    /// The keys of the view it renders.
    let keys: [String: Shape]

    /// The contracts of every template, by name; every template a library holds has one.
    public static let all: [String: TemplateContract] = {
        let header: Shape = .object(["source": .text])
        let properties: Shape = .list([
            "doc": .lines, "name": .text, "type": .text, "initParameter": .text, "isLast": .flag,
            "decodeStatement": .text, "encodeStatement": .text, "codingKey": .text,
        ])
        let contracts =
            [
                TemplateContract(name: "Header", keys: ["source": .text]),
                TemplateContract(
                    name: "CodableStruct",
                    keys: [
                        "doc": .lines, "name": .text, "access": .text, "properties": properties, "hasProperties": .flag,
                        "rejectsUnknownKeys": .flag,
                    ]
                ),
                TemplateContract(
                    name: "SwiftModel",
                    keys: [
                        "header": header,
                        "access": .text,
                        "behavior": .object([
                            "doc": .lines, "name": .text, "constants": .list(["doc": .lines, "declaration": .text]),
                        ]),
                        "componentEnumerations": .list([
                            "doc": .lines, "name": .text, "conformances": .text,
                            "cases": .list(["doc": .lines, "declaration": .text]), "members": .lines,
                        ]),
                        "enumerations": .list([
                            "doc": .lines, "name": .text, "cases": .lines, "hasFallback": .flag, "fallbackCase": .text, "allCases": .text,
                            "knownCases": .list(["name": .text, "rawValue": .text]),
                        ]),
                        "records": .list([
                            "doc": .lines, "name": .text, "properties": properties, "hasProperties": .flag, "rejectsUnknownKeys": .flag,
                        ]),
                        "models": .list([
                            "doc": .lines, "name": .text, "properties": properties, "hasProperties": .flag, "rejectsUnknownKeys": .flag,
                        ]),
                        "hasDurations": .flag,
                        "importsFoundation": .flag,
                        "contractSupport": .lines,
                    ]
                ),
                TemplateContract(
                    name: "ModelSamples",
                    keys: [
                        "header": header,
                        "access": .text,
                        "modelsModule": .text,
                        "samples": .list([
                            "schema": .text, "name": .text, "type": .text, "hasArguments": .flag,
                            "arguments": .list(["text": .text, "isLast": .flag]),
                        ]),
                    ]
                ),
                TemplateContract(
                    name: "ConformanceSuite",
                    keys: [
                        "header": header, "component": .text, "harnessName": .text, "factoryName": .text, "factoryDeclaration": .text,
                        "factoryMessageLiteral": .text, "isMainActor": .flag, "conformanceName": .text,
                        "testsName": .text, "suiteNameLiteral": .text,
                        "requirements": .list(["doc": .text, "declaration": .text]),
                        "checks": .list([
                            "doc": .lines, "functionName": .text, "idLiteral": .text, "locationLiteral": .text, "body": .lines,
                            "separator": .text,
                        ]),
                        "hasChecks": .flag,
                        "tests": .list([
                            "functionName": .text, "displayNameLiteral": .text, "isExecutable": .flag, "reasonLines": .lines,
                            "isLast": .flag,
                        ]),
                    ]
                ),
                TemplateContract(name: "ConformanceSupport", keys: ["header": header, "isMainActor": .flag]),
            ] + KotlinTemplateContracts.all
        return Dictionary(uniqueKeysWithValues: contracts.map { ($0.name, $0) })
    }()

    /// Every tag of `text` whose key the view does not provide, as errors located in `file`.
    func problems(in text: String, file: String) -> [Diagnostic] {
        var scopes: [[String: Shape]] = [keys]
        var open: [String] = []
        var problems: [Diagnostic] = []
        for tag in MustacheTags.scan(text) {
            let location = SourceLocation(file: file, line: tag.line, column: tag.column)
            switch tag.kind {
            case .comment, .partial, .pragma: continue
            case .delimiters:
                // Custom delimiters are rare; checking stops rather than misreading the rest.
                return problems
            case .close:
                if !open.isEmpty {
                    open.removeLast()
                    scopes.removeLast()
                }
            case .variable, .section:
                let shape = resolve(tag.name, in: scopes)
                if shape == nil {
                    let known = scopes.last.map { $0.keys.sorted().joined(separator: ", ") } ?? ""
                    problems.append(
                        .error(
                            "the \(name) template uses '\(tag.name)', which its view does not provide"
                                + (known.isEmpty ? "" : " (keys here: \(known))"),
                            at: location
                        )
                    )
                }
                if tag.kind == .section {
                    open.append(tag.name)
                    scopes.append(shape??.keys ?? [:])
                }
            }
        }
        return problems
    }

    /// The shape of `name` seen from the innermost scope outwards, as Mustache looks keys up; `.` is the current item.
    private func resolve(_ name: String, in scopes: [[String: Shape]]) -> Shape?? {
        if name == "." { return .some(Shape.text) }
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first, let found = scopes.reversed().lazy.compactMap({ $0[first] }).first else { return nil }
        var shape = found
        for part in parts.dropFirst() {
            guard shape.kind == .object, let next = shape.keys[part] else { return nil }
            shape = next
        }
        return .some(shape)
    }
}
