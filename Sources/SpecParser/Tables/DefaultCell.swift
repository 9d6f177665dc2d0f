/// What a default written in prose or a table cell says, read as people write it:
/// `required` / `REQUIRED` / `— (required)` mean required with no default; `-`, `—`, `N/A`, `null`,
/// `undefined`, `none` mean no default (`undefined`: optional; the others leave it to the type); `false, in banner mode true` takes the
/// literal and keeps the rest as a remark; `1 (sec)` drops the unit note.
struct DefaultCell: Equatable {
    /// The default as code or literal text; nil when there is none.
    var value: String?
    /// True when the cell says the parameter is required, false when it says there is no default.
    var isRequired: Bool?
    /// Words after the literal that were left out (worth a warning).
    var remark: String?

    init(_ written: String?) {
        let text = (written ?? "").trimmed
        let words = SectionVocabulary.words(of: text)
        if !words.isEmpty, words.allSatisfy({ ["required", "yes", "mandatory"].contains($0) }) {
            self.init(value: nil, isRequired: true, remark: nil)
        } else if text.isEmpty {
            self.init(value: nil, isRequired: nil, remark: nil)
        } else if Self.noValueSpellings.contains(text.lowercased().trimming { $0 == "`" || $0 == "*" || $0 == "_" }) {
            // A dash says only "no default"; `undefined` says leaving the value out is the default.
            self.init(value: nil, isRequired: text.lowercased().contains("undefined") ? false : nil, remark: nil)
        } else if ["null", "nil"].contains(text.lowercased().trimming { $0 == "`" }) {
            // `Null`, `NULL`: the language's null however a table capitalises it, never the text "Null".
            self.init(value: text.lowercased().trimming { $0 == "`" }, isRequired: nil, remark: nil)
        } else if let (literal, rest) = Self.leadingLiteral(text) {
            self.init(value: literal, isRequired: nil, remark: rest)
        } else {
            self.init(value: text, isRequired: nil, remark: nil)
        }
    }

    private init(value: String?, isRequired: Bool?, remark: String?) {
        self.value = value
        self.isRequired = isRequired
        self.remark = remark
    }

    /// "Defaults to `true`.", "Default value is 2", "Default is 16": the default a description states.
    static func stated(in description: String) -> String? {
        let lowered = description.lowercased()
        // Most cells name no default: a byte scan rules that out before Foundation's slower searches.
        let mayState = ASCIIWords.mayContain(lowered, "default")
        if mayState, let annotated = parenthesised(description, lowered: lowered) { return annotated }
        // "`bottom` is the default", "[Position.TOP] by default", "true by default": the value right before the phrase.
        for phrase in [" is the default", " by default", " is default"] where mayState {
            guard let range = lowered.range(of: phrase) else { continue }
            // Lower-casing can change how many characters a text has; `prefix` never runs past the end.
            let before = String(description.prefix(lowered.distance(from: lowered.startIndex, to: range.lowerBound))).trimmed
            let token: String
            if before.hasSuffix("`"), let open = before.dropLast().lastIndex(of: "`") {
                token = String(before[before.index(after: open)..<before.index(before: before.endIndex)]).trimmed
            } else {
                let word = before.split(whereSeparator: { $0.isWhitespace }).last.map(String.init) ?? ""
                token = word.trimming { "[]*()".unicodeScalars.contains($0) }
            }
            if !token.isEmpty, Self.isLiteral(token) { return token }
        }
        // "…, default 400", "Default false.": the word "default" alone before a value, after a clause or opening one.
        let phrases = [
            "defaults to ", "default value is ", "default is ", "default: ", "default value: ", "by default it is ", ", default ",
            "; default ",
        ]
        for phrase in phrases + (lowered.hasPrefix("default ") ? ["default "] : []) where mayState {
            guard let range = lowered.range(of: phrase) else { continue }
            let offset = lowered.distance(from: lowered.startIndex, to: range.upperBound)
            let rest = description.dropFirst(offset)
            var token = String(rest.prefix { !$0.isWhitespace && $0 != "," && $0 != ";" })
            if token.hasSuffix(".") && !token.dropLast().contains(".") { token.removeLast() }
            token = token.trimming { $0 == "`" || $0 == "*" || $0 == "[" || $0 == "]" }
            if token.hasSuffix(".") { token.removeLast() }
            guard !token.isEmpty, Self.isLiteral(token) else { continue }
            return token
        }
        return nil
    }

    /// `TextAlign (default TextAlign.center)`, `Duration (default Duration(milliseconds: 2300))`: the value a
    /// parenthesis opening with "default" holds, to its own closing parenthesis; nil when there is none.
    private static func parenthesised(_ description: String, lowered: String) -> String? {
        guard let range = lowered.range(of: "(default ") else { return nil }
        let characters = Array(description.dropFirst(lowered.distance(from: lowered.startIndex, to: range.upperBound)))
        var depth = 0
        for (index, character) in characters.enumerated() {
            if character == "(" { depth += 1 }
            // `(default 400 milliseconds, when …)`: a remark after the value is left out.
            if depth == 0, character == "," || character == ";" {
                let value = String(characters[..<index]).trimmed.trimming { $0 == "`" }
                return value.isEmpty ? nil : value
            }
            if character == ")" {
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                var value = String(characters[..<index]).trimmed
                // `(Default value is true.)`: the phrase's words before the value, and the sentence's full stop.
                for lead in ["value is ", "value: ", "is ", ": "] where value.lowercased().hasPrefix(lead) {
                    value = String(value.dropFirst(lead.count)).trimmed
                    if value.hasSuffix("."), !value.dropLast().contains(".") { value.removeLast() }
                    break
                }
                value = value.trimming { $0 == "`" }
                guard let first = value.first, first.isLetter || first.isNumber || "'\".-".contains(first) else { return nil }
                return value
            }
        }
        return nil
    }

    private static let noValueSpellings: Set<String> = [
        "-", "—", "–", "n/a", "na", "none", "undefined", "nothing", "no default", "(none)", "/", "--",
    ]

    /// `false, true when shown inline` → (`false`, remark); nil when the text is one value.
    private static func leadingLiteral(_ text: String) -> (String, String)? {
        guard let split = text.firstIndex(where: { $0 == "," || $0 == ";" || $0 == " " || $0 == "(" }) else { return nil }
        let head = String(text[..<split]).trimmed.trimming { $0 == "`" }
        let rest = String(text[split...]).trimmed
        // `.seconds(4)`, `Duration(milliseconds: 350)`: one expression, not a literal and a remark.
        guard text[split] != "(", isLiteral(head), !rest.isEmpty else { return nil }
        // `500 ms`, `4 seconds`: a duration and its unit are one value.
        if DefaultValueParser.durationUnits.contains(where: { $0.unit == rest.lowercased() }) { return nil }
        return (head, rest)
    }

    /// `true`, `2`, `16.0`, `'top'`, `"Hi"`, `.bottom`, `Position.top`.
    private static func isLiteral(_ text: String) -> Bool {
        if ["true", "false", "nil", "null"].contains(text) { return true }
        if Double(text.filter { $0 != "_" }) != nil { return true }
        if let first = text.first, first == "\"" || first == "'", text.count >= 2, text.last == first { return true }
        let path = text.hasPrefix(".") ? text.dropFirst() : Substring(text)
        return !path.isEmpty && (text.hasPrefix(".") || path.contains("."))
            && path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
    }
}
