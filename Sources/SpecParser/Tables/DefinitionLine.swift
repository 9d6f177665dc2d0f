import SpecMarkdown

/// One line of a listing that gives a name, a separator and words about it, whatever holds the line (a list item,
/// a paragraph's lines): `tint - colour of the chip`, `` `tint` – colour of the chip ``, `tint (*): colour of the chip`,
/// `tint (string, optional) -> colour of the chip`. Only a title naming a component's inputs makes such lines
/// parameters (`DefinitionLine.introducesInputs`); the line alone says nothing about what it lists.
struct DefinitionLine {
    var name: String
    /// A type the parentheses after the name give (`(string)`), if any.
    var type: String?
    /// `(*)`, `(required)`: true; `(optional)`: false; nil when the line does not say.
    var isRequired: Bool?
    var description: String

    init?(_ content: [Inline]) {
        var rest: String
        if case .code(let code)? = content.first {
            name = code.trimmed
            rest = Array(content.dropFirst()).markdownText
        } else if case .text(let text)? = content.first {
            let head = text.prefix { !$0.isWhitespace && $0 != ":" && $0 != "(" }
            name = String(head)
            rest = String(text.dropFirst(head.count)) + Array(content.dropFirst()).markdownText
            // A word in running text opens a sentence; a plain name is written as code is (`fontSize`, `font_size`).
            guard name.first?.isLowercase == true else { return nil }
        } else {
            return nil
        }
        guard ParameterList.isIdentifier(name), !name.contains("."), name.count > 1 else { return nil }
        rest = rest.trimmed
        if rest.hasPrefix("(") {
            // `show()` or `show(animated)` is a method; `(*)`, `(string, optional)` say what the name holds.
            guard let close = rest.firstIndex(of: ")") else { return nil }
            let parts = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map { String($0).trimmed }
            guard !parts.isEmpty, parts.allSatisfy({ $0.split(separator: " ").count <= 2 && !$0.isEmpty }) else { return nil }
            for part in parts {
                switch part.lowercased() {
                case "*", "required": isRequired = true
                case "optional": isRequired = false
                default:
                    guard type == nil, part.first?.isLetter == true else { return nil }
                    type = part.trimming { $0 == "`" }
                }
            }
            rest = String(rest[rest.index(after: close)...]).trimmed
        }
        guard let separator = [":", "->", "—", "–", "-"].first(where: { rest.hasPrefix($0) }) else { return nil }
        let words = String(rest.dropFirst(separator.count)).trimmed
        // Words about the name: a sentence, not code (`count - 1`, `key: value;`) nor a mapping to another name.
        guard let first = words.first, first.isLetter || first == "`",
            words.split(separator: " ").count >= 2,
            !words.contains(where: { ";{}".contains($0) }),
            !words.hasPrefix(">")
        else { return nil }
        description = words
    }

    /// Whether an introduction (a label, a list item's text, a heading) says what follows are a component's inputs:
    /// "Options of the chip", "Required parameters", "Available customizations - optional parameters:".
    /// A word before the inputs' noun must only qualify them: "Spring props" or "Theme options" name another object's.
    static func introducesInputs(_ label: String) -> Bool {
        let text = label.trimming { $0 == ":" || $0.properties.isWhitespace }
        let words = SectionVocabulary.words(of: text)
        guard words.count <= 6, !SectionVocabulary.isNonParameterTitle(text),
            let noun = words.firstIndex(where: { inputNouns.contains($0) })
        else { return false }
        return words[..<noun].allSatisfy(qualifiers.contains)
    }

    private static let inputNouns: Set<String> = [
        "props", "properties", "options", "parameters", "params", "attributes", "arguments", "args",
    ]
    private static let qualifiers: Set<String> = [
        "available", "optional", "required", "additional", "other", "supported", "common", "all", "more", "extra", "basic",
        "advanced", "general", "main", "input", "configurable", "customizable", "customisable", "customization",
        "customizations", "customisation", "customisations", "component", "the", "its",
    ]
}
