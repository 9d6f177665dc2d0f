import SpecModel
import SpecParser
import Testing

/// Parameter tables written in HTML.
@Suite struct HTMLTableTests {
    @Test func anHTMLTableIsReadLikeAGFMOne() throws {
        let markdown = """
            # Pebble

            ## Props

            <table>
              <thead>
                <tr><th>Prop</th><th>Type</th><th>Default</th></tr>
              </thead>
              <tbody>
                <tr><td><code>seconds</code></td><td>number</td><td><code>4</code></td></tr>

                <tr><td><code>label</code></td><td><code>string</code></td><td></td></tr>
              </tbody>
            </table>

            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["seconds", "label"])
        #expect(api.parameter("seconds")?.defaultValue == "4")
        #expect(api.parameter("seconds")?.line == 10)
        #expect(api.parameter("label")?.line == 12)
        #expect(api.parameter("label")?.type == "string")
    }

    @Test func aTableOfPicturesIsNotParameters() {
        let markdown =
            "# Pebble\n\n<table><tr><th>Light</th><th>Dark</th></tr><tr><td><img src=\"a.png\"></td><td><img src=\"b.png\"></td></tr></table>\n"
        #expect(parse(markdown).spec.apis.isEmpty)
    }
}
