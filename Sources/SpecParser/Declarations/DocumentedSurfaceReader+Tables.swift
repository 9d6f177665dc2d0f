// How the surface walk (DocumentedSurfaceReader.swift) reads tables.

import Foundation
import SpecMarkdown
import SpecModel

extension SurfaceWalk {
    mutating func visitTable(_ table: Table) {
        // A table right after a declaration in its section is that declaration's parameter table (the spec reader
        // pairs them), not a list of properties.
        let describesDeclaration = declarationInSection
        let header = table.header.cells.map { $0.content.plainText.lowercased().trimmingWhitespaces() }
        guard header.count >= 2 else { return }
        readCaseTable(table)
        let typeColumn = header.firstIndex { $0 == "type" || $0.hasSuffix(" type") }
        let defaultColumn = header.firstIndex { $0.contains("default") }
        var parameters: [Parameter] = []
        for row in table.rows {
            let cells = row.cells
            for cell in cells { readCodeSpanCalls(cell.content, line: row.range.start.line) }
            guard let first = cells.first else { continue }
            let name = first.content.plainText.trimmingWhitespaces()
            for cell in cells.dropFirst() {
                readLiteralChoices(cell.content, of: name, line: row.range.start.line, column: row.range.start.column)
            }
            guard Self.isIdentifier(name), name.first?.isLowercase == true else { continue }
            var defaultValue: String?
            if let defaultColumn, defaultColumn < cells.count {
                let text = cells[defaultColumn].content.plainText.trimmingWhitespaces()
                defaultValue = text.isEmpty || text == "-" || text == "—" ? nil : text
            }
            // The type cell as written; verify-api compares it only where it reads as one concrete Swift type.
            let typeCell = typeColumn.flatMap { $0 < cells.count ? cells[$0].content.plainText.trimmingWhitespaces() : nil }
            parameters.append(
                Parameter(
                    name: name,
                    label: nil,
                    type: typeCell.flatMap { $0.isEmpty ? nil : $0 },
                    defaultValue: defaultValue,
                    isRequired: false,
                    line: row.range.start.line,
                    column: row.range.start.column
                )
            )
            // "Possible values: .slide, .fade" beside the row's type: that enumeration's cases.
            if let typeColumn, typeColumn < cells.count {
                let typeName = cells[typeColumn].content.plainText.trimmingWhitespaces().replacingOccurrences(
                    of: "?",
                    with: ""
                )
                let text = cells.map { $0.content.plainText }.joined(separator: " | ")
                if Self.isTypePath(typeName), let cases = Self.possibleValues(in: text) {
                    surface.enumerations.append(
                        enumeration(named: typeName, cases: cases, line: row.range.start.line, column: row.range.start.column)
                    )
                }
            }
        }
        if describesDeclaration {
            readRowsBesideDeclaration(parameters, table: table)
            return
        }
        // "| `Drawing` attribute | Description |": the names column's header names, in code voice, the type whose members
        // the rows are, as a heading above would.
        let headerType = Self.codeVoiceType(inHeaderCell: table.header.cells.first?.content.markdownText ?? "")
        guard parameters.count >= 2, typeColumn != nil || defaultColumn != nil || headerType != nil else {
            // A table shaped like API (a type or default column) whose names are not identifiers is said, not passed over.
            if typeColumn != nil || defaultColumn != nil, table.rows.count >= 2, parameters.count < 2 {
                let reason =
                    "a table with a \(typeColumn != nil ? "type" : "default") column whose first cells are not property or"
                    + " parameter names (\(table.rows.count - parameters.count) of \(table.rows.count) rows)"
                surface.unread.append(
                    UnreadAPI(reason: reason, kind: .tableWithoutNames, line: table.range.start.line, column: table.range.start.column)
                )
            }
            return
        }
        let subjects = (headerType.map { [$0] } ?? []) + introducedSubjects + headingTypes
        // A table under a sentence or heading naming a function (`.sparkles(count:spread:)`, "the options of
        // `present(…)`") documents that function's parameters.
        if let function = (introductions.last.flatMap(Self.functionReference) ?? headings.last.flatMap { Self.functionReference($0.text) })
        {
            let api = listedDeclaration(function, .function, parameters, line: table.range.start.line, column: table.range.start.column)
            surface.apis.append(DocumentedAPI(declaration: api, subjects: subjects.filter { $0.first?.isUppercase == true }))
            surface.supplementaryLines.insert(api.line)
            return
        }
        // Under a heading titled only "Parameters" right after usage code: the parameters of what that code calls.
        if let heading = headings.last, Self.isParametersLabel(heading.text), !lastCallees.isEmpty {
            // Tied to what the code above calls, it replaces a reading of the table as the page title's properties.
            surface.apis.append(parametersOfCallees(parameters, line: table.range.start.line, column: table.range.start.column))
            return
        }
        appendTableOfNames(parameters, at: table.range.start, subjects: subjects)
    }

    /// A table right under a declaration lists that declaration's parameters. The spec reader pairs the two and keeps
    /// the declaration's reading, so a row naming a parameter the declaration lacks (`duratio` under
    /// `func show(message:duration:)`) would go unread: each such row is a claim about the declared callable, a partial
    /// list (the rows the declaration covers are compared through it, once). Several callables in the block, or none:
    /// which one the table lists is a guess, so nothing is claimed.
    private mutating func readRowsBesideDeclaration(_ rows: [Parameter], table: Table) {
        guard let declaration = sectionDeclaration, declaration.language == .swift else { return }
        let declared = Set(declaration.parameters.flatMap { [$0.name, $0.label].compactMap { $0 } })
        let unknown = rows.filter { !declared.contains($0.name) }
        guard !unknown.isEmpty else { return }
        let owners = declaration.enclosingType.map { [$0] } ?? headingSubjects
        // A function is named by itself; an initializer by the type it makes.
        let symbol: String?
        switch declaration.kind {
        case .function: symbol = declaration.name
        case .initializer: symbol = owners.first
        case .enumeration: symbol = nil
        }
        guard let symbol else { return }
        let api = listedDeclaration(
            symbol,
            declaration.kind == .function ? .function : .initializer,
            unknown,
            line: table.range.start.line,
            column: table.range.start.column
        )
        surface.apis.append(DocumentedAPI(declaration: api, subjects: owners, isPartial: true))
        surface.supplementaryLines.insert(api.line)
    }
}
