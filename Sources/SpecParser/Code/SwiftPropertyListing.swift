/// A Swift fragment that only lists a type's properties, one a line: without `var` (`cornerRadius: CGFloat`, or with
/// an Xcode placeholder standing for the value, `cornerRadius = <#CGFloat#>`), or as the type declares them outside
/// it (`public var cornerRadius: CGFloat = 12`, `public var appearTime = 0.2`). READMEs write these as "the
/// properties you can customize": each line declares a setting of the component with the type and default it writes.
/// The whole fragment must be such lines (two at least), so a call's `title: "Hi"` argument, a dictionary entry or an
/// example's `let toast = Toast()` among statements never counts.
enum SwiftPropertyListing {
    /// One listed property: its name, the type as written (`CGFloat`, `(PopTip) -> Void`), and its name's offset.
    struct Property: Equatable {
        var name: String
        /// The type as written; nil when only a default is (`var appearTime = 0.2`).
        var type: String?
        var offset: Int
        /// The initial value a `var` line writes.
        var defaultValue: String? = nil
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
            guard let property = property(tokens, line: line) ?? declaration(tokens, line: line) else { return [] }
            properties.append(property)
        }
        return properties.count >= 2 ? properties : []
    }

    /// `public var cornerRadius: CGFloat = 12`, `@objc dynamic var tint: UIColor?`, `var appearTime = 0.2`: a stored
    /// property as its type declares it, with a type, an initial value or both.
    private static func declaration(_ tokens: UsageTokens, line: Range<Int>) -> Property? {
        var position = line.lowerBound
        while position < line.upperBound {
            if tokens.isPunctuation("@", at: position) {
                position += 2
            } else if let token = tokens[position], token.kind == .name, declarationModifiers.contains(token.text) {
                position += 1
            } else {
                break
            }
        }
        // A bare `let` is an example's local constant (`let pebble = Pebble()`); a listed property is a `var`, or a `let`
        // the type declares with its access (`public let`).
        guard tokens.isName("var", at: position) || (tokens.isName("let", at: position) && position > line.lowerBound),
            let name = tokens[position + 1], name.kind == .name, name.text.first?.isLowercase == true
        else { return nil }
        var end = line.upperBound
        if tokens.isPunctuation(";", at: end - 1) { end -= 1 }
        var next = position + 2
        var type: String?
        if tokens.isPunctuation(":", at: next) {
            let start = next + 1
            var stop = start
            while stop < end, !tokens.isPunctuation("=", at: stop) {
                guard let token = tokens[stop], token.kind == .name || (token.kind == .punctuation && typePunctuation.contains(token.text))
                else { return nil }
                stop += 1
            }
            guard stop > start, let first = tokens[start], first.text.first?.isUppercase == true || ["[", "("].contains(first.text)
            else { return nil }
            type = tokens.text(from: start, through: stop - 1)
            next = stop
        }
        var defaultValue: String?
        if tokens.isPunctuation("=", at: next) {
            // A closure's body (`= { … }`) or a call spanning lines is no value a line lists.
            guard next + 1 < end, !tokens.isPunctuation("{", at: next + 1) else { return nil }
            defaultValue = tokens.text(from: next + 1, through: end - 1)
            next = end
        }
        guard next == end, type != nil || defaultValue != nil else { return nil }
        return Property(name: name.text, type: type, offset: name.offset, defaultValue: defaultValue)
    }

    private static let declarationModifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "static", "class", "dynamic", "weak", "unowned", "lazy",
        "final", "nonisolated",
    ]

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
        if tokens.isPunctuation(":", at: line.lowerBound + 1), tokens.isPunctuation("<", at: first), end - first >= 3,
            tokens.isPunctuation(">", at: end - 1), let inner = tokens[first + 1], inner.text.first?.isUppercase == true
        {
            // `waitDuration : <Duration>`: the type written as a placeholder, in angle brackets.
            return Property(name: name.text, type: tokens.text(from: first + 1, through: end - 2), offset: name.offset)
        }
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
