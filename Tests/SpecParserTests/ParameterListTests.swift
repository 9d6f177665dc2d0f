import SpecModel
import SpecParser
import Testing

/// Parameters and enumeration cases written as lists.
@Suite struct ParameterListTests {
    @Test func colonNamesWithNestedDefaultsNameTheirSymbol() throws {
        let markdown = """
            # Pebble Stack

            ## Overview

            - Teams set these values on `PebbleStackView`:
              - `maximum:` How many pebbles show at once
                - Default value is 3
              - `gap:` Space between pebbles
                - Default value is 4

            """
        let api = try #require(parse(markdown).spec.api("PebbleStackView"))
        #expect(api.parameters.map(\.name) == ["maximum", "gap"])
        #expect(api.parameter("maximum")?.defaultValue == "3")
        #expect(api.parameter("maximum")?.isData == true, "a literal default gives the type")
        #expect(api.parameter("gap")?.line == 8)
    }

    @Test(
        arguments: [
            ("- **gap** (`number`, default `4`): Space between pebbles.", "4"),
            ("- **gap** `number` - Space between pebbles.", nil),
            ("- `gap` (number, default 4): Space between pebbles.", "4"),
            ("- `gap: number` - Space between pebbles.", nil),
            ("- `gap?: number` - Space between pebbles.", nil),
        ] as [(String, String?)]
    )
    func aNameWithItsTypeInEachListSpelling(item: String, defaultValue: String?) throws {
        let markdown = "# Pebble\n\n## Options\n\n\(item)\n\(item.replacing("gap", with: "spread"))\n"
        let api = try #require(parse(markdown).spec.api(), "\(item)")
        #expect(api.parameters.map(\.name) == ["gap", "spread"], "\(item)")
        #expect(api.parameter("gap")?.isData == true, "\(item)")
        #expect(api.parameter("gap")?.type == "number", "\(item)")
        #expect(api.parameter("gap")?.defaultValue == defaultValue, "\(item)")
    }

    @Test func underATitleNamingSettingsPlainMembersAndCodeNamesAreParameters() throws {
        let typed = "# Pebble\n\n### Props:\n\n- caption: string;\n- weight?: number;\n"
        let api = try #require(parse(typed).spec.api())
        #expect(api.parameters.map(\.name) == ["caption", "weight"])
        #expect(api.parameter("weight")?.valueType == .optional(.scalar(.number)))
        let described = "# Pebble\n\n## Attributes\n\n- `caption`: Words on the pebble\n- `tint`: Colour of the pebble\n"
        #expect(parse(described).spec.api()?.parameters.map(\.name) == ["caption", "tint"])
        // Constants listed as a setting's values are no parameters.
        let constants = "# Pebble\n\n## Options\n\n- `Pebble.SIZE_SMALL` (fits a palm)\n- `Pebble.SIZE_LARGE` (fills a hand)\n"
        #expect(parse(constants).spec.apis.isEmpty)
    }

    @Test func plainWordsBeforeAColonOrAListUnderCustomizationAreNotTheComponentsParameters() {
        // Without a "Parameters:" label, `Platform: iOS 15` is a fact about the API, not a parameter.
        #expect(parse("# Pebble\n\n## API\n\n- platform: iOS 15 and later\n- license: MIT\n").spec.apis.isEmpty)
        // A page customises a component through other objects too; such a list does not say whose settings it names.
        let customization = "# Pebble\n\n## Customization\n\n- `cornerRadius`: Rounds the style's corners\n- `tint`: Its colour\n"
        #expect(parse(customization).spec.apis.isEmpty)
    }

    @Test func aListLabelledAsEventsOrMethodsIsNoParameters() {
        let events = "# Pebble\n\n## API\n\nPage events:\n\n- `pebbleshow` - shows the pebble\n- `pebblehide` - hides it\n"
        #expect(parse(events).spec.apis.isEmpty)
        // A sentence that mentions events introduces the settings it lists all the same.
        let settings =
            "# Pebble\n\n## API\n\nThese settings change how the pebble answers events:\n\n- `weight` - how heavy\n- `tint` - its colour\n"
        #expect(parse(settings).spec.api()?.parameters.map(\.name) == ["weight", "tint"])
    }

    @Test func lineAfterLineOfNamesAndWordsInAFenceAreParameters() throws {
        let listing = """
            # Pebble

            ## Settings

            ```
            weight     - how heavy the pebble is, default 2
            tint       -> colour of its face
            onPicked   - called when a person picks it
            ```
            """
        let api = try #require(parse(listing).spec.api())
        #expect(api.parameters.map(\.name) == ["weight", "tint", "onPicked"])
        #expect(api.parameters.map(\.line) == [6, 7, 8])
        #expect(api.parameter("weight")?.defaultValue == "2")
        // Code is code: one line that is not a name and words about it keeps the block an example.
        for code in ["let weight = 2\ntint - colour of its face\n", "weight - 2\ntint - blue\n", "total - count - 1\nrest - all of it\n"] {
            #expect(parse("# Pebble\n\n```\n\(code)```\n").spec.apis.allSatisfy { $0.parameters.count < 2 }, "\(code)")
        }
    }

    @Test func aCoordinateOrAMappingIsNoParameter() {
        #expect(parse("# Pebble\n\n## Install\n\n- `org.pebble.kit:pebble:2.1` (or later)\n").spec.apis.isEmpty)
        let mapping = "# Pebble\n\n## Sounds\n\n- `showDone:` <-> `ChimeDone`\n- `showFail:` <-> `ChimeFail`\n"
        #expect(parse(mapping).spec.apis.isEmpty)
    }

    @Test func aCapitalisedBoldWordOpensAFeatureNotASetting() {
        let markdown = "# Pebble\n\n## Options\n\n- **Light** (`tiny`): carries well.\n- **Smooth**: fits a palm.\n"
        #expect(parse(markdown).spec.apis.isEmpty)
    }

    @Test func typedEntriesWithDefaultsInProse() throws {
        let markdown = """
            # Pebble

            ## Options

            - `text` (String): What the pebble says.
            - `seconds` (Double, optional): How long it stays. Defaults to 4.

            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameter("text")?.type == "String")
        #expect(api.parameter("seconds")?.defaultValue == "4")
        #expect(api.parameter("seconds")?.isRequired == false)
    }

    @Test func aParametersLabelPairsTheListWithTheDeclaration() throws {
        let markdown = """
            # Pebble

            ## Showing one

            - Parameters:
              - title: The words shown.
              - seconds: How long it stays.

            ```swift
            func showPebble(title: String, seconds: Double = 4)
            ```

            """
        let result = parse(markdown)
        let api = try #require(result.spec.api("showPebble"))
        #expect(api.parameter("title")?.description == "The words shown.")
        #expect(result.spec.apis.count == 1)
    }

    @Test func boldLowerCaseNamesBeforeAColonAreSettings() throws {
        let markdown = """
            # Pebble

            ## Showing a pebble

            These can be given when a pebble is shown:

            * **caption**: The words printed on it
            * **lingerTime:** How long it stays, in seconds
            * **isRaised**: Whether it casts a shadow

            """
        let api = try #require(parse(markdown).spec.apis.first)
        #expect(api.parameters.map(\.name) == ["caption", "lingerTime", "isRaised"])
        #expect(api.parameters.first?.description == "The words printed on it")
    }

    @Test func boldCapitalisedWordsOpenAFeatureListNotSettings() {
        let markdown = """
            # Pebble

            ## Why a pebble

            * **Small**: Under a kilobyte
            * **Quiet**: No sound unless asked
            * **Plug and play**: One line to add

            """
        #expect(parse(markdown).spec.apis.isEmpty)
    }

    @Test func sentencesInParenthesesAreNotTypes() {
        let markdown = "# Pebble\n\nKinds:\n\n- `SHORT` (Shows the pebble for a little while)\n- `LONG` (Shows it for longer)\n"
        #expect(parse(markdown).spec.apis.isEmpty)
    }

    @Test func aListOfCasesUnderANamingIntroductionIsAnEnumeration() throws {
        let markdown = """
            # Pebble

            - Two placement modes exist for `PebbleView`:
              - inline (inside the page)
                - Shows within the given view.
              - floating *(most common)*
                - Shows above everything.

            """
        let enumeration = try #require(parse(markdown).spec.enumerations.first)
        #expect(enumeration.name == "PlacementMode")
        #expect(enumeration.cases == ["inline", "floating"])
    }
}

@Suite struct SwiftDocParameterTests {
    @Test func singleParameterLinesPairWithTheDeclaration() throws {
        let markdown = """
            # Pebble

            ## API

            - Parameter title: The words shown.
            - Parameter seconds: How long it stays.

            ```swift
            public func showPebble(title: String, seconds: Double = 4)
            ```

            """
        let api = try #require(parse(markdown).spec.api("showPebble"))
        #expect(api.parameter("seconds")?.description == "How long it stays.")
    }

    @Test func aQuestionMarkAfterANameMeansOptional() throws {
        let markdown = "# X\n\n| Name | Type |\n|---|---|\n| `title?` | `string` |\n"
        let parameter = try #require(parse(markdown).spec.api()?.parameter("title"))
        #expect(!parameter.isRequired)
    }
}
