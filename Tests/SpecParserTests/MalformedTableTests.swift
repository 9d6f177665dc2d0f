import SpecModel
import SpecParser
import Testing

/// Nothing vanishes without a word: a table GFM rejects, or one the reader cannot use as parameters, is a located
/// warning.
@Suite struct MalformedTableTests {
    private func page(_ table: String, heading: String = "API") -> String {
        "# Tag\n\nA small label.\n\n## \(heading)\n\n\(table)\n"
    }

    private func warnings(_ markdown: String) -> [Diagnostic] {
        parse(markdown).diagnostics.filter { $0.severity == .warning }
    }

    @Test func aDelimiterRowWithACellFewerIsAWarningAtTheHeader() throws {
        let markdown = page("| Name | Type | Default |\n|---|---|\n| `text` | `String` | `\"\"` |")
        #expect(parse(markdown).spec.apis.isEmpty)
        let warning = try #require(warnings(markdown).first)
        #expect(warning.location == SourceLocation(file: "test.md", line: 7, column: 1))
        #expect(warning.message.contains("GFM does not read it as one: its header has 3 cells but its delimiter row 2"))
    }

    @Test func aBrokenDelimiterRowIsAWarning() throws {
        let markdown = page("| Name | Type |\n|---|--x-|\n| `text` | `String` |")
        let warning = try #require(warnings(markdown).first)
        #expect(warning.message.contains("not a delimiter row"))
    }

    @Test func wellFormedTablesAndProseWithPipesSayNothing() {
        #expect(warnings(page("| Name | Type |\n|---|---|\n| `text` | `String` |")).isEmpty)
        #expect(warnings(page("Pass `a | b` or `c`.\nEither works.")).isEmpty)
        #expect(parse(page("| Name | Type |\n|:--|--:|\n| `text` | `String` |")).spec.apis.count == 1)
    }

    @Test func aTableWithNoParameterColumnInAnAPISectionIsAWarning() throws {
        let markdown = page("| Thing | Notes |\n|---|---|\n| `text` | The words. |")
        let warning = try #require(warnings(markdown).first)
        #expect(warning.message.contains("is not read as parameters: no column names the parameter"))
        #expect(warning.location.line == 7)
        // Elsewhere such a table is ordinary content.
        #expect(warnings(page("| Thing | Notes |\n|---|---|\n| Small | For dense lists. |", heading: "Sizes")).isEmpty)
    }
}
