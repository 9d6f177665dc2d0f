/// A Swift fragment that only lists a type's properties, one a line and without `var`: `cornerRadius: CGFloat`, or
/// with an Xcode placeholder standing for the value, `cornerRadius = <#CGFloat#>`. READMEs write these as "the
/// properties you can customize": each line declares a setting of the component with the type it writes. The whole
/// fragment must be such lines (two at least), so a call's `title: "Hi"` argument or a dictionary entry never counts.
enum SwiftPropertyListing {
    /// One listed property: its name, the type as written (`CGFloat`, `(PopTip) -> Void`), and its name's offset.
    struct Property: Equatable {
        var name: String
        var type: String
        var offset: Int
    }

    /// The properties `tokens` lists; empty unless every line of the Swift fragment is a listed property.
    static func properties(in tokens: UsageTokens) -> [Property] {
        guard tokens.language == .swift else { return [] }
        var lines: [Range<Int>] = []
        for position in tokens.tokens.indices where position == 0 || tokens.tokens[position].startsLine {
            if let last = lines.last { lines[lines.count - 1] = last.lowerBound..<position }
            lines.append(position..<tokens.tokens.count)
        }
        var properties: [Property] = []
        for line in lines {
            guard let property = property(tokens, line: line) else { return [] }
            properties.append(property)
        }
        return properties.count >= 2 ? properties : []
    }

    /// Punctuation a written type may hold besides names: generics, optionals, collections, function types.
    private static let typePunctuation: Set<String> = [".", "<", ">", "?", "!", "[", "]", ",", "(", ")", "-", ":"]

    /// `name: Type` or `name = <#Type#>` on one line (a `;` may end it); nil for any other line.
    private static func property(_ tokens: UsageTokens, line: Range<Int>) -> Property? {
        var end = line.upperBound
        if tokens.isPunctuation(";", at: end - 1) { end -= 1 }
        guard end - line.lowerBound >= 3, let name = tokens[line.lowerBound], name.kind == .name,
            name.text.first?.isLowercase == true, !["let", "var", "case", "return", "func"].contains(name.text)
        else { return nil }
        let first = line.lowerBound + 2
        if tokens.isPunctuation(":", at: line.lowerBound + 1) {
            // The type starts with a capitalised name (`CGFloat`, `UIFont?`) or a collection or function type.
            guard let start = tokens[first], start.text.first?.isUppercase == true || ["[", "("].contains(start.text) else { return nil }
            for position in first..<end {
                guard let token = tokens[position],
                    token.kind == .name || (token.kind == .punctuation && typePunctuation.contains(token.text))
                else { return nil }
            }
            return Property(name: name.text, type: tokens.text(from: first, through: end - 1), offset: name.offset)
        }
        // `<#CGFloat#>`: the placeholder's text between its delimiters is the type.
        guard tokens.isPunctuation("=", at: line.lowerBound + 1), tokens.isPunctuation("<", at: first),
            tokens.isPunctuation("#", at: first + 1), end - first >= 5, tokens.isPunctuation("#", at: end - 2),
            tokens.isPunctuation(">", at: end - 1)
        else { return nil }
        let type = tokens.text(from: first + 2, through: end - 3)
        return type.isEmpty ? nil : Property(name: name.text, type: type, offset: name.offset)
    }
}
