import SpecModel
import SpecParser
import Testing

/// `<!-- specgen-ignore -->` and `<!-- specgen-ignore-file -->`: a team corrects a reading without rewording its
/// document, and can see what was left unread.
@Suite struct IgnoreMarkerTests {
    static let markdown = """
        # Pebble

        Shows a pebble.

        ## Behaviors

        - A pebble dismisses itself after 5 seconds.
        <!-- specgen-ignore -->
        - A pebble stays for 2 seconds after a long press.
        - Only one pebble shows at a time.
        - <!-- specgen-ignore --> Pebbles slide in from the top.

        <!-- specgen-ignore -->
        Pebbles fade out over 300 ms.

        ## API

        <!-- specgen-ignore -->
        ```swift
        init(broken: Int
        ```

        | Name | Type | Default | Description |
        |---|---|---|---|
        | `message` | `String` | | The text. |
        | <!-- specgen-ignore --> `tint` | `Colour` | | Not ours. |
        """

    @Test func eachMarkedBlockIsLeftUnreadAndListed() throws {
        let result = SpecParser.parse(bytes: Array(Self.markdown.utf8), source: "test.md", inferences: .notes)
        #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics)")
        #expect(result.spec.behaviors.map(\.text) == ["A pebble dismisses itself after 5 seconds.", "Only one pebble shows at a time."])
        #expect(result.spec.api()?.parameters.map(\.name) == ["message"])
        #expect(result.spec.corrections.map(\.kind) == Array(repeating: .ignored, count: 5))
        #expect(
            result.spec.corrections.map(\.element) == [
                "list item 'A pebble stays for 2 seconds after a long press.'", "list item 'Pebbles slide in from the top.'",
                "paragraph 'Pebbles fade out over 300 ms.'", "code block 'init(broken: Int'", "table row 'tint'",
            ]
        )
        #expect(result.spec.corrections.map(\.line) == [9, 11, 14, 19, 26])
        let notes = result.diagnostics.filter { $0.message.hasPrefix("not read: ") }
        #expect(notes.count == 5)
        #expect(
            notes.first?.description
                == "test.md:9:1: note: not read: list item 'A pebble stays for 2 seconds after a long press.' (<!-- specgen-ignore -->)"
        )
    }

    @Test func aFileMarkerLeavesTheWholeDocumentUnread() {
        let result = parse("<!-- specgen-ignore-file -->\n\n# Pebble\n\n## API\n\n```swift\ninit(a: Int\n```\n")
        #expect(result.spec.isIgnored)
        #expect(!result.diagnostics.contains { $0.severity != .note })
        #expect(result.spec.apis.isEmpty)
    }

    @Test func otherCommentsAreNotMarkers() {
        let result = parse("# Pebble\n\n## Behaviors\n\n<!-- specgen-ignored -->\n- A pebble dismisses itself after 5 seconds.\n")
        #expect(result.spec.behaviors.count == 1)
        #expect(result.spec.corrections.isEmpty)
    }
}
