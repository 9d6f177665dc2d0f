import SpecModel
import SpecParser
import Testing

/// A listing of a name, a separator and words about it, in whatever container a page puts it, is the component's
/// parameters when a title or label names the inputs; under any other title, or as prose, it is none.
@Suite struct DefinitionListingTests {
    @Test func plainNamesNestedUnderAnItemNamingTheOptions() throws {
        let markdown = """
            # Gauge

            - Options for the gauge
              - needle (*): colour of the needle
              - sweep: angle the needle covers, defaults to `270`
              - caption - words printed under the dial

            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["needle", "sweep", "caption"])
        #expect(api.parameter("sweep")?.defaultValue == "270")
        #expect(api.parameters.map(\.line) == [4, 5, 6])
    }

    @Test func codeNamesOnAParagraphsLinesAfterABoldLabel() throws {
        let markdown = """
            # Gauge

            **Optional properties**

            `needleTint` - the colour of the needle<br>
            `dialTint` - the colour of the dial face<br>
            `caption` - words printed under the dial

            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["needleTint", "dialTint", "caption"])
        #expect(api.parameters.map(\.line) == [5, 6, 7])
    }

    @Test func plainNamesWithOtherDashesAndHardBreaksAfterALabelLine() throws {
        let markdown =
            "# Gauge\n\nSupported attributes:\n\nneedle_tint – colour of the needle\\\ndial_tint — colour of the dial face\\\nsweep (Int) -> angle it covers in degrees\n"
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["needle_tint", "dial_tint", "sweep"])
        #expect(api.parameter("sweep")?.type == "Int")
        #expect(api.parameter("sweep")?.isData == true)
    }

    @Test func aFenceUnderATitleNamingTheInputsMayUseDashesInItsWords() throws {
        let markdown = """
            # Gauge

            #### Params

            ```
            size        - SMALL - 24 points or LARGE - 48 points
            caption     - optional - words printed under the dial
            ```
            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["size", "caption"])
    }

    @Test func typesInParenthesesAndArrowsUnderAnArgumentsLabel() throws {
        let markdown = "# Gauge\n\nArguments:\n\n- needle (Color) -> tint of the needle\n- sweep (number, optional) -> angle it covers\n"
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["needle", "sweep"])
        #expect(api.parameter("sweep")?.isRequired == false)
    }

    @Test func eventsMethodsAndAnotherObjectsSettingsGiveNone() {
        let events = "# Gauge\n\n**Events**\n\n`needleMoved` - sent when the needle moves<br>\n`dialTapped` - sent on a tap\n"
        #expect(parse(events).spec.apis.isEmpty)
        let methods = "# Gauge\n\n- Methods of the gauge\n  - reset: puts the needle back\n  - spin: turns it once\n"
        #expect(parse(methods).spec.apis.isEmpty)
        let calls = "# Gauge\n\n- Options for the gauge\n  - reset() - puts the needle back\n  - spin() - turns it once\n"
        #expect(parse(calls).spec.apis.isEmpty)
        let spring = "# Gauge\n\n**Spring props (an object)**\n\n- `stiffness`: how hard the spring pulls\n- `mass`: how heavy the end is\n"
        #expect(parse(spring).spec.apis.isEmpty)
        let theme =
            "# Gauge\n\n**Theme customization**\n\n`needleTint` - the colour of the needle<br>\n`dialTint` - the colour of the dial\n"
        #expect(parse(theme).spec.apis.isEmpty)
    }

    @Test func proseThatMentionsNamesGivesNone() {
        let prose = "# Gauge\n\n**Options**\n\nThe needle - which you may recolour - moves fast.\nits dial - a plain disc - stays.\n"
        #expect(parse(prose).spec.apis.isEmpty)
        let unlabelled =
            "# Gauge\n\nSome words first.\n\n`needleTint` - the colour of the needle<br>\n`dialTint` - the colour of the dial\n"
        #expect(parse(unlabelled).spec.apis.isEmpty)
        let dashesWithoutTitle = "# Gauge\n\n## Sizes\n\n```\nsize   - SMALL - 24 points\nwide   - LARGE - 48 points\n```\n"
        #expect(parse(dashesWithoutTitle).spec.apis.allSatisfy { $0.parameters.count < 2 })
    }
}
