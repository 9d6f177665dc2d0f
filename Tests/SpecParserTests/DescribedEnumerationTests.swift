import SpecModel
import SpecParser
import Testing

/// Enumerations a table defines by listing a named type's values in the description.
@Suite struct DescribedEnumerationTests {
    static let table = """
        # Pebble

        | Name | Description | Type | Default |
        |---|---|---|---|
        | edge | Can be set to `top` `bottom` | _PebbleEdge_ | `bottom` |
        | wrap | Can be set to `normal` `break-word` | _PebbleWrap_ | `'break-word'` |
        | tone | Can be set to `loud` `quiet` | _PebbleTone_ | `plain` |

        """

    @Test func aNamedTypeWithListedValuesIsAnEnumeration() throws {
        let spec = parse(Self.table).spec
        #expect(spec.enumerations.map(\.name) == ["PebbleEdge", "PebbleWrap", "PebbleTone"])
        #expect(spec.enumerations.last?.cases == ["plain", "loud", "quiet"], "the default joins the cases")
        let api = try #require(spec.api())
        #expect(api.parameter("edge")?.isData == true)
        #expect(api.parameter("edge")?.parsedDefault == .enumCase("bottom"))
    }

    @Test func aQuotedRawValueNamesItsCase() throws {
        #expect(parse(Self.table).spec.api()?.parameter("wrap")?.parsedDefault == .enumCase("break-word"))
    }

    @Test func withoutAListTheTypeStaysUndefined() {
        let markdown = "# Pebble\n\n| Name | Type |\n|---|---|\n| edge | `PebbleEdge` |\n"
        #expect(parse(markdown).spec.enumerations.isEmpty)
    }
}
