import SpecModel
import SpecParser
import Testing

/// List items that write a setting's name and type in plain text, in either order languages declare them.
@Suite struct PlainTypedItemTests {
    @Test func nameThenTypeWithADefaultAndAFlag() throws {
        let markdown = """
            # Pebble

            ## Options

            - weight: number, Required
            - caption: string, default: 'Hello',
            - isGlowing: boolean, default: false

            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["weight", "caption", "isGlowing"])
        #expect(api.parameter("weight")?.type == "number")
        #expect(api.parameter("caption")?.defaultValue == "'Hello'")
        #expect(api.parameter("isGlowing")?.isData == true)
        #expect(api.parameter("caption")?.line == 6)
    }

    @Test func typeThenNameAsObjectiveCWritesIt() throws {
        let markdown = """
            # Pebble View

            ## Looks

            * UIColor *tintColor
            * CGFloat cornerRadius
            * UIEdgeInsets insets

            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["tintColor", "cornerRadius", "insets"])
        #expect(api.parameter("cornerRadius")?.type == "Double")
        #expect(api.parameter("tintColor")?.isData == true, "a colour is data")
    }

    @Test func featureListsAndFactsAreNoSettings() {
        // Two words each, capitalised then lower-case: prose, not a type and a name.
        #expect(parse("# Pebble\n\n## Features\n\n- Smooth animation\n- Gentle bounce\n").spec.apis.isEmpty)
        #expect(parse("# Pebble\n\n## Features\n\n- SwiftUI support\n- UIKit support\n").spec.apis.isEmpty)
        // Facts after a colon are no types.
        #expect(parse("# Pebble\n\n## About\n\n- license: MIT\n- version: 2.1\n").spec.apis.isEmpty)
        // One item that is not a typed name leaves the list unread.
        #expect(parse("# Pebble\n\n## Notes\n\n- weight: number\n- see the guide for more\n").spec.apis.isEmpty)
    }
}
