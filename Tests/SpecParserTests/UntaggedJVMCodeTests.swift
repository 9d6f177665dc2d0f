import SpecModel
import Testing

@testable import SpecParser

/// Android pages often fence Kotlin or Java without naming the language. A statement only those languages write
/// (`val`, `fun`, a typed local built with `new`) decides the block's language, so its builder chains are read;
/// Swift and JavaScript blocks stay as they are.
@Suite struct UntaggedJVMCodeTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes)
    }

    @Test func theShapeOfAStatementDecidesTheLanguage() {
        #expect(JVMCodeShape.language(of: "val p = Pebble.Builder(ctx)\n    .setCaption(\"Hi\")") == .kotlin)
        #expect(JVMCodeShape.language(of: "@Composable\nfun Demo() { Pebble(caption = \"Hi\") }") == .kotlin)
        #expect(JVMCodeShape.language(of: "Pebble.Builder b = new Pebble.Builder(context);") == .java)
        // Swift, JavaScript and prose-like synopses are none of them.
        #expect(JVMCodeShape.language(of: "let pebble = Pebble(caption: \"Hi\")\nvar value = 3") == nil)
        #expect(JVMCodeShape.language(of: "const pebble = new Pebble({ caption: 'Hi' });") == nil)
        #expect(JVMCodeShape.language(of: "func show(caption: String)") == nil)
        #expect(CodeLanguage.reading(fence: "", code: "val p = Pebble(caption = \"Hi\")") == .kotlin)
        #expect(CodeLanguage.reading(fence: "swift", code: "val p = 1") == .swift)
    }

    @Test func anUntaggedKotlinBuilderChainGivesTheComponentsSettings() throws {
        let result = parse(
            """
            # Pebble

            A small message that slides in.

            ```
            val pebble = Pebble.Builder(activity)
                .setCaption("Saved")
                .setLifetime(2500L)
                .build()
            pebble.show()
            ```
            """
        )
        let api = try #require(result.spec.apis.first { $0.symbol == "Pebble" })
        #expect(api.parameters.map(\.name) == ["caption", "lifetime"])
    }

    @Test func anUntaggedSwiftBlockStillReadsAsSwift() throws {
        let result = parse(
            """
            # Pebble

            A small message that slides in.

            ```
            let pebble = Pebble(caption: "Saved", lifetime: 2.5)
            ```
            """
        )
        let api = try #require(result.spec.apis.first { $0.symbol == "Pebble" })
        #expect(api.parameters.map(\.name) == ["caption", "lifetime"])
    }
}
