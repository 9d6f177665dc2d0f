import SpecModel
import SpecParser
import Testing

/// `--strict` refuses what the reader inferred, never what the document wrote out, and says what to write instead.
@Suite struct StrictRestatementTests {
    private func chip(row: String) -> String {
        """
        # Chip

        A compact label.

        ## API

        ```swift
        public enum ChipSize { case small, medium, large }

        public init(label: String, size: ChipSize = .medium)
        ```

        | Name | Type | Default | Description |
        |---|---|---|---|
        | `label` | `String` | — | The words. |
        | `size` | `ChipSize` | `.medium` | \(row) |
        """
    }

    private func strict(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "chip.md", inferences: .errors)
    }

    @Test func anAgreeingRestatementOfAnEnumerationIsNoError() {
        let result = strict(chip(row: "One of `small`, `medium`, `large`."))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(result.spec.enumerations.map(\.name) == ["ChipSize"])
        // The reader did read the row as a restatement, and says so in a note.
        let notes = SpecParser.parse(
            bytes: Array(chip(row: "One of `small`, `medium`, `large`.").utf8),
            source: "chip.md",
            inferences: .notes
        )
        #expect(notes.diagnostics.contains { $0.severity == .note && $0.message.contains("declared again with the same cases") })
    }

    @Test func aRestatementWithOtherCasesIsStillReported() {
        let result = strict(chip(row: "One of `small`, `large`, `huge`."))
        #expect(result.diagnostics.contains { $0.severity != .note && $0.message.contains("other cases") }, "\(result.diagnostics)")
    }

    @Test func everyStrictErrorSaysWhatToWriteInstead() throws {
        let markdown = """
            # Chip

            A compact label.

            ## API

            | Name | Type | Default | Description |
            |---|---|---|---|
            | `label` | `String` | — | The words. |
            | `count` | | `3` | How many. |
            """
        let errors = strict(markdown).diagnostics.filter { $0.severity == .error }
        let inferred = try #require(errors.first { $0.message.contains("'count'") }, "\(errors)")
        #expect(inferred.message.hasSuffix("(--strict: write its type, `Int`, in the table's Type column)"))
        #expect(!errors.contains { $0.message.contains("write it out explicitly") }, "\(errors)")
    }
}
