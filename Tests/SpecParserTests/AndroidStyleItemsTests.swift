import SpecModel
import Testing

@testable import SpecParser

/// An Android style that sets a view's own attributes (`<item name="chimeMuted">true</item>`) lists the component's
/// settings, typed by the values it gives; the platform's `android:` attributes and a theme's style give nothing.
@Suite struct AndroidStyleItemsTests {
    private func parse(_ xml: String) -> ParseResult {
        CodePage.chime.parse(xml, language: "xml")
    }

    @Test(arguments: ["<style name=\"LoudChime\">", "<style name=\"Widget.App.Chime\" parent=\"Widget.Kit.Chime\">"])
    func aStylesItemsAreTheComponentsSettings(opening: String) throws {
        let xml = """
            \(opening)
                <item name="chimeMuted">true</item>
                <item name="app:chimeGap">12dp</item>
                <item name="chimeCaption">@string/ding</item>
                <item name="android:textColor">#ffffff</item>
            </style>
            """
        let api = try #require(parse(xml).spec.apis.first)
        #expect(api.parameters.map(\.name) == ["chimeMuted", "chimeGap", "chimeCaption"])
        #expect(api.parameter("chimeMuted")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("chimeGap")?.valueType == .optional(.scalar(.number)))
        // The value shown is an example, not a default.
        #expect(api.parameter("chimeMuted")?.defaultValue == nil)
    }

    @Test func coloursResourcesAndChoiceWordsAreText() throws {
        let xml = """
            <style name="LoudChime">
                <item name="chimeBackdrop">#fa0</item>
                <item name="chimeGlyph">@drawable/bell</item>
                <item name="chimeSide">top</item>
                <item name="chimeRepeat">@integer/twice</item>
            </style>
            """
        let api = try #require(parse(xml).spec.apis.first)
        for name in ["chimeBackdrop", "chimeGlyph", "chimeSide"] {
            #expect(api.parameter(name)?.valueType == .optional(.scalar(.string)), "\(name)")
        }
        #expect(api.parameter("chimeRepeat")?.valueType == .optional(.scalar(.integer)))
    }

    @Test func aThemesStyleGivesNothing() {
        let xml = """
            <style name="Theme.App" parent="Theme.Kit.Light">
                <item name="colorPrimary">#3366ff</item>
                <item name="chimeStyle">@style/LoudChime</item>
            </style>
            """
        let result = parse(xml)
        #expect(result.spec.apis.flatMap(\.parameters).isEmpty, "\(result.spec.apis.flatMap(\.parameters).map(\.name))")
    }
}
