/// A Mustache template compiled once into nodes whose tag names are already `TemplateKey`s, so rendering looks no
/// name up. It reads the text as the Mustache library does (lines, standalone tags, indentation of partials), so
/// both render the same bytes; what it does not take (custom delimiters, inheritance, dynamic partials, transforms)
/// makes `compile` return nil, and the library then renders with Mustache.
struct CompiledTemplate: Sendable {
    /// One piece of a template. Not an enum with payloads (see `TemplateContract.Shape`); an immutable class, because
    /// rendering walks the nodes for every file and copying one is then one retain, not one per field.
    final class Node: Sendable {
        enum Kind: Sendable {
            /// `text` as written.
            case text
            /// A value, HTML-escaped unless the content type is text.
            case variable
            /// A value as it is (`{{{name}}}`, `{{&name}}`).
            case unescapedVariable
            /// `{{#name}}…{{/name}}`.
            case section
            /// `{{^name}}…{{/name}}`.
            case invertedSection
            /// `{{> name}}`, the template called `text`; `indentation` when it stands alone on its line.
            case partial
            /// `{{% CONTENT_TYPE: TEXT}}` (`isText`) or `HTML`.
            case contentType
        }

        let kind: Kind
        let text: String
        let path: KeyPath
        let body: [Node]
        let indentation: String?
        let isText: Bool

        init(kind: Kind, text: String = "", path: KeyPath = KeyPath(), body: [Node] = [], indentation: String? = nil, isText: Bool = false)
        {
            self.kind = kind
            self.text = text
            self.path = path
            self.body = body
            self.indentation = indentation
            self.isText = isText
        }
    }

    /// Where a tag's value is found.
    struct KeyPath: Sendable {
        enum Start: Sendable {
            /// The innermost value (`{{.}}`).
            case current
            /// The first key in the innermost view that has it, then the rest inside it.
            case stack
            /// All keys inside the innermost value (`{{.name}}`).
            case currentChild
        }

        var start = Start.current
        /// The names' keys; nil for a name no view provides (it finds nothing).
        var keys: [TemplateKey?] = []
    }

    /// The nodes in order.
    let nodes: [Node]

    /// The template `text` compiled, or nil when it uses what only the Mustache library renders. `text` has already
    /// been parsed by the library, so errors are not reported here.
    static func compile(_ text: String) -> CompiledTemplate? {
        var reader = Reader(characters: Array(text))
        guard let nodes = try? reader.nodes(closing: nil, atLineStart: true) else { return nil }
        return CompiledTemplate(nodes: nodes)
    }
}

/// Something only the Mustache library renders, or text it would not have parsed.
private struct NotCompiled: Error {}

/// Reads a template's characters into nodes, line by line, with Mustache's rule for standalone tags: a section,
/// closing, comment, partial or pragma tag alone on its line (spaces and tabs aside) takes the whole line with it.
private struct Reader {
    let characters: [Character]
    var index = 0

    init(characters: [Character]) { self.characters = characters }

    private var atEnd: Bool { index >= characters.count }
    private var current: Character { atEnd ? "\0" : characters[index] }

    mutating func nodes(closing section: String?, atLineStart: Bool) throws(NotCompiled) -> [CompiledTemplate.Node] {
        var nodes: [CompiledTemplate.Node] = []
        var lineStart = atLineStart
        var leading = ""
        while !atEnd {
            if lineStart { leading = read { $0 == " " || $0 == "\t" } }
            let text = readTextUntilTag()
            if current.isNewline {
                nodes.append(.init(kind: .text, text: leading + text + String(current)))
                lineStart = true
                index += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.init(kind: .text, text: leading + text))
                leading = ""
                lineStart = false
            }
            if atEnd { break }
            // Whitespace before a tag that does not stand alone stays in the output.
            func keepLeading() {
                if !leading.isEmpty {
                    nodes.append(.init(kind: .text, text: leading))
                    leading = ""
                }
            }
            var standsAlone = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                index += 1
                let name = try readName()
                if isStandalone(lineStart) { standsAlone = true } else { keepLeading() }
                let body = try self.nodes(closing: name, atLineStart: standsAlone)
                nodes.append(.init(kind: inverted ? .invertedSection : .section, path: Self.path(name), body: body))
            case "/":
                index += 1
                let name = try readName()
                guard name == section else { throw NotCompiled() }
                if !isStandalone(lineStart) { keepLeading() }
                return nodes
            case "!":
                index += 1
                try skipComment()
                standsAlone = isStandalone(lineStart)
            case "{", "&":
                let braced = current == "{"
                keepLeading()
                index += 1
                let name = try readName()
                if braced {
                    guard current == "}" else { throw NotCompiled() }
                    index += 1
                }
                nodes.append(.init(kind: .unescapedVariable, path: Self.path(name)))
            case ">":
                index += 1
                _ = read { $0.isWhitespace }
                guard current != "*" else { throw NotCompiled() }
                let name = try readPartialName()
                if !leading.isEmpty { nodes.append(.init(kind: .text, text: leading)) }
                standsAlone = isStandalone(lineStart)
                nodes.append(.init(kind: .partial, text: name, indentation: standsAlone ? leading : nil))
                leading = ""
            case "%":
                index += 1
                nodes.append(.init(kind: .contentType, isText: try readContentType()))
                standsAlone = isStandalone(lineStart)
            case "=", "<", "$":
                throw NotCompiled()
            default:
                keepLeading()
                let name = try readName()
                nodes.append(.init(kind: .variable, path: Self.path(name)))
            }
            lineStart = standsAlone
        }
        guard section == nil else { throw NotCompiled() }
        return nodes
    }

    /// Text up to a line break (not consumed) or past an opening `{{`.
    private mutating func readTextUntilTag() -> String {
        var text = ""
        while !atEnd {
            let character = characters[index]
            if character == "\n" || character == "\r\n" { break }
            if character == "{" {
                if index + 1 < characters.count, characters[index + 1] == "{" {
                    index += 2
                    break
                }
            }
            text.append(character)
            index += 1
        }
        return text
    }

    /// Whether the tag just read is alone on its line; if so, the rest of the line (its break included) is consumed.
    private mutating func isStandalone(_ lineStart: Bool) -> Bool {
        guard lineStart else { return false }
        if atEnd { return true }
        var probe = index
        while probe < characters.count, characters[probe] == " " || characters[probe] == "\t" { probe += 1 }
        guard probe < characters.count, characters[probe].isNewline else { return false }
        index = probe + 1
        return true
    }

    private mutating func read(while accepts: (Character) -> Bool) -> String {
        var text = ""
        while !atEnd, accepts(characters[index]) {
            text.append(characters[index])
            index += 1
        }
        return text
    }

    private mutating func expectClose() throws(NotCompiled) {
        guard index + 1 < characters.count, characters[index] == "}", characters[index + 1] == "}" else { throw NotCompiled() }
        index += 2
    }

    /// A tag's name and its closing braces; a name with a transform (`name(…)`) is not compiled.
    private mutating func readName() throws(NotCompiled) -> String {
        _ = read { $0.isWhitespace }
        let name = read { Self.nameCharacters.contains($0) }
        _ = read { $0.isWhitespace }
        try expectClose()
        guard !name.contains("("), !name.contains(")") else { throw NotCompiled() }
        return name
    }

    private mutating func readPartialName() throws(NotCompiled) -> String {
        let name = read { Self.nameCharacters.contains($0) || $0 == "/" }
        _ = read { $0.isWhitespace }
        try expectClose()
        return name
    }

    private mutating func skipComment() throws(NotCompiled) {
        while index + 1 < characters.count {
            if characters[index] == "}", characters[index + 1] == "}" {
                index += 2
                return
            }
            index += 1
        }
        throw NotCompiled()
    }

    /// `CONTENT_TYPE: TEXT` or `HTML`, and the closing braces; true for text.
    private mutating func readContentType() throws(NotCompiled) -> Bool {
        let word: (Character) -> Bool = { Self.nameCharacters.contains($0) && $0 != "(" && $0 != ")" }
        _ = read { $0.isWhitespace }
        let variable = read(while: word)
        _ = read { $0.isWhitespace }
        guard current == ":" else { throw NotCompiled() }
        index += 1
        _ = read { $0.isWhitespace }
        let value = read(while: word)
        _ = read { $0.isWhitespace }
        try expectClose()
        guard variable == "CONTENT_TYPE", value == "TEXT" || value == "HTML" else { throw NotCompiled() }
        return value == "TEXT"
    }

    private static let nameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")

    /// Mustache's reading of a name: `.` is the current value, `.a` looks only in it, `a.b` finds `a` in the
    /// innermost view that has it.
    private static func path(_ name: String) -> CompiledTemplate.KeyPath {
        if name == "." { return .init(start: .current) }
        let keys = name.split(separator: ".").map { TemplateKey(rawValue: String($0)) }
        if name.first == "." { return .init(start: .currentChild, keys: keys) }
        return .init(start: keys.isEmpty ? .current : .stack, keys: keys)
    }
}
