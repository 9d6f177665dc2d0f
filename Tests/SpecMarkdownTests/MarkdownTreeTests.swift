import Testing

@testable import SpecMarkdown

@Suite struct MarkdownTreeTests {
    @Test func headingsParagraphsAndListsCarryTheirSourceRanges() throws {
        let document = MarkdownDocument(parsing: "# Title\n\nSome *text*.\n\n- one\n- two\n")
        #expect(document.blocks.count == 3)
        guard case .heading(let heading) = document.blocks[0] else { Issue.record("expected a heading"); return }
        #expect(heading.level == 1)
        #expect(heading.content.plainText == "Title")
        #expect(heading.range.start == SourcePosition(line: 1, column: 1))
        guard case .paragraph(let paragraph) = document.blocks[1] else { Issue.record("expected a paragraph"); return }
        #expect(paragraph.content.plainText == "Some text.")
        #expect(paragraph.range.start.line == 3)
        guard case .list(let list) = document.blocks[2] else { Issue.record("expected a list"); return }
        #expect(list.items.count == 2)
        #expect(list.items[1].range.start == SourcePosition(line: 6, column: 1))
    }

    @Test func codeBlocksKeepInfoStringAndCode() throws {
        let document = MarkdownDocument(parsing: "text\n\n```Swift title=x\ninit(a: Int)\n```\n")
        guard case .codeBlock(let block) = document.blocks[1] else { Issue.record("expected code"); return }
        #expect(block.language == "swift")
        #expect(block.code == "init(a: Int)\n")
        #expect(block.isFenced)
        #expect(block.firstCodeLine == 4)
    }

    @Test func aGenericArgumentWrittenOutsideCodeStaysText() throws {
        let markdown = """
            | Name | Type | Note |
            |---|---|---|
            | tags | List<String> | one<br>two |
            | sizes | Array<number>? | H<sub>2</sub>, a <Label> |
            """
        let table = try #require(firstTable(markdown))
        #expect(table.rows[0].cells[1].content.plainText == "List<String>")
        #expect(table.rows[1].cells[1].content.plainText == "Array<number>?")
        // Markup stays markup: an element of HTML after a word, and a tag after a space.
        #expect(table.rows[0].cells[2].content.plainText == "onetwo")
        #expect(table.rows[1].cells[2].content.plainText == "H2, a ")
    }

    @Test func tableCellsKeepCodeSpansAndEscapedPipes() throws {
        let markdown = """
            | Name | Type |
            |---|---|
            | `a\\|b` | `String?` and prose |
            """
        let table = try #require(firstTable(markdown))
        #expect(table.header.cells.map(\.content.plainText) == ["Name", "Type"])
        let cells = table.rows[0].cells
        #expect(cells[0].content == [.code("a|b")])
        #expect(cells[1].content.codeSpans == ["String?"])
        #expect(cells[1].content.plainText == "String? and prose")
        #expect(cells[1].range.start == SourcePosition(line: 3, column: 11))
    }

    @Test func pipesInsideACodeSpanStayInItsCellWhenThatFitsTheHeader() throws {
        let markdown = """
            | Name | Type | Default |
            |---|---|---|
            | edge | `'top' | 'end'` | `'top'` |
            | size | `'s' | 'm'` and `'l' | 'xl'` | - |
            | odd | `a | b` | c | d |
            """
        let table = try #require(firstTable(markdown))
        #expect(table.rows[0].cells.map(\.content) == [[.text("edge")], [.code("'top' | 'end'")], [.code("'top'")]])
        #expect(table.rows[0].cells[2].range.start == SourcePosition(line: 3, column: 27))
        #expect(table.rows[1].cells[1].content.codeSpans == ["'s' | 'm'", "'l' | 'xl'"])
        // Escaping the code's pipe would still leave one cell too many: the row stays as GFM reads it.
        #expect(table.rows[2].droppedCellCount == 2)
        #expect(table.rows[2].cells[1].content.plainText != "a | b")
    }

    @Test func shortRowsArePaddedAndExtraCellsAreCounted() throws {
        let markdown = """
            | A | B | C |
            |---|---|---|
            | 1 |
            | 1 | 2 | 3 | 4 | 5 |
            | x \\| y | 2 | 3 |
            """
        let table = try #require(firstTable(markdown))
        #expect(table.rows[0].cells.count == 3)
        #expect(table.rows[0].droppedCellCount == 0)
        #expect(table.rows[0].cells[2].range.start.line == 3)
        #expect(table.rows[1].cells.count == 3)
        #expect(table.rows[1].droppedCellCount == 2)
        #expect(table.rows[2].droppedCellCount == 0)
    }

    @Test func frontMatterIsSplitOffAndLineNumbersStayRight() throws {
        let document = MarkdownDocument(parsing: "---\ntitle: \"Snackbar\"\nnav: x\n---\n\n# Heading\n")
        #expect(document.frontMatter?.title == "Snackbar")
        #expect(document.frontMatter?.fields["nav"] == "x")
        #expect(document.blocks.count == 1)
        #expect(document.blocks[0].range.start.line == 6)
    }

    @Test func aTitleNestedOneLevelDownIsTheTitleOnlyWithoutATopLevelOne() throws {
        let nested = MarkdownDocument(parsing: "---\nmeta:\n  title: Range\n  description: A slider.\nlayout: page\n---\n")
        #expect(nested.frontMatter?.title == "Range")
        #expect(nested.frontMatter?.fields["title"] == nil)
        let both = MarkdownDocument(parsing: "---\ntitle: Slider\nmeta:\n  title: Range\n---\n")
        #expect(both.frontMatter?.title == "Slider")
        let none = MarkdownDocument(parsing: "---\nmeta:\n  summary: A slider.\n---\n")
        #expect(none.frontMatter?.title == nil)
    }

    @Test func aThematicBreakWithoutClosingIsNotFrontMatter() {
        let document = MarkdownDocument(parsing: "---\n\n# Heading\n")
        #expect(document.frontMatter == nil)
    }

    @Test func crlfAndByteOrderMarkGiveTheSameTreeAsPlainLF() {
        let plain = MarkdownDocument(parsing: "# T\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n```swift\nx\n```\n")
        let windows = MarkdownDocument(
            parsing: [0xEF, 0xBB, 0xBF] + Array("# T\r\n\r\n| A | B |\r\n|---|---|\r\n| 1 | 2 |\r\n\r\n```swift\r\nx\r\n```\r\n".utf8)
        )
        #expect(plain == windows)
    }

    @Test func invalidUTF8IsReplacedWithAWarningThatSaysWhere() throws {
        let bytes: [UInt8] = Array("# Title\n\nab".utf8) + [0xFF, 0xC3] + Array(" cd\n".utf8)
        let document = MarkdownDocument(parsing: bytes)
        let warning = try #require(document.warnings.first)
        #expect(warning.position == SourcePosition(line: 3, column: 3))
        #expect(warning.message.contains("not valid UTF-8"))
        guard case .paragraph(let paragraph) = document.blocks[1] else { Issue.record("expected a paragraph"); return }
        #expect(paragraph.content.plainText == "ab\u{FFFD}\u{FFFD} cd")
    }

    @Test func deepNestingIsFlattenedNotRecursedInto() throws {
        let depth = 5_000
        let markdown = String(repeating: ">", count: depth) + " deep\n\n" + String(repeating: "*a ", count: 2_000)
        let document = MarkdownDocument(parsing: markdown)
        #expect(document.warnings.contains { $0.message.contains("flattened") })
        var nesting = 0
        var blocks = document.blocks
        while case .blockQuote(let quote)? = blocks.first {
            nesting += 1
            blocks = quote.blocks
        }
        #expect(nesting == MarkdownDocument.maximumNestingDepth)
        guard case .paragraph(let paragraph)? = blocks.first else { Issue.record("expected the text to survive"); return }
        #expect(paragraph.content.plainText == "deep")
    }

    private func firstTable(_ markdown: String) -> Table? {
        for case .table(let table) in MarkdownDocument(parsing: markdown).blocks { return table }
        return nil
    }
}
