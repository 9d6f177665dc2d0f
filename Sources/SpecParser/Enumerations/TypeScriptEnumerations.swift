import SpecModel

/// TypeScript enumerations in a code block (`export enum Placement { Top = 'top', Bottom = 'bottom' }`), and type
/// aliases of string literals (`type Placement = 'top' | 'bottom'`), which tables naming `Placement` mean as one,
/// wherever they stand among other code. Nothing else in TypeScript is read as a declaration, so code
/// around them is passed over without complaint.
enum TypeScriptEnumerations {
    static func declarations(in text: String) -> (declarations: [ParsedDeclaration], code: CodeText) {
        let code = CodeText(text)
        let bytes = code.bytes
        var found: [ParsedDeclaration] = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let start = code.skipSpaces(from: lineStart, to: lineEnd)
            if let (declaration, end) = enumeration(in: code, from: start, lineEnd: lineEnd)
                ?? literalAlias(in: code, from: start, lineEnd: lineEnd)
            {
                found.append(declaration)
                lineStart = end
            } else {
                lineStart = lineEnd + 1
            }
        }
        return (found, code)
    }

    /// The enumeration declared on the line starting at `start`, and where it ends.
    private static func enumeration(in code: CodeText, from start: Int, lineEnd: Int) -> (ParsedDeclaration, Int)? {
        var index = start
        while let word = code.identifier(at: index), ["export", "declare", "const"].contains(code.text(word)) {
            index = code.skipSpaces(from: word.upperBound, to: lineEnd)
        }
        guard code.hasWord("enum", at: index), let keyword = code.identifier(at: index),
            let name = code.identifier(at: code.skipSpaces(from: keyword.upperBound, to: lineEnd))
        else { return nil }
        let open = code.skipSpaces(from: name.upperBound)
        let scanner = BracketScanner(code: code)
        guard open < code.bytes.count, code.bytes[open] == UInt8(ascii: "{"), let close = try? scanner.closingOffset(of: open),
            let entries = try? scanner.split((open + 1)..<close, at: UInt8(ascii: ","))
        else { return nil }
        var cases: [String] = []
        var rawValues: [String] = []
        for entry in entries {
            let trimmed = code.trimmed(entry)
            guard let caseName = code.identifier(at: trimmed.lowerBound) else { continue }
            let rest = code.text(caseName.upperBound..<trimmed.upperBound)
            // `Top = 'top'`: the string is the JSON value; a number or nothing leaves the case name.
            let literal = rest.hasPrefix("=") ? StringLiteralReader.value(of: String(rest.dropFirst()).trimmed) : nil
            cases.append(code.text(caseName))
            rawValues.append(literal ?? code.text(caseName))
        }
        guard !cases.isEmpty else { return nil }
        return (enumeration(code.text(name), cases: cases, rawValues: rawValues, at: start), close + 1)
    }

    /// `type Placement = 'top' | 'bottom';`, its members on the line or on lines of their own that each open with `|`:
    /// an enumeration of the literals, and where it ends. Nil for any other alias (`type Icon = ReactNode | string`).
    private static func literalAlias(in code: CodeText, from start: Int, lineEnd: Int) -> (ParsedDeclaration, Int)? {
        var index = start
        while let word = code.identifier(at: index), ["export", "declare"].contains(code.text(word)) {
            index = code.skipSpaces(from: word.upperBound, to: lineEnd)
        }
        guard code.hasWord("type", at: index), let keyword = code.identifier(at: index),
            let name = code.identifier(at: code.skipSpaces(from: keyword.upperBound, to: lineEnd))
        else { return nil }
        let equals = code.skipSpaces(from: name.upperBound, to: lineEnd)
        guard equals < lineEnd, code.bytes[equals] == UInt8(ascii: "=") else { return nil }
        // The members run to a `;`, or over the following lines while each opens with `|`.
        var end = lineEnd
        while end < code.bytes.count, !code.text((equals + 1)..<end).contains(";") {
            let next = end + 1
            let nextEnd = code.bytes[min(next, code.bytes.count)...].firstIndex(of: 0x0A) ?? code.bytes.count
            let first = code.skipSpaces(from: next, to: nextEnd)
            guard first < nextEnd, code.bytes[first] == UInt8(ascii: "|") else { break }
            end = nextEnd
        }
        var members = code.text((equals + 1)..<end).trimmed
        if let semicolon = members.firstIndex(of: ";") { members = String(members[..<semicolon]).trimmed }
        if members.hasPrefix("|") { members = String(members.dropFirst()).trimmed }
        guard members.first == "'" || members.first == "\"", let union = TypeSpelling.literalUnion(members), !union.optional
        else { return nil }
        return (enumeration(code.text(name), cases: union.values, rawValues: union.values, at: start), end)
    }

    /// A TypeScript enumeration declared at `offset`, its cases with the JSON values they stand for.
    private static func enumeration(_ name: String, cases: [String], rawValues: [String], at offset: Int) -> ParsedDeclaration {
        ParsedDeclaration(
            kind: .enumeration,
            language: .typescript,
            name: name,
            attributes: [],
            parameters: [],
            returnType: nil,
            cases: cases,
            rawValues: rawValues,
            offset: offset
        )
    }
}
