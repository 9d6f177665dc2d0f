import SpecMarkdown
import SpecModel

/// A row whose type cell only sends the reader further down ("See below") where a list introduced by a line naming
/// the row's parameter (`Where \`lifetime\` can be one of the following:`) gives its values, one per item, each as
/// code (`Pill.SHORT`, `'short'`). The row then reads as the union of those values (`'SHORT' | 'LONG'`), which
/// `LiteralUnionEnumeration` makes an enumeration of; a default naming one of them (`Pill.SHORT`) is that case.
/// Without such a list, or with an item that is no single value, the row stays as written.
enum ValuesListedBelow {
    /// The pieces with such rows rewritten; a note per row read so.
    static func resolve(_ pieces: [[APIPiece]], outline: SectionOutline) -> (pieces: [[APIPiece]], notes: [Diagnostic]) {
        var notes: [Diagnostic] = []
        let resolved = pieces.map { section in
            section.map { piece -> APIPiece in
                guard case .table(var table) = piece else { return piece }
                for index in table.rows.indices {
                    let row = table.rows[index]
                    guard let type = row.type, ObjectDefinedBelow.pointsBelow(type), type.split(separator: " ").count <= 3,
                        let found = values(for: row.name, after: row.location.line, in: outline)
                    else { continue }
                    table.rows[index].type = found.values.map { "'\($0)'" }.joined(separator: " | ")
                    if let written = row.defaultValue, let value = caseName(written), found.values.contains(value) {
                        table.rows[index].defaultValue = "'\(value)'"
                    }
                    notes.append(
                        Diagnostic(
                            .note,
                            "values of '\(row.name)' read from the list at line \(found.line): \(found.values.joined(separator: ", "))",
                            at: row.location
                        )
                    )
                }
                return .table(table)
            }
        }
        return (resolved, notes)
    }

    /// The values of the first list after `line` whose introduction names `name` as code.
    private static func values(for name: String, after line: Int, in outline: SectionOutline) -> (values: [String], line: Int)? {
        for section in outline.sections {
            var introduction: Paragraph?
            for block in section.blocks {
                defer {
                    if case .paragraph(let paragraph) = block { introduction = paragraph } else { introduction = nil }
                }
                guard case .list(let list) = block, list.range.start.line > line, let lead = introduction,
                    lead.content.codeSpans.contains(name), list.items.count >= 2
                else { continue }
                var values: [String] = []
                for item in list.items {
                    guard case .paragraph(let paragraph)? = item.blocks.first, case .code(let code)? = paragraph.content.first,
                        let value = caseName(code), !values.contains(value)
                    else { return nil }
                    values.append(value)
                }
                return (values, list.range.start.line)
            }
        }
        return nil
    }

    /// `Pill.SHORT` → `SHORT`, `'short'` → `short`, `.short` → `short`; nil for anything that is not one value.
    static func caseName(_ code: String) -> String? {
        var text = code.trimmed
        if let unquoted = StringLiteralReader.value(of: text) { text = unquoted }
        if let dot = text.lastIndex(of: ".") {
            let head = text[..<dot]
            guard head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            text = String(text[text.index(after: dot)...])
        }
        guard let first = text.first, first.isLetter,
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else { return nil }
        return text
    }
}
