import SpecModel

/// Finds the calls in usage code (`Toast("Saved", edge: .top).show()`) with their argument labels, so the labels
/// a page shows can be checked against the code. Declarations (`func name(`, `init(`) are not calls.
enum UsageCallReader {
    /// A call and the byte offsets of its start and of each argument.
    struct Found {
        var callee: UsageCall.Callee
        var offset: Int
        var arguments: [(label: String, offset: Int)]
    }

    /// Every call in `code`, in order of their opening parenthesis; nested calls are found as well.
    static func calls(in code: CodeText) -> [Found] {
        let bytes = code.bytes
        let scanner = BracketScanner(code: code)
        var found: [Found] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = StringLiteral.end(in: bytes, from: index)
                continue
            }
            guard byte.isIdentifierHead, index == 0 || !(bytes[index - 1].isIdentifierBody || bytes[index - 1] == UInt8(ascii: "$")),
                let word = code.identifier(at: index)
            else {
                index += 1
                continue
            }
            index = word.upperBound
            guard word.upperBound < bytes.count, bytes[word.upperBound] == UInt8(ascii: "("),
                let close = try? scanner.closingOffset(of: word.upperBound)
            else { continue }
            let name = code.text(word).trimmingBackticks
            guard let callee = callee(name, at: word.lowerBound, in: code) else { continue }
            var arguments: [(label: String, offset: Int)] = []
            let inner = (word.upperBound + 1)..<close
            for piece in (try? scanner.split(inner, at: UInt8(ascii: ","))) ?? [] {
                let start = code.skipSpaces(from: piece.lowerBound, to: piece.upperBound)
                guard start < piece.upperBound else { continue }
                var label = "_"
                if let labelRange = code.identifier(at: start) {
                    let after = code.skipSpaces(from: labelRange.upperBound, to: piece.upperBound)
                    if after < piece.upperBound, bytes[after] == UInt8(ascii: ":"),
                        after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: ":")
                    {
                        label = code.text(labelRange).trimmingBackticks
                    }
                }
                arguments.append((label, start))
            }
            found.append(Found(callee: callee, offset: word.lowerBound, arguments: arguments))
        }
        return found
    }

    /// What `name(` at `offset` calls, or nil when it is no call of a library's API (a declaration, `self.init`,
    /// `#selector`, a control-flow keyword).
    private static func callee(_ name: String, at offset: Int, in code: CodeText) -> UsageCall.Callee? {
        let bytes = code.bytes
        if keywords.contains(name) { return nil }
        // The word before, skipping spaces: `func name(` and `case name(` are declarations or patterns.
        var before = offset
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        if before > 0, bytes[before - 1] == UInt8(ascii: "#") || bytes[before - 1] == UInt8(ascii: "@") { return nil }
        if before > 0, bytes[before - 1].isIdentifierBody {
            var start = before - 1
            while start > 0, bytes[start - 1].isIdentifierBody { start -= 1 }
            let previous = String(decoding: bytes[start..<before], as: UTF8.self)
            if declarationWords.contains(previous) { return nil }
        }
        guard offset > 0, bytes[offset - 1] == UInt8(ascii: ".") else {
            guard name != "init" else { return nil }
            return name.first?.isUppercase == true ? .initializer(type: name) : .method(name: name)
        }
        // A qualified name before the dot: `A.B.name(`; only names, no calls or subscripts.
        var components: [String] = []
        var cursor = offset - 1
        while cursor > 0, bytes[cursor] == UInt8(ascii: ".") {
            var start = cursor
            while start > 0, bytes[start - 1].isIdentifierBody { start -= 1 }
            guard start < cursor, bytes[start].isIdentifierHead else { break }
            components.insert(String(decoding: bytes[start..<cursor], as: UTF8.self), at: 0)
            cursor = start - 1
            if cursor < 0 { break }
        }
        if let first = components.first, ["self", "super", "Self"].contains(first) { return nil }
        if name == "init" {
            guard !components.isEmpty, components.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
            return .initializer(type: components.joined(separator: "."))
        }
        let typePath = components.prefix { $0.first?.isUppercase == true }
        if name.first?.isUppercase == true, typePath.count == components.count, !components.isEmpty {
            return .initializer(type: (components + [name]).joined(separator: "."))
        }
        if !typePath.isEmpty {
            return .member(owner: typePath.joined(separator: "."), name: name)
        }
        return .method(name: name)
    }

    private static let keywords: Set<String> = [
        "if", "guard", "while", "switch", "for", "return", "case", "catch", "func", "deinit", "subscript", "where",
        "repeat", "in", "try", "await", "print", "debugPrint", "fatalError", "precondition", "assert", "withAnimation",
    ]

    private static let declarationWords: Set<String> = [
        "func", "init", "case", "class", "struct", "enum", "protocol", "extension", "actor", "convenience", "required",
        "override", "subscript", "macro",
    ]
}
