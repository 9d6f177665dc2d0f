import SpecModel
import SpecParser
import Testing

@Suite struct ComponentNameTests {
    private func name(_ markdown: String, file: String = "specs/test.md") -> (String, [Diagnostic]) {
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: file)
        return (result.spec.name, result.diagnostics)
    }

    @Test func anHTMLHeadingGivesItsTextWithoutImagesOrBadges() {
        let html = "<h1 align=\"center\">\n  <img src=\"logo.png\" alt=\"logo\">\n  <br>Pebble Toast\n</h1>\n\nSome prose.\n"
        #expect(name(html).0 == "Pebble Toast")
    }

    @Test(arguments: [
        ("pebble-stack.md", "Pebble Stack"), ("pebbles-stack.md", "Pebbles Stack"), ("pebble.md", "Pebble"),
        ("stack-of-pebbles.md", "Pebble"), ("pebble-stack-view-options-page.md", "Pebble"),
        ("owner__repo__pebble__index.en-US.md", "Pebble"), ("pebble-copy.md", "Pebble"), ("pebble-usage.md", "Pebble"),
        ("pebble-v2.md", "Pebble"), ("pebble-guidelines.md", "Pebble"),
    ])
    func aFileNameThatRefinesTheTitleNamesTheComponent(file: String, expected: String) {
        #expect(name("# Pebble\n\nShows pebbles.\n", file: "docs/\(file)").0 == expected)
    }

    @Test func theRefinementIsAnInference() {
        let result = SpecParser.parse(bytes: Array("# Pebble\n\nShows.\n".utf8), source: "pebble-stack.md", inferences: .notes)
        #expect(
            result.diagnostics.map(\.description) == [
                "pebble-stack.md:1:1: note: named 'Pebble Stack' after its file, which refines the title 'Pebble'"
            ]
        )
    }

    @Test func aMarkdownHeadingDropsItsBadges() {
        #expect(name("# Pebble Toast [![build](https://example.com/b.svg)](https://example.com)\n\nProse.\n").0 == "Pebble Toast")
    }

    @Test(arguments: ["## Features\n\n- Stacks pebbles\n", "## What's new in 3.1\n\n- Faster\n"])
    func aReadmesFeatureOrReleaseNotesHeadingNamesNothing(markdown: String) {
        #expect(name(markdown, file: "specs/owner__pebble-stack__README.md").0 == "Pebble Stack")
    }

    @Test func aLevelTwoHeadingThatOpensTheDocumentNamesIt() {
        #expect(name("## Pebble Notice\n\nShows a notice.\n\n### Basic usage\n\nText.\n").0 == "Pebble Notice")
    }

    @Test func aSectionWordDoesNotNameTheComponent() {
        let (title, diagnostics) = name("## When to use\n\nWhenever.\n", file: "docs/pebble-notice.md")
        #expect(title == "Pebble Notice")
        #expect(diagnostics.map(\.severity) == [.warning])
    }

    @Test func aMetadataCommentTitleCounts() {
        #expect(name("<!--docs:\ntitle: \"Pebble Chips\"\nlayout: detail\n-->\n\nProse.\n").0 == "Pebble Chips")
    }

    @Test func genericFileNamesGiveWayToTheFolderBeforeThem() {
        #expect(name("Prose only.\n", file: "lib__pebble__components__notice__index.en-US.md").0 == "Notice")
        #expect(name("Prose only.\n", file: "docs/chip-group.mdx").0 == "Chip Group")
    }

    @Test func anEmptyDocumentIsStillAnError() {
        #expect(name("").1.map(\.severity) == [.error])
    }
}
