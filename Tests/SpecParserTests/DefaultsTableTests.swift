import SpecModel
import Testing

@testable import SpecParser

/// A table of only names and defaults after a table of the same names completes that table's API; it is no API of
/// its own. A table of other names, or one with a type column, is read as before.
@Suite struct DefaultsTableTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes)
    }

    @Test func aTableOfDefaultsGivesTheEarlierTablesDefaults() throws {
        let result = parse(
            """
            # Pebble

            A small message that slides in.

            ## Options

            | Option | Type | Description |
            | --- | --- | --- |
            | `caption` | `string` | What the pebble says. |
            | `lifetime` | `number` | How long it stays, in milliseconds. |
            | `sticky` | `boolean` | Whether it stays until closed. |

            ## Defaults

            | Option | Default |
            | --- | --- |
            | `caption` | `""` |
            | `lifetime` | `2500` |
            """
        )
        #expect(result.spec.apis.count == 1)
        let api = try #require(result.spec.apis.first)
        #expect(api.parameters.map(\.name) == ["caption", "lifetime", "sticky"])
        #expect(api.parameters.first { $0.name == "lifetime" }?.defaultValue == "2500")
        #expect(api.parameters.first { $0.name == "sticky" }?.defaultValue == nil)
    }

    @Test func aTableOfOtherNamesIsItsOwnAPI() {
        let result = parse(
            """
            # Pebble

            A small message that slides in.

            ## Options

            | Option | Type | Description |
            | --- | --- | --- |
            | `caption` | `string` | What the pebble says. |
            | `lifetime` | `number` | How long it stays, in milliseconds. |

            ## PebbleStack

            | Option | Default |
            | --- | --- |
            | `spacing` | `8` |
            | `limit` | `3` |
            """
        )
        #expect(result.spec.apis.count == 2)
    }
}
