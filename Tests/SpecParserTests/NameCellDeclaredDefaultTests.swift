import SpecModel
import Testing

@testable import SpecParser

/// A table whose name cell is a whole declaration (`bool expand = false`, as Dart and Java write a field) gives the
/// name, the type before it and the default after `=`; a number after `=` is that default, never a version badge.
@Suite struct NameCellDeclaredDefaultTests {
    private func parse(_ rows: String) -> ParseResult {
        let markdown = """
            # Drawer

            A panel that slides up from the bottom edge.

            ## Parameters

            | Param | Description |
            |---|---|
            \(rows)
            """
        return SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/drawer.md", inferences: .notes)
    }

    @Test func aDeclarationInTheNameCellGivesNameTypeAndDefault() throws {
        let api = try #require(
            parse(
                """
                |bool expand = false| Whether the drawer fills the screen. |
                |double closeThreshold = 0.6| How far a drag must go before the drawer closes. |
                |Duration openTime = const Duration(milliseconds: 300)| How long opening takes. |
                """
            ).spec.api("Drawer")
        )
        #expect(api.parameters.map(\.name) == ["expand", "closeThreshold", "openTime"])
        #expect(api.parameter("expand")?.defaultValue == "false")
        #expect(api.parameter("expand")?.valueType == .scalar(.bool))
        #expect(api.parameter("closeThreshold")?.defaultValue == "0.6")
        #expect(api.parameter("closeThreshold")?.valueType == .scalar(.number))
    }

    @Test func aNameWithABadgeOrALabelIsNoDeclaration() throws {
        let reading = NameCell.read(code: nil, text: "caption since 2.1")
        #expect(reading == NameCell.Reading(name: "caption", type: nil))
        #expect(NameCell.read(code: nil, text: "Text color").type == nil)
        #expect(NameCell.read(code: nil, text: "Background Color").type == nil)
        // A lower-camel name with an inner capital is code, whatever type precedes it.
        #expect(NameCell.read(code: nil, text: "Color barrierColor") == NameCell.Reading(name: "barrierColor", type: "Color"))
        // An `=` with nothing after it, or a name that is not one identifier, declares nothing.
        #expect(NameCell.read(code: nil, text: "bool expand =").defaultValue == nil)
        #expect(NameCell.read(code: nil, text: "expand when = true").type == nil)
    }
}
