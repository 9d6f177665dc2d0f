/// A Dart fragment that lists a widget's fields outside any class (`final Color backgroundColor;`,
/// `late double iconSize;`, `double iconSize;`): each declares a setting of the component, with the type it writes. Inside a `class` the
/// fields are that class's, and its constructor says whether they are the component's.
enum DartFieldDeclarations {
    /// One field: its name, the type as written (`Color?`), and the token that starts the declaration.
    struct Field: Equatable {
        var name: String
        var type: String
        var offset: Int
        /// The index of the `final` or `late` token, or of the type when neither is written.
        var position: Int
    }

    /// The fields `tokens` declares at top level; empty when the fragment declares a class or is not Dart.
    static func fields(in tokens: UsageTokens) -> [Field] {
        guard tokens.language == .dart, !tokens.tokens.contains(where: { $0.kind == .name && $0.text == "class" }) else { return [] }
        var fields: [Field] = []
        for position in tokens.tokens.indices {
            var first = position + 1
            // Without `final` or `late` (`EasyToastStyle style;`), a statement that is a type and a name alone is a
            // field too; one with a value (`Widget icon = …;`) may be a local binding of an example, so it is not.
            let bare = isBareDeclarationStart(at: position, in: tokens)
            if bare {
                first = position
            } else {
                guard tokens.isName("final", at: position) || tokens.isName("late", at: position) else { continue }
                // `late final double size;`
                if tokens.isName("final", at: first) { first += 1 }
            }
            guard let type = tokens[first], type.kind == .name, type.text.first?.isLetter == true else { continue }
            var next = first + 1
            var written = type.text
            // `List<String>`, `Map<String, int>`: the generic arguments belong to the type.
            if tokens.isPunctuation("<", at: next) {
                var depth = 0
                while let token = tokens[next] {
                    if token.kind == .punctuation, token.text == "<" { depth += 1 }
                    if token.kind == .punctuation, token.text == ">" { depth -= 1 }
                    next += 1
                    if depth == 0 { break }
                }
                guard depth == 0 else { continue }
                written = tokens.text(from: first, through: next - 1)
            }
            if tokens.isPunctuation("?", at: next) {
                written += "?"
                next += 1
            }
            // A declaration without a value, or with one (`final double size = 14;`), ends at its semicolon.
            guard let name = tokens[next], name.kind == .name, name.text.first?.isLowercase == true,
                tokens.isPunctuation(";", at: next + 1) || (!bare && tokens.isPunctuation("=", at: next + 1))
            else { continue }
            fields.append(Field(name: name.text, type: written, offset: name.offset, position: position))
        }
        return fields
    }

    /// Dart's own value types, written in lower case; every other type name starts with a capital.
    private static let lowercaseTypes: Set<String> = ["bool", "int", "double", "num", "dynamic"]

    /// Whether a statement starts at `position` with a type name: first in the fragment or after a `;`.
    private static func isBareDeclarationStart(at position: Int, in tokens: UsageTokens) -> Bool {
        guard let token = tokens[position], token.kind == .name,
            token.text.first?.isUppercase == true || lowercaseTypes.contains(token.text)
        else { return false }
        return position == 0 || tokens.isPunctuation(";", at: position - 1)
    }
}
