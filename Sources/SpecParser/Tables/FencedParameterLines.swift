import SpecMarkdown
import SpecModel

/// Parameters listed one a line inside a code fence, each a name, an arrow or a dash, and words about it
/// (`tint      - colour of the chip`, `tint -> chip tint`): a listing put in a fence to keep its columns, not code.
/// Every non-empty line must be such a line (two at least, each name once), so a block that holds any code stays code.
/// Under a title naming the inputs (`introducesInputs`), words may hold a dash (`SHORT - 4 seconds or LONG - 7`).
enum FencedParameterLines {
    /// The fence's lines as a parameter table, or nil when a line is anything else.
    static func table(_ block: CodeBlock, introducesInputs: Bool = false, locator: Locator) -> ParameterTable? {
        guard block.isFenced else { return nil }
        var rows: [ParameterTable.Row] = []
        for (offset, line) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingWhitespaces()
            guard !text.isEmpty else { continue }
            guard let entry = entry(text, dashesAreWords: introducesInputs), !rows.contains(where: { $0.name == entry.name }) else {
                return nil
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.utf8.count
            let position = SourcePosition(line: block.range.start.line + 1 + offset, column: indent + 1)
            rows.append(
                ParameterTable.Row(
                    name: entry.name,
                    type: nil,
                    defaultValue: DefaultCell.stated(in: entry.description),
                    description: entry.description,
                    isRequired: nil,
                    location: locator.location(position)
                )
            )
        }
        guard rows.count >= 2 else { return nil }
        return ParameterTable(rows: rows, hasDefaultColumn: false, hasTypeColumn: false, location: locator.location(block.range.start))
    }

    /// `name - words`, `name -> words`: a lower-case identifier, then two or more words that hold no code's punctuation.
    private static func entry(_ line: String, dashesAreWords: Bool) -> (name: String, description: String)? {
        for separator in [" -> ", " - ", " — ", " – "] {
            guard let range = line.range(of: separator) else { continue }
            let name = String(line[..<range.lowerBound]).trimmingWhitespaces()
            let words = String(line[range.upperBound...]).trimmingWhitespaces()
            guard let first = name.first, first.isLowercase, ParameterList.isIdentifier(name), !name.contains("."),
                words.first?.isLetter == true, words.split(separator: " ").count >= 2,
                !words.contains(where: { "=;{}+*<>\"`".contains($0) }),
                // `count - 1` after a name is arithmetic, not words.
                dashesAreWords || !words.split(separator: " ").contains(where: { $0 == "-" })
            else { return nil }
            return (name, words)
        }
        return nil
    }
}
