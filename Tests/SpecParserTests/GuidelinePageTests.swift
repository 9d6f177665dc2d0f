import SpecModel
import SpecParser
import Testing

/// A page that declares no API (a guideline) beside the component's API document: both share one understanding of
/// the component's types and parameters, whatever the files are called.
@Suite struct GuidelinePageTests {
    static let reference = """
        # Ribbon

        A strip of text at one edge of the screen.

        ## API

        ```swift
        public enum RibbonEdge { case top, bottom }

        public init(message: String, edge: RibbonEdge = .bottom, lifetime: Duration = .seconds(6), showsClose: Bool = true)
        ```
        """

    static let guideline = """
        ---
        component: Ribbon
        ---
        # Using ribbons

        When a ribbon helps.

        ## Settings we use

        | Name | Type | Default | Description |
        |---|---|---|---|
        | `edge` | `RibbonEdge` | `.top` | Where it sits. |
        | `lifetime` | `Duration` | `6 s` | How long it stays. |
        | `showsClose` | `Bool` | `true` | A close button. |
        """

    private func assemble(_ documents: [(String, String)]) -> AssembledComponent {
        ComponentAssembler.assemble(documents.map { SpecParser.parse(bytes: Array($0.1.utf8), source: $0.0).spec })
    }

    private func shape(_ spec: ComponentSpec) -> [String] {
        spec.apis.map { api in
            api.symbol + ": "
                + api.parameters.map { "\($0.name) \($0.valueType.map { "\($0)" } ?? "runtime") = \($0.defaultValue ?? "-")" }
                .joined(separator: ", ")
        }
    }

    @Test(arguments: [("ribbon.md", "ribbon-usage.md"), ("z-ribbon.md", "a-usage.md")])
    func aGuidelineTableRestatesTheDeclaredAPIInEitherFileOrder(api: String, page: String) throws {
        let alone = assemble([(api, Self.reference)])
        let both = assemble([(page, Self.guideline), (api, Self.reference)].sorted { $0.0 < $1.0 })
        // The same one model, with the declaration's values.
        #expect(shape(both.spec) == shape(alone.spec))
        #expect(both.spec.apis.count == 1)
        #expect(both.spec.source == api)
        let warnings = both.diagnostics.filter { $0.severity == .warning }
        // Only the edge differs: `6 s` is `.seconds(6)` spelled another way.
        #expect(warnings.count == 1, "\(warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.message.contains("disagree on the default of parameter 'edge' of 'Ribbon': '.top' here, '.bottom' in \(api)"))
        #expect(warning.location == SourceLocation(file: page, line: 12, column: 2))
        #expect(warning.notes.map(\.location.file) == [api])
    }

    @Test func theGuidelineReadsTheTypeTheAPIDocumentDefines() throws {
        // Alone, the page only knows the case it mentions, and says that it gathered the type.
        let page = SpecParser.parse(bytes: Array(Self.guideline.utf8), source: "usage.md")
        let gathered = try #require(page.spec.enumerations.first { $0.name == "RibbonEdge" })
        #expect(gathered.isInferred && gathered.cases == ["top"])
        for order in [
            [("ribbon.md", Self.reference), ("usage.md", Self.guideline)], [("usage.md", Self.guideline), ("ribbon.md", Self.reference)],
        ] {
            let assembled = assemble(order)
            let row = try #require(
                assembled.documents.first { $0.source == "usage.md" }?.apis.first?.parameters.first { $0.name == "edge" }
            )
            #expect(row.valueType == .enumeration("RibbonEdge"))
            #expect(row.parsedDefault == .enumCase("top"))
            // The declaration settles the type: its cases, and no warning about the page's one mention.
            #expect(assembled.spec.enumerations.first { $0.name == "RibbonEdge" }?.cases == ["top", "bottom"])
            #expect(!assembled.diagnostics.contains { $0.message.contains("different cases") })
        }
    }

    @Test func aMentionedCaseTheDeclarationLacksIsStillADisagreement() throws {
        let page = Self.guideline.replacingOccurrences(of: "`.top`", with: "`.middle`")
        let assembled = assemble([("ribbon.md", Self.reference), ("usage.md", page)])
        let warning = try #require(assembled.diagnostics.first { $0.message.contains("different cases") })
        #expect(warning.location.file == "usage.md")
    }

    @Test func aPageThatDeclaresNoAPIAddsNoPropertyAndNoModel() throws {
        let extraRow = Self.guideline + "\n| `tint` | `String` | `\"blue\"` | A colour name. |\n"
        let assembled = assemble([("ribbon.md", Self.reference), ("usage.md", extraRow)])
        #expect(shape(assembled.spec) == shape(assemble([("ribbon.md", Self.reference)]).spec))
        let warning = try #require(assembled.diagnostics.first { $0.message.contains("'tint'") })
        #expect(warning.severity == .warning)
        #expect(warning.location.file == "usage.md")
        #expect(warning.message.contains("adds no property"))

        let unrelated =
            "---\ncomponent: Ribbon\n---\n# Ribbon sizes\n\nSizes.\n\n## Sizes\n\n| Name | Type | Default | Description |\n"
            + "|---|---|---|---|\n| `height` | `Int` | `48` | Height in points. |\n"
        let withSizes = assemble([("a-sizes.md", unrelated), ("ribbon.md", Self.reference)])
        #expect(withSizes.spec.apis.count == 1)
        #expect(shape(withSizes.spec) == shape(assemble([("ribbon.md", Self.reference)]).spec))
        #expect(
            withSizes.diagnostics.contains { $0.severity == .warning && $0.message.contains("names none of the parameters of 'Ribbon'") }
        )
    }

    @Test func withoutADeclarationTablesRemainTheAPI() {
        let assembled = assemble([("usage.md", Self.guideline)])
        #expect(assembled.spec.apis.count == 1)
        #expect(assembled.spec.apis[0].parameters.map(\.name) == ["edge", "lifetime", "showsClose"])
    }
}
