import Testing

@testable import SpecMarkdown

/// The byte-level line split gives the lines splitting characters at a line feed gives, carriage returns included.
@Suite struct SourceLineSplitTests {
    @Test(arguments: [
        "", "\n", "one line", "first\nsecond\n", "windows\r\nlines\r\n", "old mac\rlines", "mixed\r\n\nends\r\r\nhere",
        "\n\nleading blanks", "tabs\tand é accents\nand 日本語\n", "\r", "\r\n",
    ])
    func linesMatchCharacterSplit(text: String) {
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(MarkdownDocument.lines(of: text) == expected)
    }

    @Test func aDocumentKeepsItsSourceLines() {
        let document = MarkdownDocument(parsing: "# Chip\r\n\nA chip shows a tag.\n")
        #expect(document.sourceLine(1) == "# Chip")
        #expect(document.sourceLine(2) == "")
        #expect(document.sourceLine(3) == "A chip shows a tag.")
        #expect(document.sourceLine(4) == "")
        #expect(document.sourceLine(5) == nil)
    }
}
