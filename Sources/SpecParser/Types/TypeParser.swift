import SpecModel

/// Parses a Swift or Kotlin type as written (`String?`, `[Int]`, `Binding<Bool>`, `(() -> Void)?`).
///
/// Nesting is bounded so hostile text (`((((…`) fails cleanly instead of recursing without end.
struct TypeParser {
    /// Why a type did not parse, at a byte offset into the text.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    static let maximumDepth = 32

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ text: String) { self.bytes = Array(text.utf8) }

    /// Parses the whole text as one type.
    static func parse(_ text: String) -> Result<TypeReference, Failure> {
        var parser = TypeParser(text)
        do {
            let type = try parser.parseType()
            parser.skipSpaces()
            guard parser.index == parser.bytes.count else {
                throw Failure(message: "unexpected text after the type", offset: parser.index)
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", offset: 0))
        }
    }

    private mutating func parseType() throws -> TypeReference {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw Failure(message: "type nests too deeply", offset: index) }

        var attributes: [String] = []
        while true {
            skipSpaces()
            if peek(UInt8(ascii: "@")) {
                let start = index
                index += 1
                _ = identifier()
                if peek(UInt8(ascii: "(")) { try skipParenthesised() }
                attributes.append(String(decoding: bytes[start..<index], as: UTF8.self))
            } else if let word = peekWord(), Self.typeModifiers.contains(word) {
                index += word.utf8.count
                attributes.append(word)
            } else {
                break
            }
        }

        var type = try parsePrimary()
        while true {
            if peek(UInt8(ascii: "?")) || peek(UInt8(ascii: "!")) {
                index += 1
                type = .optional(type)
            } else if bytes[index...].starts(with: "...".utf8) {
                index += 3
                type = .array(type)
            } else {
                break
            }
        }
        type.attributes = attributes
        return type
    }

    private mutating func parsePrimary() throws -> TypeReference {
        skipSpaces()
        guard index < bytes.count else { throw Failure(message: "expected a type", offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "("):
            index += 1
            var elements: [TypeReference] = []
            skipSpaces()
            if !peek(UInt8(ascii: ")")) {
                repeat {
                    skipParameterLabels()
                    elements.append(try parseType())
                    skipSpaces()
                } while consume(UInt8(ascii: ","))
            }
            guard consume(UInt8(ascii: ")")) else { throw Failure(message: "expected ')'", offset: index) }
            skipSpaces()
            while let word = peekWord(), ["async", "throws", "rethrows", "suspend"].contains(word) {
                index += word.utf8.count
                skipSpaces()
            }
            // `->` in Swift and Kotlin, `=>` in TypeScript and Dart.
            if bytes[index...].starts(with: "->".utf8) || bytes[index...].starts(with: "=>".utf8) {
                index += 2
                let result = try parseType()
                return TypeReference(kind: .function, arguments: elements, result: result)
            }
            if elements.count == 1 { return elements[0] }
            return TypeReference(kind: .tuple, arguments: elements)
        case UInt8(ascii: "["):
            index += 1
            let key = try parseType()
            skipSpaces()
            if consume(UInt8(ascii: ":")) {
                let value = try parseType()
                skipSpaces()
                guard consume(UInt8(ascii: "]")) else { throw Failure(message: "expected ']'", offset: index) }
                return TypeReference(kind: .dictionary, arguments: [key, value])
            }
            guard consume(UInt8(ascii: "]")) else { throw Failure(message: "expected ']'", offset: index) }
            return .array(key)
        default:
            var name = ""
            repeat {
                skipSpaces()
                // Kotlin function types with a receiver: `RowScope.() -> Unit` is a function type.
                if !name.isEmpty, peek(UInt8(ascii: "(")) {
                    let function = try parsePrimary()
                    guard function.kind == .function else {
                        throw Failure(message: "expected a function type after '\(name).'", offset: index)
                    }
                    return function
                }
                guard let part = identifier() else { throw Failure(message: "expected a type name", offset: index) }
                name += name.isEmpty ? part : ".\(part)"
            } while consume(UInt8(ascii: "."))
            var arguments: [TypeReference] = []
            if consume(UInt8(ascii: "<")) {
                repeat {
                    skipSpaces()
                    // Kotlin variance and star projections: `out T`, `in T`, `*`.
                    if let word = peekWord(), word == "out" || word == "in" { index += word.utf8.count }
                    if consume(UInt8(ascii: "*")) {
                        arguments.append(.named("Any"))
                    } else {
                        arguments.append(try parseType())
                    }
                    skipSpaces()
                } while consume(UInt8(ascii: ","))
                guard consume(UInt8(ascii: ">")) else {
                    throw Failure(message: "unbalanced generic angle brackets: '<' has no partner", offset: index)
                }
            }
            return .named(name, arguments)
        }
    }

    /// Skips `_ name:` or `name:` labels inside function type parameter lists.
    private mutating func skipParameterLabels() {
        let start = index
        skipSpaces()
        while let word = identifier() {
            skipSpaces()
            if consume(UInt8(ascii: ":")) { return }
            if peekWord() == nil { break }
            _ = word
        }
        index = start
    }

    private mutating func skipParenthesised() throws {
        var level = 0
        repeat {
            guard index < bytes.count else { throw Failure(message: "expected ')'", offset: index) }
            if bytes[index] == UInt8(ascii: "(") { level += 1 }
            if bytes[index] == UInt8(ascii: ")") { level -= 1 }
            index += 1
        } while level > 0
    }

    private mutating func identifier() -> String? {
        guard index < bytes.count, bytes[index].isIdentifierHead else { return nil }
        let start = index
        while index < bytes.count, bytes[index].isIdentifierBody { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func peekWord() -> String? {
        var end = index
        guard end < bytes.count, bytes[end].isIdentifierHead else { return nil }
        while end < bytes.count, bytes[end].isIdentifierBody { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index].isCodeSpace { index += 1 }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard peek(byte) else { return false }
        index += 1
        return true
    }

    private static let typeModifiers: Set<String> = [
        "inout", "some", "any", "sending", "borrowing", "consuming", "__owned", "suspend",
    ]
}
