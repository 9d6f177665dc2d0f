import Foundation

/// The closures a code fragment passes to calls and the parameters they name (`configure { style in … }`,
/// `Toast { $0.duration = 3 }`). A property set through such a parameter belongs to the type the callee's signature
/// gives it: only the code's symbol graphs know that type, so the reader keeps the callee and the parameter's place.
public enum ClosureParameters {
    /// A closure's parameter a variable names.
    struct Parameter: Sendable, Hashable {
        /// The call the closure is passed to, as written (`configure`, `toast.configure`, `Toast`).
        var callee: String
        /// The parameter's place in the closure's list, 0-based (`$1` is 1).
        var index: Int
        /// The type the closure writes for it (`{ (style: Toast.Style) in`), nil when it writes none.
        var type: String?
    }

    /// The properties `code` sets through an anonymous closure parameter (`$0.duration = 3`), in order.
    static func anonymousAssignments(in code: String) -> [VariableBindings.Assignment] {
        guard let pattern = anonymous else { return [] }
        var found: [VariableBindings.Assignment] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let statement = String(line)
            guard statement.utf8.count <= 500 else { continue }
            let text = (statement.range(of: "//").map { String(statement[..<$0.lowerBound]) } ?? statement) as NSString
            for match in pattern.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
                let property = match.range(at: 2)
                let direct = match.range(at: 3).length == 0 && match.range(at: 4).length == 0
                let value = text.substring(from: match.range.location + match.range.length).trimmingCharacters(in: .whitespaces)
                found.append(
                    VariableBindings.Assignment(
                        variable: text.substring(with: match.range(at: 1)),
                        property: text.substring(with: property),
                        line: index,
                        column: text.substring(to: property.location).count + 1,
                        value: direct && !value.isEmpty ? (value.hasSuffix(";") ? String(value.dropLast()) : value) : nil,
                        through: VariableBindings.members(text.substring(with: match.range(at: 3)))
                    )
                )
            }
        }
        return found
    }

    /// The innermost closure around `line` (0-based) and `column` (1-based) of `code` that names `variable` as a
    /// parameter (`$0` names the first of one that names none), with its callee; nil when no closure passed to a call
    /// does.
    static func parameter(_ variable: String, line: Int, column: Int, in code: String) -> Parameter? {
        // Each open brace: the call it closes a closure for (nil for a body, a type or a control statement) and the
        // parameters it names.
        var scopes: [(callee: String?, names: [(name: String, type: String?)])] = []
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, text) in lines.enumerated() where number <= line {
            let characters = Array(text)
            let end = number == line ? min(max(column - 1, 0), characters.count) : characters.count
            var inString = false
            var offset = 0
            while offset < end {
                let character = characters[offset]
                if character == "\"" { inString.toggle() }
                if inString {
                    offset += 1
                    continue
                }
                if character == "/", offset + 1 < characters.count, characters[offset + 1] == "/" { break }
                if character == "{" {
                    let before = String(characters[..<offset])
                    let after = String(characters[(offset + 1)...])
                    scopes.append((callee(before: before), names(after: after)))
                } else if character == "}", !scopes.isEmpty {
                    scopes.removeLast()
                }
                offset += 1
            }
        }
        let anonymous = variable.hasPrefix("$") ? Int(variable.dropFirst()) : nil
        for scope in scopes.reversed() {
            if let anonymous {
                guard scope.callee != nil, scope.names.isEmpty else { continue }
                return scope.callee.map { Parameter(callee: $0, index: anonymous, type: nil) }
            }
            guard let index = scope.names.firstIndex(where: { $0.name == variable }) else { continue }
            // A body's or a type's names are not a closure's (`func f(style: S) {` has none read here anyway).
            guard let callee = scope.callee else { return nil }
            return Parameter(callee: callee, index: index, type: scope.names[index].type)
        }
        return nil
    }

    // MARK: Reading

    /// `$0.property =`, `$1?.property.x +=`: the parameter and the first member reached through it.
    private static let anonymous = try? NSRegularExpression(
        pattern: #"(\$[0-9])[?!]?\.([A-Za-z_][A-Za-z0-9_]*)((?:[?!]?\.[A-Za-z_][A-Za-z0-9_]*)*)\s*([-+*/]?)=(?!=)"#
    )

    /// Words before a brace that open no closure passed to a call.
    private static let statementWords: Set<String> = [
        "if", "else", "for", "while", "repeat", "guard", "switch", "do", "catch", "defer", "func", "init", "deinit",
        "struct", "class", "enum", "protocol", "extension", "actor", "var", "let", "get", "set", "willSet", "didSet",
        "return", "in", "some", "any", "where", "subscript", "case",
    ]

    /// The call a brace opens a trailing closure of: the path before it, after a balanced argument list if any
    /// (`toast.configure(duration: 3) {` → `toast.configure`); nil when the brace opens anything else.
    private static func callee(before text: String) -> String? {
        var characters = Array(text.trimmingCharacters(in: .whitespaces))
        if characters.last == ")" {
            var depth = 0
            while let last = characters.popLast() {
                if last == ")" { depth += 1 }
                if last == "(" { depth -= 1 }
                if depth == 0 { break }
            }
            guard depth == 0 else { return nil }
            while characters.last == " " { characters.removeLast() }
        }
        var path: [Character] = []
        while let last = characters.last, last.isLetter || last.isNumber || last == "_" || last == "." {
            path.insert(last, at: 0)
            characters.removeLast()
        }
        let name = String(path).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        guard let first = name.first, first.isLetter || first == "_", !name.contains("..") else { return nil }
        let previousWord = String(characters).split(whereSeparator: { $0 == " " || $0 == "\t" }).last.map(String.init)
        if statementWords.contains(name) || previousWord.map(statementWords.contains) == true { return nil }
        // `) -> Toast {`, `: View {`, `= Toast {`… only the first two open no call.
        if let previous = characters.last(where: { $0 != " " }), previous == ":" || previous == ">" { return nil }
        return name
    }

    /// The parameters a closure names right after its brace (`style in`, `(style: Toast.Style, animated) in`).
    private static func names(after text: String) -> [(name: String, type: String?)] {
        let string = text as NSString
        guard let pattern = parameterList,
            let match = pattern.firstMatch(in: text, range: NSRange(location: 0, length: string.length))
        else { return [] }
        var list = string.substring(with: match.range(at: 1)).trimmingCharacters(in: .whitespaces)
        if list.hasPrefix("("), list.hasSuffix(")") { list = String(list.dropFirst().dropLast()) }
        return list.split(separator: ",").compactMap { part in
            let pieces = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = pieces.first, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return nil
            }
            let type = pieces.count > 1 ? typePath(pieces[1]) : nil
            return (name, type)
        }
    }

    private static let parameterList = try? NSRegularExpression(
        pattern: #"^\s*(?:\[[^\]]*\]\s*)?(\([^()]*\)|[A-Za-z_][A-Za-z0-9_]*(?:\s*,\s*[A-Za-z_][A-Za-z0-9_]*)*)\s*(?:->\s*[^{}]*?)?\s+in\b"#
    )

    /// `Toast.Style`, `inout Style`, `Style?` → the type path; nil for anything else (`[Style]`, `(Int) -> Void`).
    public static func typePath(_ written: String) -> String? {
        var text = written.trimmingCharacters(in: .whitespaces)
        for prefix in ["inout ", "__owned ", "borrowing ", "consuming "] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if let generic = text.firstIndex(of: "<"), text.hasSuffix(">") { text = String(text[..<generic]) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({ part in part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return nil }
        return text
    }
}
