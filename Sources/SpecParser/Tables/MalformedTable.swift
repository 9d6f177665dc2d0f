import Foundation
import SpecMarkdown
import SpecModel

/// A table GFM does not accept (its delimiter row has another number of cells than its header, or is not a
/// delimiter row at all) reads as a paragraph of text, and its rows would vanish without a word. Found from the
/// raw lines of such paragraphs, each is a warning at the would-be header.
enum MalformedTable {
    /// A warning for each paragraph in `blocks` whose lines look like a table GFM rejected.
    static func warnings(in blocks: [Block], lines: [String], locator: Locator) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for block in blocks {
            switch block {
            case .paragraph(let paragraph):
                if let warning = warning(from: paragraph.range.start.line, to: paragraph.range.end.line, lines: lines, locator: locator) {
                    found.append(warning)
                }
            case .list(let list):
                for item in list.items { found += warnings(in: item.blocks, lines: lines, locator: locator) }
            case .blockQuote(let quote):
                found += warnings(in: quote.blocks, lines: lines, locator: locator)
            default:
                break
            }
        }
        return found
    }

    private static func warning(from start: Int, to end: Int, lines: [String], locator: Locator) -> Diagnostic? {
        guard start >= 1, end > start, end <= lines.count else { return nil }
        for number in start..<end {
            let header = lines[number - 1]
            let delimiter = lines[number]
            guard let headerCells = cells(header), headerCells.count >= 2, let delimiterCells = delimiterRow(delimiter) else { continue }
            let column = (header.utf8.count - header.drop { $0 == " " || $0 == "\t" }.utf8.count) + 1
            let location = locator.location(SourcePosition(line: number, column: column))
            let problem: String
            if !delimiterCells.allSatisfy(isDelimiterCell) {
                problem = "its second line is not a delimiter row (each cell `---`, `:--`, `--:` or `:-:`)"
            } else if delimiterCells.count != headerCells.count {
                problem = "its header has \(headerCells.count) cells but its delimiter row \(delimiterCells.count)"
            } else {
                continue
            }
            return .warning(
                "this looks like a table, but GFM does not read it as one: \(problem); its rows are not read "
                    + "(give the header and the delimiter row the same cells)",
                at: location
            )
        }
        return nil
    }

    /// The cells of a line with pipes (`| a | b |`, `a | b`); nil without a pipe outside escapes.
    private static func cells(_ line: String) -> [String]? {
        // A pipe not escaped by the byte before it (every line of a document is asked).
        guard
            zip(line.utf8, line.utf8.dropFirst()).contains(where: { $1 == UInt8(ascii: "|") && $0 != UInt8(ascii: "\\") })
                || line.utf8.first == UInt8(ascii: "|")
        else { return nil }
        var text = Substring(line.trimmed)
        if text.hasPrefix("|") { text = text.dropFirst() }
        if text.hasSuffix("|") && !text.hasSuffix("\\|") { text = text.dropLast() }
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if character == "|" && !escaped {
                cells.append(current.trimmed)
                current = ""
            } else {
                current.append(character)
            }
            escaped = character == "\\" && !escaped
        }
        cells.append(current.trimmed)
        return cells
    }

    /// The cells of a line that is meant as a delimiter row: pipes and dashes, mostly.
    private static func delimiterRow(_ line: String) -> [String]? {
        let trimmed = line.trimmed
        guard trimmed.contains("|"), trimmed.contains("--") else { return nil }
        let marks = trimmed.filter { "|-: \t".contains($0) }.count
        guard marks * 10 >= trimmed.count * 8 else { return nil }
        return cells(trimmed)
    }

    private static func isDelimiterCell(_ cell: String) -> Bool {
        // `:?-+:?`, by bytes.
        var bytes = Substring(cell).utf8
        if bytes.first == UInt8(ascii: ":") { bytes.removeFirst() }
        if bytes.last == UInt8(ascii: ":") { bytes.removeLast() }
        return !bytes.isEmpty && bytes.allSatisfy { $0 == UInt8(ascii: "-") }
    }
}
