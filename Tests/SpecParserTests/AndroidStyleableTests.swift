import SpecModel
import Testing

@testable import SpecParser

/// An Android `<declare-styleable>` resource declares the attributes a view takes, with the types their formats
/// state; an enum format's cases are its literal values, and a resource reference states no value type. Another view's
/// declaration gives the component nothing.
@Suite struct AndroidStyleableTests {
    private func parse(_ xml: String) -> ParseResult {
        let markdown = """
            # Chime

            A short sound with a banner.

            ```xml
            \(xml)
            ```
            """
        return SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/chime.md", inferences: .notes)
    }

    @Test func theViewsDeclaredAttributesAreItsSettingsWithTheirFormatsTypes() throws {
        let xml = """
            <declare-styleable name="ChimeView">
                <attr name="chimeCaption" format="string"/>
                <attr name="chimeMuted" format="boolean"/>
                <attr name="chimeRepeat" format="integer"/>
                <attr name="chimeTint" format="color|reference"/>
                <attr name="chimeIcon" format="reference"/>
                <attr name="chimeTone" format="enum">
                    <enum name="bell" value="0"/>
                    <enum name="gong" value="1"/>
                </attr>
            </declare-styleable>
            """
        let api = try #require(parse(xml).spec.api("ChimeView"))
        #expect(api.parameters.map(\.name) == ["chimeCaption", "chimeMuted", "chimeRepeat", "chimeTint", "chimeIcon", "chimeTone"])
        #expect(api.parameter("chimeCaption")?.type == "String")
        #expect(api.parameter("chimeMuted")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("chimeRepeat")?.valueType == .optional(.scalar(.integer)))
        #expect(api.parameter("chimeTint")?.type == "Color")
        // A resource reference is runtime, and said so.
        #expect(api.parameter("chimeIcon")?.valueType == nil && api.parameter("chimeIcon")?.runtimeReason != nil)
        // An enum format's cases are its values, written as literals (no enumeration is made of them from usage yet).
        #expect(api.parameter("chimeTone")?.type == "'bell' | 'gong'")
        #expect(api.parameter("chimeTone")?.valueType == .optional(.scalar(.string)))
    }

    @Test func anotherViewsDeclarationGivesNothing() {
        let xml = """
            <declare-styleable name="RulerView">
                <attr name="rulerTicks" format="integer"/>
            </declare-styleable>
            """
        #expect(parse(xml).spec.apis.isEmpty)
    }
}
