import SpecMarkdown
import SpecModel

/// Turns the paragraphs and list items under behaviour or accessibility headings into statements.
struct StatementCollector {
    let locator: Locator

    func statements(in section: Section) -> [Statement] {
        var statements: [Statement] = []
        collect(section.blocks, section: section.pathText, into: &statements)
        return statements
    }

    private func collect(_ blocks: [Block], section: String, into statements: inout [Statement]) {
        for block in blocks {
            switch block {
            case .paragraph(let paragraph):
                let text = paragraph.content.markdownText.trimmed
                guard !text.isEmpty else { continue }
                let location = locator.location(paragraph.range.start)
                statements.append(Statement(section: section, text: text, line: location.line, column: location.column))
            case .list(let list):
                for item in list.items { collect(item.blocks, section: section, into: &statements) }
            case .blockQuote(let quote):
                collect(quote.blocks, section: section, into: &statements)
            case .heading, .codeBlock, .table, .html, .thematicBreak:
                continue
            }
        }
    }
}
