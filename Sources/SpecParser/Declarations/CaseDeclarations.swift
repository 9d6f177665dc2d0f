/// Enumeration cases written as declarations outside any `enum` header: a code block of `case` lines (doc comments
/// between them allowed), or one code span per list item (`` `case inset(CGFloat)` ``). Each is an enumeration's case
/// with its payload, whichever enumeration the page means.
enum CaseDeclarations {
    /// One case as written.
    struct Case: Equatable {
        var name: String
        var payload: String?
        /// The 0-based line within the block or span.
        var line: Int
    }

    /// The cases of a block whose every line is a `case` declaration, a comment or blank (two cases at least); nil for
    /// any other code.
    static func cases(inBlock code: String) -> [Case]? {
        var cases: [Case] = []
        for (index, raw) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespaces()
            if line.isEmpty || line.hasPrefix("//") { continue }
            guard let read = declared(line) else { return nil }
            cases += read.map { Case(name: $0.name, payload: $0.payload, line: index) }
        }
        return cases.count >= 2 ? cases : nil
    }

    /// The case one code span declares (`case inset(CGFloat)`, `case plain`); nil for anything else.
    static func caseInSpan(_ span: String) -> Case? {
        guard let read = declared(span.trimmingWhitespaces()), read.count == 1 else { return nil }
        return Case(name: read[0].name, payload: read[0].payload, line: 0)
    }

    /// `case a`, `case a(T)`, `case a, b`: each name with its payload; nil when the line is not one such declaration.
    private static func declared(_ line: String) -> [(name: String, payload: String?)]? {
        guard line.hasPrefix("case ") else { return nil }
        var rest = Substring(line.dropFirst(5))
        var found: [(name: String, payload: String?)] = []
        while true {
            rest = rest.drop { $0 == " " }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
            let bare = name.filter { $0 != "`" }
            guard let first = bare.first, first.isLetter || first == "_" else { return nil }
            rest = rest.dropFirst(name.count)
            var payload: String?
            if rest.first == "(" {
                var depth = 0
                var end: Substring.Index?
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" {
                        depth -= 1
                        if depth == 0 {
                            end = index
                            break
                        }
                    }
                }
                guard let end else { return nil }
                payload = String(rest[rest.index(after: rest.startIndex)..<end])
                rest = rest[rest.index(after: end)...]
            }
            found.append((String(bare), payload))
            rest = rest.drop { $0 == " " }
            // A raw value (`= "x"`) or a trailing comment ends the declaration; a comma starts another case.
            if rest.isEmpty || rest.hasPrefix("//") || rest.hasPrefix("=") { return found }
            guard rest.first == "," else { return nil }
            rest = rest.dropFirst()
        }
    }
}
