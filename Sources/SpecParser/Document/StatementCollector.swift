import SpecMarkdown
import SpecModel

/// Turns the paragraphs and list items under behaviour or accessibility headings into statements. A list item
/// keeps the paragraph it continues (one ending in `:`) as its lead-in, and statements after a "Do" / "Don't"
/// paragraph keep that marker, so the recognisers read them in context.
struct StatementCollector {
    let locator: Locator

    func statements(in section: Section) -> [Statement] {
        var statements: [Statement] = []
        collect(section.blocks, section: section.pathText, leadIn: nil, into: &statements)
        return statements
    }

    private func collect(_ blocks: [Block], section: String, leadIn: String?, into statements: inout [Statement]) {
        var marker = leadIn
        var previousParagraph: String?
        for block in blocks {
            switch block {
            case .paragraph(let paragraph):
                let text = paragraph.content.markdownText.trimmed
                guard !text.isEmpty, NonStatement.reason(text) == nil else { continue }
                let location = locator.location(paragraph.range.start)
                statements.append(Statement(section: section, text: text, leadIn: marker, line: location.line, column: location.column))
                if Self.isDoOrDont(text) { marker = text }
                previousParagraph = text
            case .list(let list):
                let itemLeadIn = previousParagraph.flatMap { $0.hasSuffix(":") ? $0 : nil } ?? marker
                for item in list.items { collect(item.blocks, section: section, leadIn: itemLeadIn, into: &statements) }
                previousParagraph = nil
            case .blockQuote(let quote):
                collect(quote.blocks, section: section, leadIn: marker, into: &statements)
            case .heading, .codeBlock, .table, .html, .thematicBreak:
                continue
            }
        }
    }

    /// A "Do" or "Don't" marker paragraph of a usage list.
    private static func isDoOrDont(_ text: String) -> Bool {
        // Every marker has at most 7 scalars besides the trimmed marks, and lowercasing never shortens: a longer
        // paragraph (nearly all) is no marker, told without lowercasing it.
        var kept = 0
        for scalar in text.unicodeScalars where !(":*_.! ".unicodeScalars.contains(scalar)) {
            kept += 1
            if kept > 7 { return false }
        }
        let word = text.lowercased().replacingOccurrences(of: "’", with: "'").trimming { ":*_.!".unicodeScalars.contains($0) || $0 == " " }
        return ["do", "don't", "dont", "do not", "avoid", "never", "do's", "don'ts"].contains(word)
    }
}
