import SpecMarkdown
import SpecModel

/// A table recognised as a parameter table: a name column and at least one of type, default,
/// description or required, matched by header synonyms ignoring case, spaces and markup.
struct ParameterTable {
    enum Column: Equatable {
        case name
        case type
        case defaultValue
        case description
        case required
    }

    struct Row {
        var name: String
        var type: String?
        /// The default as written; nil when the cell says there is none (or there is no default column).
        var defaultValue: String?
        var description: String
        var isRequired: Bool?
        var location: SourceLocation
        /// Why the parameter is runtime whatever its type says, from a reader that knows (usage setting a part's own
        /// members); nil when its type decides.
        var runtimeReason: String? = nil
    }

    var rows: [Row]
    var hasDefaultColumn: Bool
    var hasTypeColumn: Bool
    var location: SourceLocation

    /// Rows read from elsewhere (a parameter list).
    init(rows: [Row], hasDefaultColumn: Bool, hasTypeColumn: Bool, location: SourceLocation) {
        self.rows = rows
        self.hasDefaultColumn = hasDefaultColumn
        self.hasTypeColumn = hasTypeColumn
        self.location = location
    }

    /// Reads `table` as a parameter table; nil when its header does not say it is one.
    init?(_ table: Table, locator: Locator, diagnostics: inout [Diagnostic]) {
        let headers = table.header.cells.map { $0.content.plainText }
        // Methods, events, slots and CSS variables are listed in tables too; they are not parameters.
        if let first = headers.first, SectionVocabulary.isNonParameterTitle(first) { return nil }
        if headers.contains(where: { ["return value", "returns", "return type", "return"].contains($0.lowercased().trimmed) }) {
            return nil
        }
        var columns = headers.map { Self.column(forHeader: $0) }
        // `名称 | 参数 | 描述`: what each event or method receives, not parameters of the component. With a default
        // column and no type column (`name | params | default`), the rows are a function's own arguments and
        // that column gives their types.
        if let second = columns.indices.filter({ columns[$0] == .name }).dropFirst().first, HeaderWords.isArgumentsHeader(headers[second]) {
            guard columns.contains(.defaultValue), !columns.contains(.type) else { return nil }
            columns[second] = .type
        }
        // `props | function`: a name column titled as parameters ("Props", "Options") says what its rows are, so the one
        // other column, whatever its title, says what each does.
        if columns.count == 2, let nameIndex = columns.firstIndex(of: .name), SectionVocabulary.namesSettings(headers[nameIndex]),
            let other = columns.firstIndex(where: { $0 == nil })
        {
            columns[other] = .description
        }
        let otherColumns = columns.filter { $0 != nil && $0 != .name }.count
        // `Kennung | Beschreibung | Type`: a header word we do not know over a column where every row names an identifier, beside
        // a type column and another, is the names' column.
        if !columns.contains(.name), otherColumns >= 2, columns.contains(.type), columns.first == .some(nil),
            let header = headers.first, Self.namesIdentifiers(table)
        {
            columns[0] = .name
            diagnostics.append(
                Diagnostic(
                    .note,
                    "read the first column ('\(header.trimmed)') as the parameters' names: every row names an identifier",
                    at: locator.location(table.range.start)
                )
            )
        }
        guard let nameIndex = columns.firstIndex(of: .name), otherColumns > 0 else {
            if otherColumns >= 2 {
                diagnostics.append(
                    .warning(
                        "this table looks like a parameter table but has no name column "
                            + "(Name, Parameter, Property, Prop, Attribute, Argument or Option); it is ignored",
                        at: locator.location(table.range.start)
                    )
                )
            }
            return nil
        }
        func index(of column: Column) -> Int? { columns.firstIndex(of: column) }

        self.hasDefaultColumn = index(of: .defaultValue) != nil
        self.hasTypeColumn = index(of: .type) != nil
        self.location = locator.location(table.range.start)
        var rows: [Row] = []
        var rowIndex: [String: Int] = [:]
        for row in table.rows {
            let rowLocation = locator.location(row.range.start)
            if row.droppedCellCount > 0 {
                diagnostics.append(
                    .warning(
                        "table row has \(row.droppedCellCount) more cell\(row.droppedCellCount == 1 ? "" : "s") than the header; extra cells are ignored",
                        at: rowLocation
                    )
                )
            }
            func cell(_ column: Column) -> TableCell? {
                guard let position = index(of: column), position < row.cells.count else { return nil }
                return row.cells[position]
            }
            let nameCell = row.cells[nameIndex]
            let nameReading = NameCell.read(code: nameCell.content.codeSpans.first, text: nameCell.content.plainText)
            var name = nameReading.name.trimmedName
            // TypeScript's `title?` marks an optional property, as JSDoc's `[title]` does.
            var markedOptional = name.count > 1 && name.hasSuffix("?")
            if markedOptional { name = String(name.dropLast()).trimmedName }
            if name.count > 2, name.hasPrefix("["), name.hasSuffix("]") {
                name = String(name.dropFirst().dropLast()).trimmedName
                markedOptional = true
            }
            if Self.isPlaceholderName(name), nameIndex > 0 {
                // `**Text color** | N/A | …`: the row's label in the first column names it.
                let label = row.cells[0].content.plainText.trimmedName
                if !Self.isPlaceholderName(label) {
                    diagnostics.append(
                        .warning("table row has no name in its name column; it is named '\(label)' after its first column", at: rowLocation)
                    )
                    name = label
                }
            }
            guard !Self.isPlaceholderName(name) else {
                diagnostics.append(.warning("table row has no parameter name and is ignored", at: rowLocation))
                continue
            }
            // `show() => void`, `--toast-color`: a method or a CSS variable listed among the parameters; `...rest`,
            // `{...attrs}`: the attributes passed on to an element, not one parameter.
            if name.hasPrefix("--") || name.contains("(") || name.contains("...") { continue }
            if let first = rowIndex[name].map({ rows[$0] }) {
                diagnostics.append(
                    .warning(
                        "parameter '\(name)' appears twice in the table; the later row is ignored",
                        at: locator.location(nameCell.range.start),
                        notes: [.init(message: "first row for '\(name)' is here", location: first.location)]
                    )
                )
                continue
            }
            rowIndex[name] = rows.count
            let description = cell(.description)?.content.markdownText.trimmed ?? ""
            let otherCells = [cell(.type), cell(.defaultValue)].compactMap { $0?.content.plainText.trimmed } + [description]
            if InheritanceRow.isInheritance(name: name, description: description)
                || InheritanceRow.isBareTypeRow(name: name, cells: otherCells)
            {
                rowIndex[name] = nil
                diagnostics.append(Diagnostic(.note, "row '\(name)' " + InheritanceRow.noteSuffix, at: rowLocation))
                continue
            }
            var defaultCell = DefaultCell(cell(.defaultValue).map { Self.writtenText($0.content) })
            // `bool expand = false` in the name cell: the declaration's own default.
            if defaultCell.value == nil, defaultCell.isRequired == nil, let declared = nameReading.defaultValue {
                defaultCell.value = declared
            }
            if defaultCell.value == nil, defaultCell.isRequired == nil, let stated = DefaultCell.stated(in: description) {
                defaultCell.value = stated
            }
            if let remark = defaultCell.remark, let value = defaultCell.value, let defaultCellRange = cell(.defaultValue)?.range {
                diagnostics.append(
                    .warning(
                        "default of '\(name)' read as '\(value)'; the words after it are left out: \(remark)",
                        at: locator.location(defaultCellRange.start)
                    )
                )
            }
            // `double elevation`: a type written before the name, where the table has no type column.
            let declaredType = index(of: .type) == nil ? nameReading.type : nil
            let statedType = index(of: .type) == nil && declaredType == nil ? TypeSpelling.stated(in: description) : nil
            let tooling = cell(.type).flatMap { ToolingTypeSpelling.read(text: $0.content.plainText, spans: $0.content.codeSpans) }
            if defaultCell.value == nil, defaultCell.isRequired == nil, let written = tooling?.defaultValue {
                defaultCell.value = written
            }
            var writtenType =
                declaredType ?? statedType ?? tooling?.type
                ?? cell(.type).flatMap { Self.valueText($0.content) }.map(ToolingTypeSpelling.spaced)
            // `Array` in the type cell, `Array<string>` in the description.
            if let described = DescribedElementType.refine(writtenType, description: description) {
                diagnostics.append(
                    Diagnostic(.note, "type of '\(name)' read as '\(described)' from its description", at: rowLocation)
                )
                writtenType = described
            } else if let shown = DefaultShownContents.refine(writtenType, defaultValue: defaultCell.value) {
                // `object` in the type cell, `{ top: 24, bottom: 24 }` as the default.
                diagnostics.append(
                    Diagnostic(
                        .note,
                        TypeInferenceNote.prefix(name) + " '\(shown)' from its default '\(defaultCell.value ?? "")'",
                        at: rowLocation
                    )
                )
                writtenType = shown
            }
            if let statedType {
                diagnostics.append(Diagnostic(.note, "type of '\(name)' read as '\(statedType)' from its description", at: rowLocation))
            } else if writtenType == nil, let value = defaultCell.value, let type = TypeSpelling.literalType(value) {
                diagnostics.append(
                    Diagnostic(.note, TypeInferenceNote.prefix(name) + " '\(type)' from its default '\(value)'", at: rowLocation)
                )
            }
            rows.append(
                Row(
                    name: name,
                    type: writtenType,
                    defaultValue: defaultCell.value,
                    description: description,
                    isRequired: cell(.required).flatMap { Self.requiredFlag($0.content.plainText) } ?? defaultCell.isRequired
                        ?? (markedOptional ? false : nil),
                    location: locator.location(nameCell.range.start)
                )
            )
        }
        self.rows = rows
    }

    /// A cell's value: its code span if it has exactly one, else its text; nil for "no value" spellings.
    private static func valueText(_ content: [Inline]) -> String? {
        let text = writtenText(content)
        return Self.noValueSpellings.contains(text.lowercased()) ? nil : text
    }

    /// A cell's code span if it has exactly one, else its text; the whole text when the span is one member of
    /// a union written around it (``boolean | `{ threshold: number }` ``).
    private static func writtenText(_ content: [Inline]) -> String {
        let spans = content.codeSpans
        let text = content.plainText.trimmed
        guard spans.count == 1 else { return text }
        // Removing the span adds no `|`: a text without one is no union member, told without the replacement.
        guard ASCIIWords.mayContain(text, "|") else { return spans[0].trimmed }
        let around = text.replacing(spans[0], with: "")
        let isUnionMember = around.contains("|") && around.contains(where: \.isLetter)
        return isUnionMember ? text : spans[0].trimmed
    }

    /// Dashes and other punctuation alone, or `N/A`, hold a name's place; emoji and letters are names.
    private static func isPlaceholderName(_ name: String) -> Bool {
        name.allSatisfy { $0.isPunctuation || $0.isWhitespace } || ["n/a", "na", "none"].contains(name.lowercased())
    }

    private static func requiredFlag(_ text: String) -> Bool? {
        switch text.trimmedName.lowercased() {
        case "yes", "true", "required", "✓", "✔", "x", "y": true
        case "no", "false", "optional", "n", "": false
        default: nil
        }
    }

    private static let noValueSpellings: Set<String> = ["", "-", "—", "–", "n/a", "na", "undefined"]

    /// Whether every row's first cell is one identifier (`chipTint`), as a names column's cells are.
    private static func namesIdentifiers(_ table: Table) -> Bool {
        !table.rows.isEmpty
            && table.rows.allSatisfy { row in
                guard let first = row.cells.first else { return false }
                let text = first.content.plainText.trimmed
                return ParameterList.isIdentifier(text) && text.first?.isLowercase == true && !text.contains(".")
            }
    }

    private static func column(forHeader header: String) -> Column? {
        HeaderWords.column(forHeader: header)
    }
}
