import SpecModel
import Testing

@testable import SpecParser

/// Values usage picks from a type the page never defines (`PillTone.Muted`, `.compact`) make an enumeration of the
/// cases shown, said as inferred; values of several types, numbers beside a special value and platform values make
/// none. Android resource ids (`R.color.brand`) name their value as an XML reference does.
@Suite struct ShownCasesTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pill.md", inferences: .notes)
    }

    @Test func casesWrittenWithTheirTypeAcrossBlocksMakeOneInferredEnumeration() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```kotlin
            Pill(text = "Fresh", tone = PillTone.Muted)
            ```

            A louder one:

            ```kotlin
            Pill(text = "Sold out", tone = PillTone.Loud)
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameter("tone")?.valueType == .optional(.enumeration("PillTone")))
        let tone = try #require(result.spec.enumerations.first { $0.name == "PillTone" })
        #expect(tone.cases == ["Muted", "Loud"])
        #expect(tone.isInferred)
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("read enumeration 'PillTone'") })
    }

    @Test func aCaseOfATypeNestedInTheComponentsReadsAsThatTypesCase() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```kotlin
            Pill.Builder(context).setSide(Pill.Side.START).setCaption("Fresh").build()
            Pill.Builder(context).setSide(Pill.Side.END).build()
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameter("side")?.valueType == .optional(.enumeration("Side")))
        #expect(result.spec.enumerations.first { $0.name == "Side" }?.cases == ["START", "END"])
    }

    @Test func theComponentsOwnConstantsNameAnEnumerationAfterTheParameter() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```java
            Pill.make(view).setPlacement(Pill.ABOVE).setText("Saved").show();
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameter("placement")?.valueType == .optional(.enumeration("PillPlacement")))
        #expect(result.spec.enumerations.first { $0.name == "PillPlacement" }?.cases == ["ABOVE"])
        #expect(!result.spec.enumerations.contains { $0.name == "Pill" })
    }

    @Test func bareCasesOfASwiftModifierMakeAnEnumerationNamedForIt() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```swift
            Pill("Fresh")
                .pillDensity(.compact)
            Pill("Roomy")
                .pillDensity(.airy)
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameter("pillDensity")?.valueType == .optional(.enumeration("PillDensity")))
        #expect(result.spec.enumerations.first { $0.name == "PillDensity" }?.cases == ["compact", "airy"])
    }

    @Test func casesOfTwoTypesANumberBesideASpecialValueAndPlatformValuesMakeNone() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```kotlin
            Pill(text = "A", anchor = Edge.Start, width = 120)
            Pill(text = "B", anchor = Side.End, width = PillWidth.WRAP)
            ```

            ```swift
            Pill("C", tint: .red, inset: .zero)
            ```
            """
        )
        #expect(result.spec.enumerations.isEmpty)
        let kotlin = try #require(result.spec.api("Pill"))
        #expect(kotlin.parameter("anchor")?.valueType == nil && kotlin.parameter("anchor")?.runtimeReason != nil)
        #expect(kotlin.parameter("width")?.valueType != .optional(.enumeration("PillWidth")))
    }

    @Test func objectiveCConstantsNamedForTheirTypeMakeItsCases() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```objc
            [Pill presentInController:self caption:@"Saved" tone:ACMPillToneLoud axis:UILayoutConstraintAxisVertical];
            [Pill presentInController:self caption:@"Gone" tone:ACMPillToneMuted axis:UILayoutConstraintAxisHorizontal];
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameter("tone")?.valueType == .optional(.enumeration("ACMPillTone")))
        #expect(result.spec.enumerations.first { $0.name == "ACMPillTone" }?.cases == ["Loud", "Muted"])
        // An Apple framework's constants are the platform's type, not one of the document's.
        #expect(!result.spec.enumerations.contains { $0.name.hasPrefix("UI") })
    }

    @Test func androidResourceIdsTypeTheirValueAndALayoutStaysRuntime() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```kotlin
            Pill.Builder(context)
                .setTint(R.color.pill_mint)
                .setGlyph(R.drawable.ic_leaf)
                .setCaption(android.R.string.ok)
                .setBody(R.layout.pill_body)
                .build()
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        for name in ["tint", "glyph", "caption"] {
            #expect(api.parameter(name)?.valueType == .optional(.scalar(.string)), "\(name)")
        }
        #expect(api.parameter("body")?.valueType == nil && api.parameter("body")?.runtimeReason != nil)
    }
}

/// A declaration whose parameter's type the page never defines takes the cases the page names of it.
@Suite struct DeclaredUndefinedCasesTests {
    @Test func aDeclaredParameterOfAnUndefinedTypeTakesTheCasesItsDefaultAndThePageName() throws {
        let markdown = """
            # Pill

            A small rounded label.

            ```swift
            public init(caption: String, edge: Edge = .leading, look: Look = .default)
            ```

            Pass `Edge.trailing` to put it at the end.
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pill.md", inferences: .notes)
        let api = try #require(result.spec.apis.first)
        #expect(
            api.parameter("side")?.valueType == .optional(.enumeration("Side")) || api.parameter("edge")?.valueType == .enumeration("Edge")
        )
        #expect(result.spec.enumerations.first { $0.name == "Edge" }?.cases == ["leading", "trailing"])
        // `.default` is a member every kind of type may have: it names no case.
        #expect(api.parameter("look")?.valueType == nil)
    }
}
