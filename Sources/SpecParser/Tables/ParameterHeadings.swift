import SpecMarkdown
import SpecModel

/// Parameters written a heading each, as React Native's documentation and the many libraries that follow it write
/// props: `` ### `duration` `` (or `#### duration?: number`), a sentence or two, then the type and the default in a
/// one-row table (`| Type | Default |`) or in lines (`Type: number`, `- Default: 3000`). The headings under one parent
/// that lists parameters are the rows of one table, so they are read as that table (by `ParameterTable`, as any other)
/// in the parent's section, where it pairs with the parent's declaration as a table does.
enum ParameterHeadings {
    /// The parameter a heading names: a name alone, in code or not, with its type after `:` or in parentheses and a
    /// mark for optional (`?`) or required (`*`, "(required)"); nil for any other heading (`show()`, `Toast.Action`).
    static func entry(_ heading: Heading) -> (name: String, type: String?, isRequired: Bool?)? {
        var text = withoutMarkupLabels(heading.content).plainText.trimmed
        var isRequired: Bool?
        for mark in ["(required)", "(Required)", "*"] where text.hasSuffix(mark) {
            text = String(text.dropLast(mark.count)).trimmed
            isRequired = true
        }
        if text.hasSuffix("(optional)") {
            text = String(text.dropLast("(optional)".count)).trimmed
            isRequired = false
        }
        var type: String?
        let nameEnd = text.firstIndex { $0 == ":" && !isNamespaced(text) || $0 == " " || $0 == "(" || $0 == "?" } ?? text.endIndex
        let name = String(text[..<nameEnd])
        var rest = text[nameEnd...]
        if rest.hasPrefix("?") {
            isRequired = false
            rest = rest.dropFirst()
        }
        let afterName = String(rest).trimmed
        if afterName.hasPrefix(":") {
            type = String(afterName.dropFirst()).trimmed
        } else if afterName.hasPrefix("("), afterName.hasSuffix(")") {
            type = String(afterName.dropFirst().dropLast()).trimmed
        } else if !afterName.isEmpty {
            return nil
        }
        guard isParameterName(name), type.map({ !$0.isEmpty }) ?? true else { return nil }
        return (name, type, isRequired)
    }

    /// The inlines without HTML elements and the text inside them: `` `hidesWhenStopped` <span class="label">iOS</span> ``
    /// labels the parameter's platform; the label is no part of its name.
    private static func withoutMarkupLabels(_ content: [Inline]) -> [Inline] {
        var kept: [Inline] = []
        var depth = 0
        for inline in content {
            if case .html(let tag) = inline {
                if tag.hasPrefix("</") {
                    depth = max(0, depth - 1)
                } else if !tag.hasSuffix("/>"), !voidElements.contains(where: { tag.lowercased().hasPrefix("<\($0)") }) {
                    depth += 1
                }
                continue
            }
            if depth == 0 { kept.append(inline) }
        }
        return kept
    }

    /// Elements that never close (`<br>`, `<hr>`), so nothing is inside them.
    private static let voidElements = ["br", "hr", "img", "wbr", "input"]

    /// Whether `table`, under `heading`, holds that parameter heading's own values: one row under headers such as
    /// `Type | Default | Required`, with no column of names.
    static func holdsValues(_ table: Table, under heading: Heading?) -> Bool {
        guard table.rows.count == 1, let heading, entry(heading) != nil else { return false }
        let headers = table.header.cells.map { SectionVocabulary.words(of: $0.content.plainText).joined(separator: " ") }
        return headers.contains { column(named: $0) != nil }
            && headers.allSatisfy { column(named: $0) != nil || otherValueHeaders.contains($0) }
    }

    /// Headers of a heading's value table besides type, default and requirement.
    private static let otherValueHeaders: Set<String> = ["description", "platform", "platforms", "values", "since", "deprecated", ""]

    /// The pieces with each run of parameter headings (two or more, under a parent that lists parameters, or under a
    /// group on a page that does or stating their types) read as one table; a note per table.
    static func resolve(_ pieces: [[APIPiece]], outline: SectionOutline, locator: Locator) -> (pieces: [[APIPiece]], notes: [Diagnostic]) {
        var pieces = pieces
        var notes: [Diagnostic] = []
        let sections = outline.sections
        var index = 0
        while index < sections.count {
            guard let heading = sections[index].heading, isEntry(sections[index], pieces: pieces[index]),
                let parent = parentIndex(of: index, in: sections)
            else {
                index += 1
                continue
            }
            // The run: this heading and its siblings after it, each a parameter with no API pieces of its own.
            var run = [index]
            var next = index + 1
            while next < sections.count, let sibling = sections[next].heading, sibling.level >= heading.level {
                if sibling.level == heading.level {
                    guard isEntry(sections[next], pieces: pieces[next]) else { break }
                    run.append(next)
                }
                next += 1
            }
            index = next
            guard run.count >= 2 else { continue }
            let rows = run.compactMap { row(of: sections[$0]) }
            // Under a group's heading ("Layout", "Styles"), the run is parameters when the page says it lists them
            // ("Available props") or each heading states its type; its table is then the nearest listing's, or the page's.
            let owner: Int
            if listsParameters(sections[parent]) {
                owner = parent
            } else if pageListsParameters(outline) || rows.allSatisfy({ !$0.cells[Column.type.position].content.isEmpty }) {
                owner = ancestors(of: parent, in: sections).first { listsParameters(sections[$0]) } ?? 0
            } else {
                continue
            }
            let table = Table(
                header: TableRow(
                    cells: Column.allCases.map { TableCell(content: [.text($0.rawValue)], range: heading.range) },
                    range: heading.range
                ),
                rows: rows,
                range: heading.range
            )
            var said: [Diagnostic] = []
            guard let parameters = ParameterTable(table, locator: locator, diagnostics: &said) else { continue }
            notes += said
            notes.append(
                Diagnostic(
                    .note,
                    "read \(run.count) headings as the parameters of one table, each heading a parameter",
                    at: locator.location(heading.range.start)
                )
            )
            pieces[owner].append(.table(parameters))
        }
        return (pieces, notes)
    }

    /// Whether `section` documents one parameter: its heading names one, and it shows no code and adds no API piece.
    /// A heading over code (`public var title: String`, `toast(options)` with a call) is a member's or a function's
    /// reference, which the readers of code take.
    private static func isEntry(_ section: Section, pieces: [APIPiece]) -> Bool {
        guard let heading = section.heading, entry(heading) != nil, pieces.isEmpty else { return false }
        return !section.blocks.contains { if case .codeBlock = $0 { true } else { false } }
    }

    /// The columns of the table the headings make, by header words `ParameterTable` knows.
    private enum Column: String, CaseIterable {
        case name = "Name", type = "Type", defaultValue = "Default", required = "Required", description = "Description"

        /// The column's place in a row.
        var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }

    /// One heading's section as a row: the name from the heading, the type, default and requirement from a one-row
    /// table or `Type:` lines, and the rest of its text as the description.
    private static func row(of section: Section) -> TableRow? {
        guard let heading = section.heading, let named = entry(heading) else { return nil }
        var values: [Column: TableCell] = [
            .name: TableCell(content: [.code(named.name)], range: heading.range)
        ]
        if let type = named.type { values[.type] = TableCell(content: [.text(type)], range: heading.range) }
        if let required = named.isRequired {
            values[.required] = TableCell(content: [.text(required ? "yes" : "no")], range: heading.range)
        }
        var description: [Inline] = []
        func take(_ line: [Inline], at range: SourceRange) {
            if let (column, value) = labelled(line), values[column] == nil {
                values[column] = TableCell(content: value, range: range)
            } else if !line.isEmpty {
                description += (description.isEmpty ? [] : [.softBreak]) + line
            }
        }
        for block in section.blocks {
            switch block {
            case .paragraph(let paragraph):
                for line in lines(of: paragraph.content) { take(line, at: paragraph.range) }
            case .list(let list):
                for item in list.items {
                    guard case .paragraph(let paragraph)? = item.blocks.first else { continue }
                    for line in lines(of: paragraph.content) { take(line, at: paragraph.range) }
                }
            case .table(let table) where table.rows.count == 1:
                // `| Type | Default |` with one row: the heading's own values.
                for (position, header) in table.header.cells.enumerated() where position < table.rows[0].cells.count {
                    guard let column = column(named: header.content.plainText), values[column] == nil else { continue }
                    values[column] = table.rows[0].cells[position]
                }
            default:
                continue
            }
        }
        if !description.isEmpty { values[.description] = TableCell(content: description, range: heading.range) }
        return TableRow(
            cells: Column.allCases.map { values[$0] ?? TableCell(content: [], range: heading.range) },
            range: heading.range
        )
    }

    /// `Type: number`, `**Default**: 3000`, `Required: yes`: a line that labels one of the heading's values.
    private static func labelled(_ line: [Inline]) -> (Column, [Inline])? {
        var content = line
        // `**Type**: number` and `**Type:** number`: the label in bold.
        if case .strong(let label)? = content.first {
            content = label + content.dropFirst()
        }
        guard case .text(let text)? = content.first, let colon = text.firstIndex(of: ":") else { return nil }
        guard let column = column(named: String(text[..<colon])) else { return nil }
        let after = String(text[text.index(after: colon)...])
        let value = (after.trimmed.isEmpty ? [] : [Inline.text(after.trimmed)]) + content.dropFirst()
        return value.isEmpty ? nil : (column, value)
    }

    private static func column(named label: String) -> Column? {
        switch SectionVocabulary.words(of: label).joined(separator: " ") {
        case "type", "types", "data type": .type
        case "default", "default value", "defaults": .defaultValue
        case "required", "optional": .required
        default: nil
        }
    }

    /// A paragraph's lines: `Type: number` and `Default: 3000` on lines of their own are two values.
    private static func lines(of content: [Inline]) -> [[Inline]] {
        var lines: [[Inline]] = [[]]
        for inline in content {
            switch inline {
            case .softBreak, .lineBreak: lines.append([])
            default: lines[lines.count - 1].append(inline)
            }
        }
        return lines.filter { !$0.isEmpty }
    }

    /// The nearest section before `index` whose heading is of a higher level.
    private static func parentIndex(of index: Int, in sections: [Section]) -> Int? {
        guard let level = sections[index].heading?.level else { return nil }
        return sections[..<index].lastIndex { ($0.heading?.level ?? 0) < level && $0.heading != nil }
    }

    /// The sections `index` is nested in, nearest first.
    private static func ancestors(of index: Int, in sections: [Section]) -> [Int] {
        var found = [index]
        while let parent = parentIndex(of: found[found.count - 1], in: sections) { found.append(parent) }
        return found
    }

    /// Whether the page's title says the page lists parameters ("Available props", "Toast options").
    private static func pageListsParameters(_ outline: SectionOutline) -> Bool {
        outline.title.map { SectionVocabulary.namesSettings($0.content.plainText) } ?? false
    }

    /// "Props", "API", "Options", "Configuration": a parent whose children may each be a parameter.
    private static func listsParameters(_ section: Section) -> Bool {
        guard let title = section.heading?.content.plainText else { return false }
        return section.kind == .api || SectionVocabulary.isParameterListTitle(title) || SectionVocabulary.namesSettings(title)
    }

    /// `duration`, `v-model`, `app:toastDuration`, `android:text`, `_id`: a parameter's name, lower-case first (a
    /// capitalised heading names a type or a section).
    private static func isParameterName(_ name: String) -> Bool {
        guard let first = name.first, first.isLowercase || first == "_" || first == "$", name.count <= 60 else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ":" || $0 == "$" }
    }

    /// `app:toastDuration`: an XML namespace prefix, not a type after a colon.
    private static func isNamespaced(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let after = text[text.index(after: colon)...]
        return after.first.map { !$0.isWhitespace } ?? false
    }
}
