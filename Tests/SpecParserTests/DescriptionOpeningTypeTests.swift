import SpecModel
import Testing

@testable import SpecParser

/// Tables with no type column whose description cell opens with the type, annotated in a parenthesis
/// (`Wobble (default Wobble.gentle)`, `Locale (Not Null)`, `bool (default false)`) or standing alone as a name of
/// several humps (`WobbleStyle`): the type and the parenthesis's default are read. A description that opens with a
/// capitalised word of prose is no type.
@Suite struct DescriptionOpeningTypeTests {
    private static let table = """
        # Jiggle

        ## Options

        option | description
        --- | ---
        wobble | Wobble (default Wobble.gentle)
        settle | Duration (default Duration(milliseconds: 300), shorter feels nervous)
        keepsShaking | bool (default false)(Whether it shakes until touched)
        tint | Color (default Color(0xFF336699))
        style | WobbleStyle
        onStop | StopCallback (Run when it comes to rest)
        locale | Locale (Not Null)(required)
        caption | Shown (when set) under the jiggle.
        hint | Text shown beside it.
        """

    @Test func aTypeOpeningTheDescriptionIsReadWithItsDefault() throws {
        let api = try #require(parse(Self.table).spec.api())
        #expect(api.parameter("wobble")?.type == "Wobble")
        #expect(api.parameter("wobble")?.defaultValue == "Wobble.gentle")
        #expect(api.parameter("settle")?.type == "Duration")
        #expect(api.parameter("settle")?.defaultValue == "Duration(milliseconds: 300)")
        #expect(api.parameter("keepsShaking")?.defaultValue == "false")
        #expect(api.parameter("tint")?.type == "Color")
        #expect(api.parameter("style")?.type == "WobbleStyle")
        #expect(api.parameter("onStop")?.type == "StopCallback")
        #expect(api.parameter("locale")?.type == "Locale")
    }

    @Test func proseOpeningWithACapitalIsNoType() throws {
        let api = try #require(parse(Self.table).spec.api())
        #expect(api.parameter("caption")?.type == nil)
        #expect(api.parameter("hint")?.type == nil)
    }

    @Test func theStatedDefaultStopsAtItsOwnParenthesis() {
        #expect(DefaultCell.stated(in: "Wobble (default Wobble.gentle) and more") == "Wobble.gentle")
        #expect(DefaultCell.stated(in: "Insets (default EdgeInsets.all(4.0, 2.0))") == "EdgeInsets.all(4.0, 2.0)")
        #expect(DefaultCell.stated(in: "Wobble (default ") == nil)
    }
}
