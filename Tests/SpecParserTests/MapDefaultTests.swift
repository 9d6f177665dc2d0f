import SpecModel
import Testing

/// Map defaults as Swift, TypeScript and Kotlin write them; a quoted key may hold the separator.
@Suite struct MapDefaultTests {
    private let table = """
        # Chip

        | Prop | Type | Default |
        |---|---|---|
        | spans | `Record<string, number>` | `{ "a:b": 2, c: 3 }` |
        | flags | `Map<String, bool>` | `mapOf("dense" to true)` |
        | sizes | `[String: Int]` | `[:]` |
        | broken | `Record<string, number>` | `{ a b: 1 }` |
        """

    @Test func entriesAreReadByKey() throws {
        let result = parse(table)
        let api = try #require(result.spec.api())
        #expect(
            api.parameter("spans")?.parsedDefault == .map([.init(name: "a:b", value: .number(2)), .init(name: "c", value: .number(3))])
        )
        #expect(api.parameter("flags")?.parsedDefault == .map([.init(name: "dense", value: .bool(true))]))
        #expect(api.parameter("sizes")?.parsedDefault == .map([]))
        #expect(api.parameter("broken")?.parsedDefault == nil)
        #expect(
            result.diagnostics.contains {
                $0.location.line == 8 && $0.message.contains("expected 'key: value' with a string or a word as the key, not 'a b: 1'")
            }
        )
    }
}
