import SpecMarkdown
import SpecModel

/// Parameters written as a list rather than a table, read into the same rows:
///
/// - `` `limit:` The maximum number of … `` with a nested "Default value is 2";
/// - `` `name` (String, optional): What it says. Defaults to "x". ``;
/// - swift-doc's "- Parameters:" followed by "- title: The title." items.
///
/// The list's introduction says what the parameters belong to: a "Parameters:" label leaves it to
/// the declaration nearby, a code span (`` when using `GlassSnackbarStackView` ``) names the symbol.
struct ParameterList {
    var table: ParameterTable
    /// The symbol the introduction names; nil when the list belongs to a declaration nearby.
    var symbol: String?

    init?(_ list: ListBlock, introduction: [Inline]?, inAPISection: Bool, locator: Locator) {
        let introText = introduction?.plainText.trimmed ?? ""
        let label = introText.trimming { $0 == ":" || $0.properties.isWhitespace }
        // "DOM events:", "Methods:": a label that names what the list holds, and it is not parameters.
        if SectionVocabulary.words(of: label).count <= 4, SectionVocabulary.isNonParameterTitle(label) { return nil }
        let isLabelled = SectionVocabulary.isParameterListTitle(label)
        // "Options of the chip:": a label naming the inputs makes `name - words` and `name (*): words` items parameters.
        let namesInputs = isLabelled || DefinitionLine.introducesInputs(label)
        var rows: [ParameterTable.Row] = []
        var hasTypes = false
        var readsDefinitionLines = false
        let typedItems = Self.plainTypedItems(list)
        for (index, item) in list.items.enumerated() {
            guard case .paragraph(let paragraph)? = item.blocks.first else { return nil }
            var read = Entry(paragraph.content, allowPlainNames: isLabelled, allowPlainMembers: isLabelled || inAPISection)
            if read == nil, let typed = typedItems?[index] { read = Entry(typed) }
            if read == nil, namesInputs, let line = DefinitionLine(paragraph.content) {
                read = Entry(line)
                readsDefinitionLines = true
            }
            guard let entry = read else { return nil }
            // Sub-items ("Default value is 2") add to the description.
            var description = entry.description
            for case .list(let nested) in item.blocks.dropFirst() {
                for nestedItem in nested.items {
                    guard case .paragraph(let text)? = nestedItem.blocks.first else { continue }
                    description += (description.isEmpty ? "" : " ") + text.content.markdownText.trimmed
                }
            }
            let stated = entry.defaultValue ?? DefaultCell.stated(in: description)
            hasTypes = hasTypes || entry.type != nil
            rows.append(
                ParameterTable.Row(
                    name: entry.name,
                    type: entry.type,
                    defaultValue: stated,
                    description: description,
                    isRequired: entry.isOptional ? false : nil,
                    location: locator.location(paragraph.range.start)
                )
            )
        }
        // Without a label, the `name:` or `name` (Type) spelling must say these are parameters.
        // Items the older spellings read keep their own test; only plain-name lines rely on the label.
        guard !rows.isEmpty,
            isLabelled || readsDefinitionLines || inAPISection || typedItems != nil || list.items.allSatisfy(Self.hasParameterSpelling),
            Set(rows.map(\.name)).count == rows.count
        else { return nil }
        table = ParameterTable(rows: rows, hasDefaultColumn: false, hasTypeColumn: hasTypes, location: locator.location(list.range.start))
        symbol = isLabelled ? nil : introduction?.codeSpans.first { Self.isIdentifier($0) }
    }

    /// Every item of `list` as a name with its type written in plain text (`PlainTypedItem`), or nil unless all are
    /// and the list reads as code.
    private static func plainTypedItems(_ list: ListBlock) -> [PlainTypedItem]? {
        var items: [PlainTypedItem] = []
        for item in list.items {
            guard item.blocks.count == 1, case .paragraph(let paragraph)? = item.blocks.first,
                paragraph.content.allSatisfy({ if case .text = $0 { true } else { false } }),
                let typed = PlainTypedItem(paragraph.content.plainText)
            else { return nil }
            items.append(typed)
        }
        guard items.count >= 2, PlainTypedItem.isCodeLike(items) else { return nil }
        return items
    }

    /// `` `limit:` `` or `` `name` (Type…) ``: a list entry that reads as a parameter.
    private static func hasParameterSpelling(_ item: ListItem) -> Bool {
        guard case .paragraph(let paragraph)? = item.blocks.first else { return false }
        if Entry.boldName(paragraph.content) != nil { return true }
        if case .text(let text)? = paragraph.content.first, text.hasPrefix("Parameter "), text.contains(":") { return true }
        guard case .code(let code)? = paragraph.content.first else { return false }
        if code.hasSuffix(":") || Entry.typedName(code) != nil { return true }
        // `(String, optional)`: a type and flags, not a sentence in parentheses.
        let rest = Array(paragraph.content.dropFirst()).plainText.trimmed
        guard rest.hasPrefix("("), let close = rest.firstIndex(of: ")") else { return false }
        return rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").allSatisfy { $0.split(separator: " ").count <= 3 }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
    }

    /// One list entry: name, optional type and flag in parentheses, description.
    private struct Entry {
        var name: String
        var type: String?
        var isOptional = false
        /// A default the parentheses state (`(number, default 3000)`).
        var defaultValue: String?
        var description: String

        /// `LENGTH_SHORT`, `Toast.POSITION_TOP`: a constant's name, written in capitals.
        static func isConstant(_ name: String) -> Bool {
            let last = name.split(separator: ".").last ?? Substring(name)
            return last.count > 1 && last.contains(where: \.isLetter)
                && last.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
        }

        /// `duration: number`, `duration?: number` in one code span: the name, its type, and whether `?` marks it optional.
        static func typedName(_ code: String) -> (name: String, type: String, isOptional: Bool)? {
            guard let colon = code.firstIndex(of: ":") else { return nil }
            var name = String(code[..<colon]).trimmed
            let type = String(code[code.index(after: colon)...]).trimmed
            let isOptional = name.hasSuffix("?")
            if isOptional { name.removeLast() }
            // `com.example:lib:1.2` is a coordinate, not a name and its type: a name has no dot, a type opens as one does.
            guard let opening = type.first, opening.isLetter || "([{'\"".contains(opening), name.first?.isLowercase == true,
                !name.contains("."), ParameterList.isIdentifier(name)
            else { return nil }
            return (name, type, isOptional)
        }

        /// `**title**:` or `**title:**`: the name when it is an identifier that starts lower-case; a capitalised
        /// bold word (`**Fast**: …`) opens a feature list, not a setting.
        static func boldName(_ content: [Inline]) -> String? {
            guard case .strong(let inner)? = content.first else { return nil }
            var name = inner.plainText.trimmed
            let colonInside = name.hasSuffix(":")
            if colonInside { name = String(name.dropLast()).trimmed }
            let after = Array(content.dropFirst()).plainText.trimmed
            // `**title**: …`, `**title** (string): …`, `**title** `string` — …`: a name, then its type or its description.
            let introducesValue =
                colonInside || after.hasPrefix(":") || after.hasPrefix("(")
                || { if case .code? = content.dropFirst().first(where: { $0 != .text(" ") }) { true } else { false } }()
            guard introducesValue, name.first?.isLowercase == true, ParameterList.isIdentifier(name) else { return nil }
            return name
        }

        /// A name with its type written in plain text (`PlainTypedItem`).
        init(_ item: PlainTypedItem) {
            name = item.name
            type = item.type
            isOptional = item.isRequired == false
            defaultValue = item.defaultValue
            description = item.description
        }

        /// A line read as a name, a separator and words (`DefinitionLine`).
        init(_ line: DefinitionLine) {
            name = line.name
            type = line.type
            isOptional = line.isRequired == false
            description = line.description
        }

        /// `allowPlainNames`: `title: The title.` names a parameter (under a "Parameters:" label); `allowPlainMembers`:
        /// `title?: string;`, a member as TypeScript declares it, does (there, or in a section of settings).
        init?(_ content: [Inline], allowPlainNames: Bool, allowPlainMembers: Bool) {
            var rest: String
            if case .code(let code)? = content.first, let typed = Self.typedName(code) {
                // `` `title: string` - The title. ``
                name = typed.name
                type = typed.type
                isOptional = typed.isOptional
                rest = Array(content.dropFirst()).markdownText.trimmed
            } else if case .code(let code)? = content.first {
                name = code.trimmed
                rest = Array(content.dropFirst()).markdownText.trimmed
            } else if let bold = Self.boldName(content) {
                // `**title**: The title.`: a bold lower-case identifier before a colon names the setting.
                name = bold
                var after = Array(content.dropFirst())
                if case .text(let space)? = after.first, space.trimmed.isEmpty { after.removeFirst() }
                // `**title** `string` — …`: the code span after the name is its type.
                if case .code(let written)? = after.first {
                    type = written.trimmed
                    after.removeFirst()
                }
                rest = after.markdownText.trimmed
                if rest.hasPrefix(":") { rest = String(rest.dropFirst()).trimmed }
            } else if case .text(let text)? = content.first, text.hasPrefix("Parameter "), let colon = text.firstIndex(of: ":") {
                // swift-doc's single form: `Parameter title: The title.`
                name = String(text[text.index(text.startIndex, offsetBy: 10)..<colon]).trimmed
                rest = (String(text[text.index(after: colon)...]) + Array(content.dropFirst()).markdownText).trimmed
            } else if allowPlainMembers, content.count == 1, case .text(let text)? = content.first, text.trimmed.hasSuffix(";"),
                let typed = Self.typedName(String(text.trimmed.dropLast()))
            {
                // `interval?: number;`: a member as TypeScript declares it, written as plain text.
                name = typed.name
                type = typed.type
                isOptional = typed.isOptional
                rest = ""
            } else if allowPlainNames, case .text(let text)? = content.first, let colon = text.firstIndex(of: ":") {
                // swift-doc: `title: The title.`
                name = String(text[..<colon]).trimmed
                rest = String(text[text.index(after: colon)...]) + Array(content.dropFirst()).markdownText
                rest = rest.trimmed
            } else {
                return nil
            }
            if name.hasSuffix(":") { name = String(name.dropLast()).trimmed }
            // `` `showDone:` <-> `FeedbackDone` ``: a list that maps one thing to another describes no parameter, and
            // `` `Toast.LENGTH_SHORT` `` names a constant, one of a setting's values.
            guard ParameterList.isIdentifier(name), !["<->", "->", "=>", "<=>", "→", "↔"].contains(where: rest.hasPrefix),
                !Self.isConstant(name)
            else {
                return nil
            }
            if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
                let inside = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map { String($0).trimmed }
                for part in inside {
                    let lowered = part.lowercased()
                    if let prefix = ["default:", "defaults to", "default"].first(where: {
                        lowered.hasPrefix($0 + " ") || lowered.hasPrefix($0) && $0.hasSuffix(":")
                    }) {
                        // `(number, default 3000)`, `(default: true)`: the default the parentheses state.
                        defaultValue = String(part.dropFirst(prefix.count)).trimmed.trimming { $0 == "`" }
                        continue
                    }
                    switch lowered {
                    case "optional": isOptional = true
                    case "required", "": break
                    default: type = type ?? part.trimming { $0 == "`" }
                    }
                }
                rest = String(rest[rest.index(after: close)...])
            }
            description = rest.trimming { $0.properties.isWhitespace || ":—–-".unicodeScalars.contains($0) }
        }
    }
}
