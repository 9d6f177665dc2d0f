import SpecModel
import SpecParser
import Testing

/// Names and summaries as a design system's docs folder writes them: breadcrumb titles, headings copied from another
/// page, and badges above the first sentence.
@Suite struct DocsFolderNamingTests {
    private func read(_ markdown: String, file: String, inferences: InferenceReporting = .notes) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: file, inferences: inferences)
    }

    @Test(arguments: [
        ("Library / Pebble", "Library"), ("Kit-SwiftUI/Pebble", "Kit-SwiftUI"), ("Docs > Components > Pebble", "Docs > Components"),
    ])
    func aBreadcrumbTitleIsNamedByItsLastPartAndThePrefixIsReported(title: String, prefix: String) {
        let result = read("# \(title)\n\nA rounded label.\n", file: "specs/pebble.md")
        #expect(result.spec.name == "Pebble")
        #expect(
            result.diagnostics.contains {
                $0.severity == .note
                    && $0.message == "named 'Pebble' by the last part of its title; '\(prefix)' before it is read as the page's path"
            }
        )
    }

    @Test(arguments: ["Input/Output", "On/Off Switch"])
    func aPairOfWordsIsNoPath(title: String) {
        #expect(read("# \(title)\n\nA control.\n", file: "specs/switch.md").spec.name == title)
    }

    @Test func aCopiedHeadingIsSaidAtTheFile() {
        let result = read("# Pebble\n\nA row of tabs.\n", file: "specs/tab-strip.md")
        #expect(result.spec.name == "Pebble")
        #expect(result.spec.titleMismatch?.hasPrefix("the title names 'Pebble' but the file is named 'Tab Strip'") == true)
        // Alone, the document is named by its title and nothing vanishes; the run warns when the title folds it into
        // another document's component (DocsFolderTests).
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("the title names") })
    }

    @Test(arguments: [
        ("Pebbles", "pebble.md"), ("Action sheet", "ActionSheet.md"), ("Sheets: bottom", "BottomSheet.md"),
        ("Pebble", "test.md"), ("Pebble", "README.md"), ("Circular progress & activity indicator", "ActivityIndicator.md"),
    ])
    func aTitleThatAgreesWithItsFileIsNotWarned(title: String, file: String) {
        let result = read("# \(title)\n\nShows things.\n", file: "specs/\(file)")
        #expect(result.spec.titleMismatch == nil)
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("the title names") })
    }

    @Test func aBadgeIsNoSummary() {
        let markdown = """
            # Pebble

            [![build](https://example.com/build.svg)](https://example.com/ci) ![version](https://example.com/v.svg)

            [Docs](https://example.com/docs) | [Issues](https://example.com/issues)

            A rounded label that a person can pick.
            """
        #expect(read(markdown, file: "specs/pebble.md").spec.summary == "A rounded label that a person can pick.")
    }

    @Test func aSentenceWithALinkIsStillASummary() {
        let markdown = "# Pebble\n\nA rounded label, as the [guidelines](https://example.com) describe it.\n"
        #expect(read(markdown, file: "specs/pebble.md").spec.summary.hasPrefix("A rounded label, as the"))
    }
}
