import SpecModel
import SpecParser
import Testing

/// A parameter listed without a type (a table row, a list item, a definition line) takes its type from the literals the
/// page's own usage passes it, as an inference; a variable, disagreeing literals or another component's call give none.
@Suite struct ListedUsageTypeTests {
    /// A listed parameter no one must pass is optional; the type under it is what the usage said.
    private static func bare(_ type: ValueType) -> ValueType {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }

    @Test func aTableRowTakesANumberFromJSX() throws {
        let result = SpecParser.parse(
            bytes: Array(
                """
                # Lantern

                ```jsx
                <Lantern glow={40} />
                ```

                ## Props

                Prop | Description
                --- | ---
                glow | How it shines.
                """.utf8
            ),
            source: "lantern.md",
            inferences: .notes
        )
        let api = try #require(result.spec.api())
        #expect(api.parameter("glow")?.valueType.map(Self.bare) == .scalar(.integer))
        #expect(
            result.diagnostics.contains {
                $0.message == "type of 'glow' inferred as 'Int' from the page's usage `glow: 40`"
            }
        )
    }

    @Test func aListItemTakesABooleanFromAKotlinArgument() throws {
        let spec = parse(
            """
            # Lantern

            ```kotlin
            Lantern(flicker = true)
            ```

            ## Parameters

            - `flicker`: Sways now and then.
            """
        ).spec
        #expect(spec.api()?.parameter("flicker")?.valueType.map(Self.bare) == .scalar(.bool))
    }

    @Test func aDefinitionLineTakesTextFromADartCascade() throws {
        let spec = parse(
            """
            # Lantern

            ```dart
            final lantern = Lantern()
              ..wick = "cotton";
            ```

            Properties:

            wick - what burns inside
            hood - what sits over it
            """
        ).spec
        #expect(spec.api()?.parameter("wick")?.valueType.map(Self.bare) == .scalar(.string))
        // The usage never sets the hood: nothing says its type.
        #expect(spec.api()?.parameter("hood")?.runtimeReason == "its type is not given")
    }

    @Test func aVariablePassedGivesNothing() throws {
        let spec = parse(
            """
            # Lantern

            ```jsx
            <Lantern glow={level} />
            <Lantern glow={40} />
            ```

            ## Props

            Prop | Description
            --- | ---
            glow | How it shines.
            """
        ).spec
        #expect(spec.api()?.parameter("glow")?.valueType == nil)
    }

    @Test func disagreeingLiteralsGiveNothing() throws {
        let spec = parse(
            """
            # Lantern

            ```jsx
            <Lantern glow={40} />
            <Lantern glow="bright" />
            ```

            ## Props

            Prop | Description
            --- | ---
            glow | How it shines.
            """
        ).spec
        #expect(spec.api()?.parameter("glow")?.valueType == nil)
    }

    @Test func anotherComponentsCallGivesNothing() throws {
        let spec = parse(
            """
            # Lantern

            ```jsx
            <Lantern>
              <Shade glow={40} />
            </Lantern>
            ```

            ## Props

            Prop | Description
            --- | ---
            glow | How it shines.
            """
        ).spec
        #expect(spec.api()?.parameter("glow")?.valueType == nil)
    }
}
