import SpecModel
import Testing

@testable import SpecParser

/// Parameters written a heading each under a heading that lists parameters, with their type and default in a
/// one-row table or in labelled lines, are the rows of one table; headings over code, capitalised headings and
/// headings elsewhere are not.
@Suite struct ParameterHeadingsTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/lantern.md", inferences: .notes)
    }

    @Test func headingsWithAOneRowTableOfTypeAndDefaultAreOneTable() throws {
        let result = parse(
            """
            # Lantern

            A lamp that glows above a list.

            ## Props

            ### `glowing`

            Whether the lantern is lit.

            | Type | Default |
            | --- | --- |
            | bool | `true` |

            ---

            ### `flicker` <span class="badge">Web</span>

            How often it flickers, in seconds.

            | Type | Default |
            | --- | --- |
            | number | `2` |
            """
        )
        let api = try #require(result.spec.apis.first)
        #expect(result.spec.apis.count == 1)
        #expect(api.parameters.map(\.name) == ["glowing", "flicker"])
        #expect(api.parameter("glowing")?.valueType == .scalar(.bool))
        #expect(api.parameter("glowing")?.parsedDefault == .bool(true))
        #expect(api.parameter("flicker")?.valueType == .scalar(.number))
        #expect(api.parameter("flicker")?.description.contains("How often") == true)
        // Where each parameter is documented: its heading.
        #expect(api.parameter("flicker")?.line == 17)
        #expect(!result.diagnostics.contains { $0.message.contains("no name column") })
        #expect(result.diagnostics.contains { $0.message.contains("read 2 headings as the parameters of one table") })
    }

    @Test func labelledLinesAndATypeInTheHeadingGiveTheValues() throws {
        let api = try #require(
            parse(
                """
                # Lantern

                ## Options

                #### wick?: number

                Length of the wick.

                #### shade

                - Type: `'paper' | 'glass'`
                - Default: `'paper'`

                What covers the flame.

                #### onSnuff

                **Type**: `() => void`

                Runs when the flame goes out.
                """
            ).spec.apis.first
        )
        #expect(api.parameters.map(\.name) == ["wick", "shade", "onSnuff"])
        #expect(api.parameter("wick")?.valueType == .optional(.scalar(.number)))
        #expect(api.parameter("shade")?.defaultValue == "'paper'")
        #expect(api.parameter("shade")?.isData == true)
        #expect(api.parameter("onSnuff")?.isData == false)
    }

    @Test func headingsUnderGroupsAreParametersWhenThePageListsThemOrEachStatesItsType() throws {
        let typed = parse(
            """
            # Lantern

            ## Light

            ### `glow`

            | Type | Required |
            | --- | --- |
            | number | No |

            ### `hue`

            | Type | Required |
            | --- | --- |
            | string | No |
            """
        ).spec
        let api = try #require(typed.apis.first)
        #expect(api.parameters.map(\.name) == ["glow", "hue"])
        // The component's, not a type named for the group.
        #expect(api.symbol == "Lantern")
        let listed = parse("# Lantern props\n\n## Light\n\n### `glow`\n\nHow bright.\n\n### `hue`\n\nWhich colour.\n").spec
        #expect(listed.apis.first?.parameters.map(\.name) == ["glow", "hue"])
    }

    @Test func headingsOverCodeAreMembersReadByTheCodeReaders() {
        let spec = parse(
            """
            # Lantern

            ## Properties

            ### `glow`

            ```swift
            public var glow: Double
            ```

            ### `shade`

            ```swift
            public var shade: String
            ```
            """
        ).spec
        #expect(!spec.apis.contains { $0.kind == .properties && $0.parameters.map(\.name) == ["glow", "shade"] && $0.line == 5 })
    }

    @Test func aLoneHeadingCapitalisedHeadingsAndHeadingsElsewhereAreNot() {
        let lone = parse("# Lantern\n\n## Props\n\n### `glowing`\n\nWhether it is lit.\n\n## Usage\n\nLight it.\n").spec
        #expect(lone.apis.isEmpty)
        let capitalised = parse("# Lantern\n\n## API\n\n### Lantern.Shade\n\nA cover.\n\n### LanternWick\n\nA wick.\n").spec
        #expect(capitalised.apis.isEmpty)
        let elsewhere = parse("# Lantern\n\n## Guidelines\n\n### spacing\n\nLeave room.\n\n### contrast\n\nKeep it legible.\n").spec
        #expect(elsewhere.apis.isEmpty)
    }
}
