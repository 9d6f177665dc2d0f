import SpecModel
import Testing

@testable import SpecParser

/// An Android `<declare-styleable>` resource declares the attributes a view takes, with the types their formats
/// state; an enum format's cases make an enumeration, and a resource reference is held by the resource's name. Another view's
/// declaration gives the component nothing.
@Suite struct AndroidStyleableTests {
    private func parse(_ xml: String) -> ParseResult {
        CodePage.chime.parse(xml, language: "xml")
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
        // A resource reference (`@drawable/bell`) is held by the resource's name.
        #expect(api.parameter("chimeIcon")?.valueType == .optional(.scalar(.string)))
    }

    @Test func attributeElementsAloneAreTheComponentsAttributes() throws {
        let xml = """
            <!-- what the chime says -->
            <attr name="chimeCaption" format="string" />
            <attr name="chimeMuted" format="boolean" />
            <attr name="chimeTone" format="enum">
                <enum name="bell" value="0" />
                <enum name="gong" value="1" />
            </attr>
            """
        let api = try #require(parse(xml).spec.api("ChimeView") ?? parse(xml).spec.apis.first)
        #expect(api.parameters.map(\.name) == ["chimeCaption", "chimeMuted", "chimeTone"])
        #expect(api.parameter("chimeMuted")?.valueType == .optional(.scalar(.bool)))
        // A layout using a view is no listing of attributes.
        let layout = "<attr name=\"chimeCaption\" format=\"string\" />\n<com.example.ChimeView app:chimeCaption=\"Hi\" />\n"
        #expect(AndroidStyleable.listedAttributes(UsageTokens(CodeText(layout), language: .androidXML)).isEmpty)
    }

    @Test func anEnumFormatsCasesMakeAnEnumerationNamedForTheAttribute() throws {
        let xml = """
            <declare-styleable name="ChimeView">
                <attr name="chimeTone" format="enum">
                    <enum name="bell" value="0"/>
                    <enum name="gong" value="1"/>
                </attr>
                <attr name="volume" format="enum">
                    <enum name="soft" value="0"/>
                    <enum name="loud" value="1"/>
                </attr>
            </declare-styleable>
            """
        let result = parse(xml)
        let api = try #require(result.spec.api("ChimeView"))
        // The attribute already carries the component's name; another gets it in front, as prose options' enumerations do.
        #expect(api.parameter("chimeTone")?.type == "ChimeTone")
        #expect(api.parameter("volume")?.type == "ChimeVolume")
        #expect(result.spec.enumerations.first { $0.name == "ChimeTone" }?.cases == ["bell", "gong"])
        #expect(result.spec.enumerations.first { $0.name == "ChimeVolume" }?.cases == ["soft", "loud"])
    }

    @Test func aFormatWithoutCasesMakesNoEnumeration() throws {
        let xml = """
            <declare-styleable name="ChimeView">
                <attr name="chimeLabel" format="string"/>
                <attr name="chimeGlyph" format="reference"/>
            </declare-styleable>
            """
        let result = parse(xml)
        #expect(result.spec.enumerations.isEmpty)
        #expect(try #require(result.spec.api("ChimeView")).parameter("chimeLabel")?.type == "String")
    }

    @Test func onlyAUnionOfQuotedLiteralsListsCases() {
        #expect(UsageAPI.literalCases("'bell' | 'gong'") == ["bell", "gong"])
        #expect(UsageAPI.literalCases("'bell'|'gong'") == ["bell", "gong"])
        #expect(UsageAPI.literalCases("String") == nil)
        #expect(UsageAPI.literalCases("'bell' | Int") == nil)
        #expect(UsageAPI.literalCases("''") == nil)
    }

    @Test func anotherViewsDeclarationGivesNothing() {
        let xml = """
            <declare-styleable name="RulerView">
                <attr name="rulerTicks" format="integer"/>
            </declare-styleable>
            """
        #expect(parse(xml).spec.apis.isEmpty)
    }

    @Test func anAttributeWithoutAFormatTakesTheOneTheBlockDeclaresAfterTheStyleable() throws {
        let xml = """
            <declare-styleable name="ChimeView">
                <attr name="chimeGlyph" format="reference"/>
                <attr name="chimeTone"/>
            </declare-styleable>
            <attr name="chimeTone" format="enum">
                <enum name="bell" value="0"/>
                <enum name="gong" value="1"/>
            </attr>
            """
        let result = parse(xml)
        let api = try #require(result.spec.api("ChimeView"))
        #expect(api.parameter("chimeTone")?.type == "ChimeTone")
        #expect(result.spec.enumerations.first { $0.name == "ChimeTone" }?.cases == ["bell", "gong"])
        // A reference is still the resource's name.
        #expect(api.parameter("chimeGlyph")?.type == "String")
    }

    @Test func aPlatformAttributeTheViewReusesHasItsPlatformFormat() throws {
        let xml = """
            <declare-styleable name="ChimeView">
                <attr name="android:textSize"/>
                <attr name="android:text"/>
                <attr name="android:drawableStart"/>
                <attr name="android:somethingUnheardOf"/>
            </declare-styleable>
            """
        let api = try #require(parse(xml).spec.api("ChimeView"))
        #expect(api.parameter("android:textSize")?.type == "Double")
        #expect(api.parameter("android:text")?.type == "String")
        // A drawable or a colour: the colour is the value a model can hold.
        #expect(api.parameter("android:drawableStart")?.type == "Color")
        #expect(api.parameter("android:somethingUnheardOf")?.valueType == nil)
    }

    @Test func theDeclarationNotAnEarlierUseIsWhereTheAttributeIsStated() throws {
        let markdown = """
            # Chime

            A short sound with a banner.

            ```xml
            <com.example.ChimeView
                app:chimeGlyph="@drawable/bell" />
            ```

            ```xml
            <declare-styleable name="ChimeView">
                <attr name="chimeGlyph" format="reference"/>
            </declare-styleable>
            ```
            """
        let api = try #require(SpecParserTests.parse(markdown).spec.api("ChimeView"))
        #expect(api.parameter("chimeGlyph")?.line == 12)
    }
}
