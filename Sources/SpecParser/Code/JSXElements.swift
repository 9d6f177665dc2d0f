/// JSX in JavaScript and TypeScript code: `<Pill duration={3000} dismissible label="New" />` passes its props as
/// attributes, as a call passes labelled arguments. Only elements of components (a capitalised tag) are read; a
/// DOM element (`<div>`), a spread (`{...props}`) and the children between tags pass nothing. The components the
/// example declares for itself (`function PillDemo()`, `const App = () => …`) are its own, never the library's.
struct JSXElements {
    /// The components' elements: each attribute is a setting whose value is code (a string keeps its quotes; `{3000}`
    /// is `3000`; a bare attribute is `true`).
    private(set) var elements: [ComponentSettings] = []
    /// Components and functions the code declares (`function PillDemo`, `const App =`, `class Screen`).
    private(set) var declaredNames: Set<String> = []

    init(_ tokens: UsageTokens) {
        var position = 0
        while let token = tokens[position] {
            defer { position += 1 }
            if token.kind == .name, ["function", "class", "const", "let", "var"].contains(token.text), let name = tokens[position + 1],
                name.kind == .name, name.text.first?.isUppercase == true
            {
                declaredNames.insert(name.text)
                continue
            }
            // `<Pill`: the tag's name follows the bracket directly (`a < B` is a comparison).
            guard token.kind == .punctuation, token.text == "<", let first = tokens[position + 1], first.kind == .name,
                first.offset == token.offset + 1
            else { continue }
            var name = position + 1
            while tokens.isPunctuation(".", at: name + 1), tokens[name + 2]?.kind == .name { name += 2 }
            guard let type = tokens[name], type.text.first?.isUppercase == true else { continue }
            var attributes: [CodeSetting] = []
            var cursor = name + 1
            while let next = tokens[cursor], !(next.kind == .punctuation && [">", "<"].contains(next.text)) {
                if next.kind == .punctuation, next.text == "{", let close = tokens.partner[cursor] {
                    cursor = close + 1  // `{...props}`: a spread names nothing.
                    continue
                }
                guard next.kind == .name, !tokens.isPunctuation("-", at: cursor + 1), !tokens.isPunctuation("-", at: cursor - 1) else {
                    cursor += 1
                    continue
                }
                guard tokens.isPunctuation("=", at: cursor + 1) else {
                    // A bare attribute (`dismissible`) is `true`.
                    attributes.append(CodeSetting(name: next.text, value: "true", offset: next.offset))
                    cursor += 1
                    continue
                }
                let start = cursor + 2
                if let value = tokens[start], value.kind == .string {
                    attributes.append(CodeSetting(name: next.text, value: value.text, offset: next.offset))
                    cursor = start + 1
                } else if tokens.isPunctuation("{", at: start), let close = tokens.partner[start] {
                    if close > start + 1 {
                        attributes.append(
                            CodeSetting(name: next.text, value: tokens.text(from: start + 1, through: close - 1), offset: next.offset)
                        )
                    }
                    cursor = close + 1
                } else if tokens.isPunctuation("'", at: start),
                    let end = (start + 1..<tokens.tokens.count).first(where: { tokens.isPunctuation("'", at: $0) })
                {
                    attributes.append(CodeSetting(name: next.text, value: tokens.text(from: start, through: end), offset: next.offset))
                    cursor = end + 1
                } else {
                    cursor = start
                }
            }
            // `key` and `ref` are React's own, taken by every element; no component declares them.
            attributes.removeAll { ["key", "ref"].contains($0.name) }
            elements.append(ComponentSettings(component: type.text, settings: attributes, offset: type.offset))
            position = cursor - 1
        }
    }
}
