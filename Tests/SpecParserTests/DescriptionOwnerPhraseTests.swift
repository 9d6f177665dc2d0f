import SpecModel
import SpecParser
import Testing

/// A description says what a value is before its first "of", "in" or "on"; what follows names where the value shows.
/// "The caption of the ribbon view" is a caption, while "A view placed in the ribbon" and "The caption, a custom view"
/// still speak of a view.
@Suite struct DescriptionOwnerPhraseTests {
    private func parameter(_ name: String, _ description: String) throws -> Parameter {
        let markdown = """
            # Ribbon

            ## Options

            Option | Description
            --- | ---
            \(name) | \(description)
            """
        return try #require(parse(markdown).spec.api()?.parameter(name))
    }

    @Test(arguments: [
        ("caption", "The caption of the ribbon view"),
        ("caption", "The caption shown in the banner view"),
        ("isPinned", "Whether it stays on top of the host view"),
    ])
    func aViewItBelongsToLeavesTheValuesType(name: String, description: String) throws {
        let found = try parameter(name, description)
        #expect(found.valueType != nil, "\(name): \(description)")
        #expect(found.runtimeReason == nil)
    }

    @Test(arguments: [
        ("caption", "A view placed in the ribbon"),
        ("caption", "The caption of the ribbon, a custom view"),
        ("caption", "Widget shown on the right"),
    ])
    func aViewTheValueIsStaysRuntime(name: String, description: String) throws {
        let found = try parameter(name, description)
        #expect(found.valueType == nil, "\(name): \(description)")
    }
}
