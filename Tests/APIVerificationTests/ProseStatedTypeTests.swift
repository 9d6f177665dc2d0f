import Foundation
import SpecParser
import Testing

/// A type stated in a list item's prose ("This is of type `Double`") is a claim like a type column's. Our own words.
@Suite struct ProseStatedTypeTests {
    @Test func oneStatedTypeIsRead() {
        #expect(ProseStatedType.type(in: "How bright it burns. This is of type `Double`.") == "Double")
        #expect(ProseStatedType.type(in: "The wick. It has the type `String?` and may be nil.") == "String?")
        #expect(ProseStatedType.type(in: "Colours to cycle, which are of type `[Glow]`.") == "[Glow]")
    }

    @Test func noTypeOrSeveralOrAValueIsNone() {
        #expect(ProseStatedType.type(in: "How bright it burns, in lumens.") == nil)
        #expect(ProseStatedType.type(in: "It is of type `Double` on one platform and of type `Float` on another.") == nil)
        #expect(ProseStatedType.type(in: "Set it to a value of the type `true` to hang it.") == nil)
        #expect(ProseStatedType.type(in: "Any type `Glow` works here.") == nil)
    }

    @Test func aListItemsStatedTypeIsComparedWithTheCodes() throws {
        let page = """
            # Lantern

            The `Lantern` settings:

            - `flame`: how tall it burns. This is of type `Int`.
            - `hook`: whether it hangs. This is of type `Bool`.
            """
        let result = try PageSubjectTests.run(page)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("5: type of parameter 'flame' differs: the document has 'Int'") == true)
    }
}
