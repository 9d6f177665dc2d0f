import SpecMarkdown
import SpecModel

/// A paragraph whose every line is a `DefinitionLine` (`` `tint` - colour of the chip<br> ``), right after a label
/// naming a component's inputs ("**Optional parameters**"): a listing written without list markers, read as a list is.
enum DefinitionParagraph {
    /// The paragraph's lines as a parameter table, or nil when it is anything else.
    static func table(_ paragraph: Paragraph, introduction: [Inline]?, locator: Locator) -> ParameterTable? {
        guard let introduction, DefinitionLine.introducesInputs(introduction.plainText) else { return nil }
        // Lines end at a break in the source (which advances the line) or at an HTML `<br>` (which does not).
        var lines: [(content: [Inline], line: Int)] = [([], paragraph.range.start.line)]
        var line = paragraph.range.start.line
        for inline in paragraph.content {
            switch inline {
            case .softBreak, .lineBreak:
                line += 1
                lines.append(([], line))
            case .html(let html) where html.lowercased().hasPrefix("<br"):
                lines.append(([], line))
            default:
                lines[lines.count - 1].content.append(inline)
            }
        }
        var rows: [ParameterTable.Row] = []
        for (content, line) in lines {
            var content = content
            while case .text(let text)? = content.first, text.trimmed.isEmpty { content.removeFirst() }
            guard !content.isEmpty else { continue }
            guard let entry = DefinitionLine(content), !rows.contains(where: { $0.name == entry.name }) else { return nil }
            rows.append(
                ParameterTable.Row(
                    name: entry.name,
                    type: entry.type,
                    defaultValue: DefaultCell.stated(in: entry.description),
                    description: entry.description,
                    isRequired: entry.isRequired,
                    location: locator.location(SourcePosition(line: line, column: 1))
                )
            )
        }
        guard rows.count >= 2 else { return nil }
        return ParameterTable(
            rows: rows,
            hasDefaultColumn: false,
            hasTypeColumn: rows.contains { $0.type != nil },
            location: locator.location(paragraph.range.start)
        )
    }
}
