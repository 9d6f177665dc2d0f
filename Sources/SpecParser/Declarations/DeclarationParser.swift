import SpecModel

/// A declaration read from a code block, with byte offsets into the block's code.
struct ParsedDeclaration: Equatable {
    enum Kind: Equatable {
        case initializer
        case function
        case enumeration
    }

    var kind: Kind
    var language: APIDeclaration.Language
    /// The function or enumeration name; nil for initializers.
    var name: String?
    var attributes: [String]
    var parameters: [DeclaredParameter]
    var returnType: String?
    var cases: [String]
    /// Raw values, parallel to `cases`: an explicit string literal, else the case name.
    var rawValues: [String]
    var offset: Int
    /// The type whose body holds the declaration (`struct PebbleView { init(…) }`), or whose Kotlin
    /// primary constructor it is.
    var enclosingType: String? = nil
    /// Whether a body in braces follows the signature (code, where an interface listing has none).
    var hasBody = false
}

/// One parameter of a declaration.
struct DeclaredParameter: Equatable {
    var name: String
    var label: String?
    var typeText: String
    var type: TypeReference
    var defaultValue: String?
    var offset: Int
}

/// A problem in a declaration, at a byte offset into the code.
struct DeclarationProblem: Error, Equatable {
    var message: String
    var offset: Int
}

/// Reads Swift and Kotlin declarations (`init`, `func`, `fun`, `constructor`, `enum`) from code.
///
/// Code that does not start with a declaration (usage examples) is not an error: it yields nothing.
struct DeclarationParser {
    private let code: CodeText
    private let scanner: BracketScanner
    private let languageHint: APIDeclaration.Language?

    /// Parses every declaration at the start of `code` and after each one, until other code begins.
    static func parse(_ text: String, language: APIDeclaration.Language?, readingEnumerationMembers: Bool = false) -> (
        declarations: [ParsedDeclaration], problems: [DeclarationProblem], code: CodeText
    ) {
        let parser = DeclarationParser(code: CodeText(text), languageHint: language)
        var declarations: [ParsedDeclaration] = []
        var offset = 0
        do {
            while true {
                if let (members, end) = try parser.typeBody(at: offset, depth: 0) {
                    declarations += members
                    offset = end
                    continue
                }
                guard let (declaration, end) = try parser.declaration(at: offset) else { break }
                declarations.append(declaration)
                if readingEnumerationMembers, declaration.kind == .enumeration, let name = declaration.name {
                    declarations += parser.enumerationMembers(in: declaration.offset..<end, of: name)
                }
                offset = end
            }
            return (declarations, [], parser.code)
        } catch {
            return (declarations, [error], parser.code)
        }
    }

    private init(code: CodeText, languageHint: APIDeclaration.Language?) {
        self.code = code
        self.scanner = BracketScanner(code: code)
        self.languageHint = languageHint
    }

    private var bytes: [UInt8] { code.bytes }

    // MARK: Declarations

    private func declaration(at start: Int) throws(DeclarationProblem) -> (ParsedDeclaration, Int)? {
        let declarationStart = code.skipSpaces(from: start)
        var (attributes, index) = try attributesAndModifiers(from: declarationStart)
        guard let keywordRange = code.identifier(at: index) else { return nil }
        let keyword = code.text(keywordRange)
        index = keywordRange.upperBound
        switch keyword {
        case "init", "constructor":
            if index < bytes.count, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") { index += 1 }
            let language: APIDeclaration.Language = keyword == "init" ? .swift : .kotlin
            return try callable(.initializer, language: language, name: nil, attributes: attributes, from: index, start: declarationStart)
        case "func", "fun":
            let language: APIDeclaration.Language = keyword == "func" ? .swift : .kotlin
            index = try skipGenericParameters(from: code.skipSpaces(from: index))
            guard var nameRange = code.identifier(at: code.skipSpaces(from: index)) else {
                throw DeclarationProblem(message: "expected a name after '\(keyword)'", offset: index)
            }
            // Kotlin extension functions: `fun Receiver.name(`.
            while nameRange.upperBound < bytes.count, bytes[nameRange.upperBound] == UInt8(ascii: "."),
                let next = code.identifier(at: nameRange.upperBound + 1)
            {
                nameRange = next
            }
            let name = code.text(nameRange).trimmingBackticks
            return try callable(
                .function,
                language: language,
                name: name,
                attributes: attributes,
                from: nameRange.upperBound,
                start: declarationStart
            )
        case "enum":
            return try enumeration(attributes: attributes, from: index, start: declarationStart)
        default:
            return nil
        }
    }

    /// `@MainActor public` before a declaration: the attributes and modifiers, and where the keyword starts.
    private func attributesAndModifiers(from start: Int) throws(DeclarationProblem) -> ([String], Int) {
        var index = start
        var attributes: [String] = []
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "@"), let name = code.identifier(at: index + 1) {
                var end = name.upperBound
                if end < bytes.count, bytes[end] == UInt8(ascii: "(") { end = try closing(end) + 1 }
                attributes.append(code.text(index..<end))
                index = code.skipSpaces(from: end)
            } else if let word = code.identifier(at: index), Self.modifiers.contains(code.text(word)) {
                var end = word.upperBound
                if end < bytes.count, bytes[end] == UInt8(ascii: "(") { end = try closing(end) + 1 }
                attributes.append(code.text(index..<end))
                index = code.skipSpaces(from: end)
            } else {
                break
            }
        }
        return (attributes, index)
    }

    // MARK: Type bodies

    /// The declarations inside `struct X { … }`, `class`, `extension`, `protocol`, `object`, and a Kotlin
    /// class's primary constructor (`class Pebble(val text: String)`); nil when no type starts here.
    /// Members that are not declarations (properties, statements) are passed over.
    private func typeBody(at start: Int, depth: Int) throws(DeclarationProblem) -> ([ParsedDeclaration], Int)? {
        guard depth < 8 else { return nil }
        let declarationStart = code.skipSpaces(from: start)
        var (attributes, index) = try attributesAndModifiers(from: declarationStart)
        guard let wordRange = code.identifier(at: index) else { return nil }
        var word = code.text(wordRange)
        // `class` is also a Swift member modifier (`class func`); as the last modifier before a name it
        // introduces a class.
        if attributes.last == "class", !Self.memberKeywords.contains(word) {
            word = "class"
        } else if Self.typeKeywords.contains(word) {
            index = code.skipSpaces(from: wordRange.upperBound)
            // Kotlin `data class`, `sealed class`, `value class`.
            if word == "data" || word == "sealed" || word == "value" {
                guard code.hasWord("class", at: index), let classWord = code.identifier(at: index) else { return nil }
                index = code.skipSpaces(from: classWord.upperBound)
            }
        } else {
            return nil
        }
        guard var nameRange = code.identifier(at: index) else { return nil }
        while nameRange.upperBound < bytes.count, bytes[nameRange.upperBound] == UInt8(ascii: "."),
            let next = code.identifier(at: nameRange.upperBound + 1)
        {
            nameRange = nameRange.lowerBound..<next.upperBound
        }
        let typeName = String(code.text(nameRange).split(separator: ".").last ?? "")
        index = try skipGenericParameters(from: nameRange.upperBound)
        var members: [ParsedDeclaration] = []
        var end = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
            var (constructor, afterConstructor) = try callable(
                .initializer,
                language: .kotlin,
                name: nil,
                attributes: attributes,
                from: index,
                start: declarationStart
            )
            constructor.enclosingType = typeName
            members.append(constructor)
            end = afterConstructor
            if end > 0, bytes[end - 1] == UInt8(ascii: "}") { return (members, end) }
        }
        // The body opens on this line or the next (after supertypes and constraints).
        let lineEnd = bytes[end...].firstIndex(of: 0x0A) ?? bytes.count
        let searchEnd =
            lineEnd < bytes.count && code.skipSpaces(from: lineEnd + 1) < bytes.count
                && bytes[code.skipSpaces(from: lineEnd + 1)] == UInt8(ascii: "{") ? code.skipSpaces(from: lineEnd + 1) + 1 : lineEnd
        guard let open = bytes[end..<searchEnd].firstIndex(of: UInt8(ascii: "{")) else {
            return members.isEmpty ? nil : (members, end)
        }
        let close = try closing(open)
        var cursor = open + 1
        while cursor < close {
            cursor = code.skipSpaces(from: cursor, to: close)
            guard cursor < close else { break }
            if let (nested, after) = try typeBody(at: cursor, depth: depth + 1) {
                members += nested
                cursor = after
            } else if let (member, after) = try? declaration(at: cursor), after <= close + 1 {
                var member = member
                member.enclosingType = typeName
                members.append(member)
                cursor = after
            } else {
                // Not a declaration: pass over it to the next line at this level.
                let next = try? scanner.firstTopLevel(in: cursor..<close) { bytes[$0] == 0x0A }
                cursor = (next ?? close) + 1
            }
        }
        return (members, close + 1)
    }

    /// The methods and initializers inside an `enum X { … }` (its cases are read by `enumeration`), as members of `X`.
    private func enumerationMembers(in range: Range<Int>, of name: String) -> [ParsedDeclaration] {
        guard let open = bytes[range].firstIndex(of: UInt8(ascii: "{")), let close = try? closing(open) else { return [] }
        var members: [ParsedDeclaration] = []
        var cursor = open + 1
        while cursor < close {
            cursor = code.skipSpaces(from: cursor, to: close)
            guard cursor < close else { break }
            if let (member, after) = try? declaration(at: cursor), member.kind != .enumeration, after <= close + 1 {
                var member = member
                member.enclosingType = name
                members.append(member)
                cursor = after
            } else {
                let next = try? scanner.firstTopLevel(in: cursor..<close) { bytes[$0] == 0x0A }
                cursor = (next ?? close) + 1
            }
        }
        return members
    }

    private static let typeKeywords: Set<String> = [
        "struct", "extension", "protocol", "object", "actor", "interface", "data", "sealed", "value",
    ]
    private static let memberKeywords: Set<String> = ["func", "fun", "var", "let", "val", "init", "subscript", "enum"]

    private func callable(
        _ kind: ParsedDeclaration.Kind,
        language: APIDeclaration.Language,
        name: String?,
        attributes: [String],
        from start: Int,
        start declarationStart: Int
    ) throws(DeclarationProblem) -> (ParsedDeclaration, Int) {
        var index = try skipGenericParameters(from: code.skipSpaces(from: start))
        index = code.skipSpaces(from: index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
            throw DeclarationProblem(message: "expected '(' to open the parameter list", offset: min(index, max(bytes.count - 1, 0)))
        }
        let close = try closing(index)
        let language = languageHint ?? language
        let parameters = try parameterList((index + 1)..<close, language: language)

        index = close + 1
        var returnType: String?
        let signatureEnd = try endOfSignature(from: index)
        let trailer = code.trimmed(index..<signatureEnd)
        var trailerIndex = trailer.lowerBound
        while let word = code.identifier(at: trailerIndex), ["async", "throws", "rethrows"].contains(code.text(word)) {
            trailerIndex = code.skipSpaces(from: word.upperBound)
            if trailerIndex < bytes.count, bytes[trailerIndex] == UInt8(ascii: "(") {
                trailerIndex = code.skipSpaces(from: try closing(trailerIndex) + 1)
            }
            // A signature ending in `rethrows` (no body, no result): the spaces after it are not the signature's.
            trailerIndex = min(trailerIndex, trailer.upperBound)
        }
        if bytes[trailerIndex..<trailer.upperBound].starts(with: "->".utf8) {
            returnType = code.foldedText((trailerIndex + 2)..<trailer.upperBound)
        } else if trailerIndex < trailer.upperBound, bytes[trailerIndex] == UInt8(ascii: ":") {
            returnType = code.foldedText((trailerIndex + 1)..<trailer.upperBound)
        }
        if let type = returnType, type.isEmpty { returnType = nil }

        var end = code.skipSpaces(from: signatureEnd)
        if end < bytes.count, code.hasWord("where", at: end) {
            // A generic `where` clause stands between the signature and its body (`… where T: Equatable { … }`).
            let clauseEnd = try? scanner.firstTopLevel(in: end..<bytes.count) { bytes[$0] == UInt8(ascii: "{") || bytes[$0] == 0x0A }
            if let clauseEnd = clauseEnd ?? nil, bytes[clauseEnd] == UInt8(ascii: "{") { end = clauseEnd }
        }
        let hasBody = end < bytes.count && bytes[end] == UInt8(ascii: "{")
        if hasBody { end = try closing(end) + 1 }
        var declaration = ParsedDeclaration(
            kind: kind,
            language: language,
            name: name,
            attributes: attributes,
            parameters: parameters,
            returnType: returnType,
            cases: [],
            rawValues: [],
            offset: declarationStart
        )
        declaration.hasBody = hasBody
        return (declaration, end)
    }

    /// Where a signature's trailer (effects, return type) ends: a body, a `where` clause, or the line's end.
    private func endOfSignature(from start: Int) throws(DeclarationProblem) -> Int {
        do {
            let end = try scanner.firstTopLevel(in: start..<bytes.count) { offset in
                let byte = bytes[offset]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "=") { return true }
                if byte == 0x0A {
                    // A return type may continue on the next line only after `->` or `:`.
                    let before = code.text(start..<offset)
                    if before.hasSuffix("->") || before.hasSuffix(":") { return false }
                    guard before.isEmpty else { return true }
                    // Right after `)`, the next line goes on with the signature only when it opens with
                    // `->`, `:`, `throws`, `where` or a body; `}` closing an enclosing type ends it.
                    let next = code.skipSpaces(from: offset + 1)
                    guard next < bytes.count else { return true }
                    let continuing =
                        [UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "=")].contains(bytes[next])
                        || ["throws", "rethrows", "async", "where"].contains { code.hasWord($0, at: next) }
                    return !continuing
                }
                return code.hasWord("where", at: offset) && offset > 0 && bytes[offset - 1].isCodeSpace
            }
            return end ?? bytes.count
        } catch {
            throw DeclarationProblem(message: error.message, offset: error.offset)
        }
    }

    private func enumeration(attributes: [String], from start: Int, start declarationStart: Int) throws(DeclarationProblem) -> (
        ParsedDeclaration, Int
    ) {
        var index = code.skipSpaces(from: start)
        var language = languageHint ?? .swift
        if code.hasWord("class", at: index), let word = code.identifier(at: index) {
            language = .kotlin
            index = code.skipSpaces(from: word.upperBound)
        }
        guard let nameRange = code.identifier(at: index) else {
            throw DeclarationProblem(message: "expected a name after 'enum'", offset: index)
        }
        let name = code.text(nameRange).trimmingBackticks
        index = try skipGenericParameters(from: nameRange.upperBound)
        guard let open = try? scanner.firstTopLevel(in: index..<bytes.count, where: { bytes[$0] == UInt8(ascii: "{") }) else {
            throw DeclarationProblem(message: "expected '{' to open the body of enum '\(name)'", offset: nameRange.lowerBound)
        }
        let close = try closing(open)
        let body = (open + 1)..<close
        let cases = language == .kotlin ? try kotlinCases(in: body) : try swiftCases(in: body)
        let declaration = ParsedDeclaration(
            kind: .enumeration,
            language: language,
            name: name,
            attributes: attributes,
            parameters: [],
            returnType: nil,
            cases: cases.map(\.name),
            rawValues: cases.map(\.rawValue),
            offset: declarationStart
        )
        return (declaration, close + 1)
    }

    private func swiftCases(in body: Range<Int>) throws(DeclarationProblem) -> [(name: String, rawValue: String)] {
        var cases: [(name: String, rawValue: String)] = []
        for line in try split(body, at: 0x0A) {
            for statement in try split(line, at: UInt8(ascii: ";")) {
                let trimmed = code.trimmed(statement)
                guard code.hasWord("case", at: trimmed.lowerBound) else { continue }
                for element in try split((trimmed.lowerBound + 4)..<trimmed.upperBound, at: UInt8(ascii: ",")) {
                    let start = code.skipSpaces(from: element.lowerBound, to: element.upperBound)
                    guard let nameRange = code.identifier(at: start) else { continue }
                    let name = code.text(nameRange).trimmingBackticks
                    // `case critical = "CRITICAL"`: the literal is the raw value.
                    let rest = code.text(nameRange.upperBound..<element.upperBound)
                    let literal = rest.hasPrefix("=") ? StringLiteralReader.value(of: String(rest.dropFirst()).trimmed) : nil
                    cases.append((name, literal ?? name))
                }
            }
        }
        return cases
    }

    private func kotlinCases(in body: Range<Int>) throws(DeclarationProblem) -> [(name: String, rawValue: String)] {
        let entries = try split(body, at: UInt8(ascii: ";")).first ?? body
        return try split(entries, at: UInt8(ascii: ",")).compactMap { element in
            let start = code.skipSpaces(from: element.lowerBound, to: element.upperBound)
            return code.identifier(at: start).map { range in
                let name = code.text(range).trimmingBackticks
                return (name, name)
            }
        }
    }

    // MARK: Parameters

    private func parameterList(_ range: Range<Int>, language: APIDeclaration.Language) throws(DeclarationProblem) -> [DeclaredParameter] {
        var parameters: [DeclaredParameter] = []
        var names: Set<String> = []
        for piece in try split(range, at: UInt8(ascii: ",")) {
            let trimmed = code.trimmed(piece)
            if trimmed.isEmpty { continue }  // a trailing comma
            let parameter = try self.parameter(trimmed, language: language)
            if !names.insert(parameter.name).inserted {
                throw DeclarationProblem(message: "parameter '\(parameter.name)' is declared twice", offset: parameter.offset)
            }
            parameters.append(parameter)
        }
        return parameters
    }

    private func parameter(_ range: Range<Int>, language: APIDeclaration.Language) throws(DeclarationProblem) -> DeclaredParameter {
        let colon: Int?
        do {
            colon = try scanner.firstTopLevel(in: range) { bytes[$0] == UInt8(ascii: ":") }
        } catch {
            throw DeclarationProblem(message: error.message, offset: error.offset)
        }
        guard let colon else {
            throw DeclarationProblem(message: "expected 'name: Type' in parameter '\(code.text(range))'", offset: range.lowerBound)
        }
        var words: [Range<Int>] = []
        var index = range.lowerBound
        while index < colon {
            index = code.skipSpaces(from: index, to: colon)
            guard index < colon else { break }
            if bytes[index] == UInt8(ascii: "@"), let name = code.identifier(at: index + 1) {
                index = name.upperBound
                if index < colon, bytes[index] == UInt8(ascii: "(") { index = try closing(index) + 1 }
                continue
            }
            guard let word = code.identifier(at: index), word.upperBound <= colon else {
                throw DeclarationProblem(message: "unexpected '\(Character(UnicodeScalar(bytes[index])))' in parameter name", offset: index)
            }
            if !Self.parameterModifiers.contains(code.text(word)) { words.append(word) }
            index = word.upperBound
        }
        guard let nameRange = words.last, words.count <= 2 else {
            throw DeclarationProblem(message: "expected a parameter name before ':'", offset: range.lowerBound)
        }
        let name = code.text(nameRange).trimmingBackticks
        let label = words.count == 2 ? code.text(words[0]).trimmingBackticks : nil

        let afterColon = (colon + 1)..<range.upperBound
        let equals: Int?
        do {
            equals = try scanner.firstTopLevel(in: afterColon) { offset in
                guard bytes[offset] == UInt8(ascii: "=") else { return false }
                let previous = bytes[offset - 1]
                let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
                return next != UInt8(ascii: "=") && next != UInt8(ascii: ">") && !"=!<>".utf8.contains(previous)
            }
        } catch {
            throw DeclarationProblem(message: error.message, offset: error.offset)
        }
        let typeRange = code.trimmed(afterColon.lowerBound..<(equals ?? range.upperBound))
        let typeText = code.foldedText(typeRange)
        guard !typeText.isEmpty else {
            throw DeclarationProblem(message: "parameter '\(name)' has no type", offset: colon)
        }
        let type: TypeReference
        switch TypeParser.parse(typeText) {
        case .success(let parsed): type = parsed
        case .failure(let failure):
            throw DeclarationProblem(
                message: "cannot read the type '\(typeText)' of parameter '\(name)': \(failure.message)",
                offset: typeRange.lowerBound
            )
        }
        var defaultValue: String?
        if let equals {
            defaultValue = code.foldedText((equals + 1)..<range.upperBound)
            if defaultValue?.isEmpty == true {
                throw DeclarationProblem(message: "parameter '\(name)' has '=' but no default value", offset: equals)
            }
        }
        return DeclaredParameter(
            name: name,
            label: label == name ? nil : label,
            typeText: typeText,
            type: type,
            defaultValue: defaultValue,
            offset: nameRange.lowerBound
        )
    }

    // MARK: Helpers

    private func closing(_ open: Int) throws(DeclarationProblem) -> Int {
        do {
            return try scanner.closingOffset(of: open)
        } catch {
            throw DeclarationProblem(message: error.message, offset: error.offset)
        }
    }

    private func split(_ range: Range<Int>, at separator: UInt8) throws(DeclarationProblem) -> [Range<Int>] {
        do {
            return try scanner.split(range, at: separator)
        } catch {
            throw DeclarationProblem(message: error.message, offset: error.offset)
        }
    }

    private func skipGenericParameters(from index: Int) throws(DeclarationProblem) -> Int {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return index }
        var level = 0
        var cursor = index
        while cursor < bytes.count {
            if bytes[cursor] == UInt8(ascii: "<") { level += 1 }
            if bytes[cursor] == UInt8(ascii: ">") {
                level -= 1
                if level == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        throw DeclarationProblem(message: "unbalanced generic angle brackets: '<' has no partner", offset: index)
    }

    private static let modifiers: Set<String> = [
        "public", "private", "internal", "fileprivate", "open", "package", "static", "class", "final", "override",
        "convenience", "required", "mutating", "nonmutating", "nonisolated", "dynamic", "optional", "indirect",
        "inline", "suspend", "protected", "actual", "expect", "operator", "infix", "tailrec", "external", "abstract",
    ]

    private static let parameterModifiers: Set<String> = ["val", "var", "vararg", "crossinline", "noinline", "inout"]
}

extension String {
    /// The identifier without Swift's escaping backticks.
    var trimmingBackticks: String {
        guard hasPrefix("`"), hasSuffix("`"), count >= 2 else { return self }
        return String(dropFirst().dropLast())
    }
}
