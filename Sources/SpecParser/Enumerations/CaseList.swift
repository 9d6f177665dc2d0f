import SpecMarkdown
import SpecModel

/// An enumeration written as a bullet list of its cases under an introduction that names it:
/// "There are 2 presentation modes:" / "- inView (UIView)" / "- alwaysOnTop *(mostly used)*".
struct CaseList {
    var enumeration: Enumeration

    init?(_ list: ListBlock, introduction: [Inline]?, locator: Locator) {
        guard let introduction, let name = Self.name(in: introduction.plainText) else { return nil }
        self.init(entries: Self.entries(of: list), named: name, at: locator.location(list.range.start), spelledValues: false)
    }

    /// A list of values under a heading that is a value-like type's name (`### ToastPosition`, `` ### `Tone` enum ``):
    /// the heading names the type a parameter is written with, and the list gives its cases, not parameters.
    init?(_ list: ListBlock, typeHeading heading: Heading?, locator: Locator) {
        guard let heading, let name = Self.typeName(inHeading: heading.content.plainText) else { return nil }
        self.init(entries: Self.entries(of: list), named: name, at: locator.location(list.range.start), spelledValues: true)
    }

    /// A table of values under such a heading (`| Value | Description |`): its first column gives the cases. A table
    /// with a type column lists a record's fields instead (`TableDefinedRecords`).
    init?(_ table: Table, typeHeading heading: Heading?, locator: Locator) {
        let headers = table.header.cells.map { $0.content.plainText.trimmed.lowercased() }
        guard let heading, let name = Self.typeName(inHeading: heading.content.plainText), let first = headers.first,
            Self.valueColumnTitles.contains(first), !headers.contains("type")
        else { return nil }
        self.init(
            entries: table.rows.map { $0.cells.first?.content },
            named: name,
            at: locator.location(table.range.start),
            spelledValues: true
        )
    }

    /// Each item's opening paragraph, nil for an item that opens otherwise.
    private static func entries(of list: ListBlock) -> [[Inline]?] {
        list.items.map { item in
            guard case .paragraph(let paragraph)? = item.blocks.first else { return nil }
            return paragraph.content
        }
    }

    /// One case per entry: an identifier, then at most a parenthetical or a description. `spelledValues`: a value may be
    /// spelled as a string literal or a case with its dot (`'top'`, `.top`), as under a heading that names the type; under
    /// an introduction of words such spellings are left to the readers of code (`DocumentedSurfaceReader`'s case lists).
    private init?(entries: [[Inline]?], named name: String, at location: SourceLocation, spelledValues: Bool) {
        guard entries.count >= 2 else { return nil }
        var cases: [String] = []
        for entry in entries {
            guard let content = entry else { return nil }
            var first = content.first.map { [$0] }?.plainText.trimmed ?? ""
            // `'top'`, `.top`: a value as a string literal or a case written with its dot.
            // `'top'` spells the case with two quotes around it, `.top` with one dot before it.
            let marks = !spelledValues ? 0 : (first.first == "'" || first.first == "\"") ? 2 : first.first == "." ? 1 : 0
            first = String(first.dropFirst(marks > 0 ? 1 : 0))
            let word = String(first.prefix { $0.isLetter || $0.isNumber || $0 == "_" || (marks == 2 && $0 == "-") })
            // A case is one identifier, then at most a parenthetical or a description after a separator.
            let after = String(content.plainText.trimmed.dropFirst(word.count + marks)).trimmed
            guard let initial = word.first, initial.isLetter, initial.isLowercase || word == word.uppercased(),
                after.isEmpty || after.hasPrefix("(") || after.hasPrefix(":") || after.hasPrefix("—") || after.hasPrefix("-")
            else { return nil }
            cases.append(word)
        }
        guard Set(cases).count == cases.count else { return nil }
        enumeration = Enumeration(name: name, cases: cases, line: location.line, column: location.column)
    }

    private static let valueColumnTitles: Set<String> = [
        "value", "values", "case", "cases", "constant", "constants", "option", "options", "name",
    ]

    /// `ToastPosition`, `` `Tone` enum ``, "ToastPosition values": a heading that is one value-like type's name
    /// (`ValueLikeTypeName`), alone or with a word saying it is a type or lists values.
    static func typeName(inHeading text: String) -> String? {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "`" }).map(String.init)
        if words.count == 2, typeKindWords.contains(words[1].lowercased()) { words.removeLast() }
        guard words.count == 1, let name = words.first, ValueLikeTypeName.valueWord(of: name) != nil else { return nil }
        return name
    }

    private static let typeKindWords: Set<String> = ["enum", "enumeration", "type", "values", "cases", "options"]

    /// "types of Presentation mode available" → `PresentationMode`: the last naming word ("mode",
    /// "style", "position", …) with the word before it, singular and in UpperCamelCase.
    static func name(in text: String) -> String? {
        let head = text.split(separator: ":").first.map(String.init) ?? text
        let words = head.split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard let index = words.lastIndex(where: { namingWords.contains($0.lowercased()) }), index > 0 else { return nil }
        let qualifier = words[index - 1]
        guard qualifier.count > 2, !fillerWords.contains(qualifier.lowercased()) else { return nil }
        var noun = words[index].lowercased()
        if noun.hasSuffix("s") { noun.removeLast() }
        return [qualifier, noun].map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static let namingWords: Set<String> = [
        "mode", "modes", "style", "styles", "position", "positions", "kind", "kinds", "variant", "variants", "placement",
        "placements", "size", "sizes", "level", "levels", "state", "states",
    ]

    private static let fillerWords: Set<String> = ["of", "the", "two", "three", "following", "available", "these", "and", "or", "all"]
}
