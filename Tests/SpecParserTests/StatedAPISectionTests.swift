import SpecModel
import SpecParser
import Testing

/// A page that states its API under a heading of its own ("Configuration", "Constructor parameters") shows it in use
/// everywhere else: a reading from usage keeps what that section shows, and says so when it cannot read the section.
@Suite struct StatedAPISectionTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes)
    }

    private static let sample = """
        # Pebble

        A rounded label that a person can pick.

        ## Quick start

        ```swift
        Pebble(caption: "Tea", picked: true, weight: 2)
        ```

        """

    @Test func aSampleIsNotTakenForTheAPIWhenTheConfigurationSectionIsInAShapeNotRead() {
        let result = parse(
            Self.sample + """
                ## Configuration

                - Pick the shade with `pebble_shade` / `changeShade(int)`
                - Pick the rim with `pebble_rim` / `changeRim(float)`
                """
        )
        #expect(result.spec.apis.isEmpty)
        #expect(result.spec.notRead?.contains("under 'Configuration' in a form specgen does not read") == true)
        // Said where the reader can act on it: at the section's heading.
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix("no API read: the page states it") })
    }

    @Test func withoutASectionStatingTheAPITheSampleStillGivesIt() throws {
        let result = parse(Self.sample)
        let api = try #require(result.spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["caption", "picked", "weight"])
        #expect(result.spec.notRead == nil)
    }

    @Test func codeInTheStatingSectionIsReadAndTheSampleElsewhereIsNot() throws {
        let result = parse(
            Self.sample + """
                ## Customization

                ```swift
                pebble.rimWidth = 2.0 // default 1
                pebble.shadeOpacity = 0.4
                ```
                """
        )
        let api = try #require(result.spec.apis.first)
        #expect(api.parameters.map(\.name) == ["rimWidth", "shadeOpacity"])
    }

    @Test func aSectionOfInstallationStepsStatesNoAPI() throws {
        let result = parse(
            Self.sample + """
                ## Configuration

                ```gradle
                implementation "org.example:pebble:1.0"
                ```
                """
        )
        let api = try #require(result.spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["caption", "picked", "weight"])
    }
}
