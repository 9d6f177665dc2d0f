import SpecModel
import SpecParser
import Testing

/// Tables that write no type: the type comes from a default with a unit, the opening of the description,
/// or a naming convention, each reported as an inference; colours are text; widgets and callbacks stay runtime.
@Suite struct UntypedParameterTests {
    private let table = """
        # Ribbon

        ## Options

        Option | Description | Default
        --- | --- | ---
        heading | The words shown on top. |
        isSticky | Keeps it pinned. |
        closeOnSwipe | Swiping sends it away. |
        collapsible | Lets the reader fold it. |
        cornerRadius | Rounds the corners. |
        lineCount | Lines before it folds. |
        fadeDelay | Wait before fading. |
        keepOpen | Whether it stays after a tap. |
        stackSize | How many to keep around; never more than three. |
        maxItems | The number of ribbons kept at once. |
        lifetime | How long it remains visible. |
        gutter | Space around it. | 12dp
        tint | Its background color. |
        glyph | Name of the icon drawn at the start. |
        edge | Which edge it is pinned to. |
        leading | Any widget placed before the heading. |
        onFold | Runs after folding. |
        accentTitle | A component shown instead of the heading. |
        nudge | How far it moves. | `[4, 0.5]`
        multiline | Lets the words wrap. |
        ribbonId | Tells one ribbon from another. |
        helpUrl | Opened on a long press. |
        fillProgress | From none to all. |
        actionCaption | Text of the button at the end. |
        """

    @Test func typesComeFromNamesDescriptionsAndUnits() throws {
        let api = try #require(parse(table).spec.api())
        let expected: [String: ValueType] = [
            "heading": .scalar(.string), "isSticky": .scalar(.bool), "closeOnSwipe": .scalar(.bool),
            "collapsible": .scalar(.bool), "cornerRadius": .scalar(.number), "lineCount": .scalar(.integer),
            "fadeDelay": .scalar(.duration), "keepOpen": .scalar(.bool),
            // "How many …": the description outweighs the name.
            "stackSize": .scalar(.integer),
            "maxItems": .scalar(.integer), "lifetime": .scalar(.duration), "gutter": .scalar(.number),
            // Colours are text (`ColourValue`).
            "tint": .scalar(.string),
            // A name that names a thing, and a side or edge chosen by name, are text.
            "glyph": .scalar(.string), "edge": .scalar(.string),
            // One adjective names a state; an id and an address are text; a progress is a number; "Text of …" is text.
            "multiline": .scalar(.bool), "ribbonId": .scalar(.string), "helpUrl": .scalar(.string),
            "fillProgress": .scalar(.number), "actionCaption": .scalar(.string),
            // A list of literals of one type is a list of that type.
            "nudge": .array(.scalar(.number)),
        ]
        for (name, type) in expected {
            let valueType = api.parameter(name)?.valueType
            #expect(valueType == type || valueType == .optional(type), "\(name): \(String(describing: valueType))")
        }
        #expect(api.parameter("gutter")?.parsedDefault == .number(12))
    }

    @Test func widgetsAndCallbacksStayRuntime() throws {
        let api = try #require(parse(table).spec.api())
        for name in ["leading", "onFold", "accentTitle"] {
            #expect(api.parameter(name)?.valueType == nil, "\(name)")
            #expect(api.parameter(name)?.runtimeReason == "its type is not given")
        }
    }

    @Test func everyGuessIsAnInferenceAndStrictMakesItAnError() throws {
        let result = SpecParser.parse(bytes: Array(table.utf8), source: "ribbon.md", inferences: .notes)
        #expect(
            result.diagnostics.contains { $0.description == "ribbon.md:8:1: note: type of 'isSticky' inferred as 'Bool' from its name" }
        )
        #expect(
            result.diagnostics.contains {
                $0.description == "ribbon.md:14:1: note: type of 'keepOpen' inferred as 'Bool' from its description"
            }
        )
        let strict = SpecParser.parse(bytes: Array(table.utf8), source: "ribbon.md", inferences: .errors)
        #expect(
            strict.diagnostics.contains {
                $0.severity == .error && $0.message.hasPrefix("type of 'heading' inferred as 'String' from its name")
            }
        )
    }

    @Test func aWrittenTypeIsNeverOverriddenByAGuess() throws {
        let spec = parse(
            """
            # Ribbon

            ## Options

            | Option | Type | Description |
            |---|---|---|
            | isSticky | `Pin` | Keeps it pinned. |
            | heading | `() => string` | The words shown on top. |
            """
        ).spec
        let api = try #require(spec.api())
        #expect(api.parameter("isSticky")?.valueType == nil)
        #expect(api.parameter("heading")?.runtimeReason == "it is a closure")
    }

    @Test func verbFlagsMarginsAndAnnouncementsAreReadByName() throws {
        let spec = parse(
            """
            # Ribbon

            ## Options

            Option | Description
            --- | ---
            adjustsWidthToText | Grows with its words.
            keepsFocus | Holds the keyboard's attention.
            sideMargin | Room on the left and right.
            springDamping | How much the bounce settles.
            spokenAnnouncement | What a screen reader says on arrival.
            marginCollapse | Lets neighbouring ribbons share space.
            textHInset | Room beside the words.
            topInset | Room above the words.
            contentInset | Room on every side of the words.
            """
        ).spec
        let api = try #require(spec.api())
        #expect(api.parameter("adjustsWidthToText")?.valueType == .scalar(.bool))
        #expect(api.parameter("keepsFocus")?.valueType == .scalar(.bool))
        #expect(api.parameter("sideMargin")?.valueType == .scalar(.number))
        #expect(api.parameter("springDamping")?.valueType == .scalar(.number))
        #expect(api.parameter("spokenAnnouncement")?.valueType == .scalar(.string))
        // The naming word must end the name: a margin's own setting is not a length.
        #expect(api.parameter("marginCollapse")?.valueType == nil)
        // An inset along one axis or side is one length; one without is four, an object.
        #expect(api.parameter("textHInset")?.valueType == .scalar(.number))
        #expect(api.parameter("topInset")?.valueType == .scalar(.number))
        #expect(api.parameter("contentInset")?.valueType == nil)
    }
}

/// Cases written with their type ("`Side.START` or `Side.END`", "[Side.END] by default") make an enumeration.
@Suite struct QualifiedCaseTests {
    private let table = """
        # Ribbon

        ## Options

        Option | Description
        --- | ---
        side | Either [Side.START] or [Side.END]. [Side.END] is the default.
        motion | Motion.SLIDE by default; Motion.FADE also works.
        tone | Palette.calm, or a shade such as Palette.warm[200].
        edge | Use Edges.of(context) to pick Edges.top.
        spansScreens | Whether it stays across screens, such as after Router.push or Router.pop; false closes it.

        ## Another way

        Option | Description
        --- | ---
        side | Side.*
        """

    @Test func casesNamedWithTheirTypeBecomeAnEnumerationWithTheDefault() throws {
        let spec = parse(table).spec
        #expect(spec.enumerations.first { $0.name == "Side" }?.cases == ["START", "END"])
        #expect(spec.enumerations.first { $0.name == "Motion" }?.cases == ["SLIDE", "FADE"])
        let api = try #require(spec.apis.first)
        #expect(api.parameter("side")?.valueType == .enumeration("Side"))
        #expect(api.parameter("side")?.parsedDefault == .enumCase("END"))
        #expect(api.parameter("motion")?.parsedDefault == .enumCase("SLIDE"))
    }

    @Test func aWildcardNamesAnEnumerationAlreadyRead() throws {
        let spec = parse(table).spec
        let sides = spec.apis.compactMap { $0.parameter("side") }
        #expect(sides.count == 2)
        #expect(sides.allSatisfy { $0.valueType == .enumeration("Side") })
    }

    @Test func lookupsCallsAndSingleMentionsAreNotCases() throws {
        let spec = parse(table).spec
        #expect(!spec.enumerations.contains { $0.name == "Palette" || $0.name == "Edges" })
    }

    @Test func casesGivenAsExamplesAreNotTheValues() throws {
        let spec = parse(table).spec
        #expect(!spec.enumerations.contains { $0.name == "Router" })
        #expect(try #require(spec.apis.first).parameter("spansScreens")?.valueType == .scalar(.bool))
    }

    @Test func constantsOfATypeTheMappingKnowsAreNoCases() throws {
        let colours = "# Ribbon\n\n## Options\n\n- `ink` The ink. Color.Black on light themes and Color.White on dark ones.\n"
        let spec = parse(colours).spec
        #expect(!spec.enumerations.contains { $0.name == "Color" })
        #expect(try #require(spec.apis.first).parameter("ink")?.valueType != .enumeration("Color"))
    }
}

/// Web and Flutter docs write UI nodes, callbacks and unions around one code span; each reads as what it is.
@Suite struct WebTypeSpellingTests {
    @Test func nodesAndFunctionsAreRuntimeWithoutAWarning() throws {
        let result = parse(
            """
            # Chip

            ## Props

            | Prop | Type | Default | Description |
            |---|---|---|---|
            | icon | `ReactNode` | - | Shown first. |
            | onTap | `function` | - | Called on a tap. |
            | pinned | boolean \\| `{ after: number }` | false | Keeps it. |
            | canLeave | `() => boolean \\| Promise<boolean>` | - | Asked before leaving. |
            """
        )
        let api = try #require(result.spec.api())
        #expect(api.parameter("icon")?.runtimeReason == "`ReactNode` is a platform UI type")
        #expect(api.parameter("onTap")?.runtimeReason == "it is a closure")
        #expect(api.parameter("pinned")?.valueType == .scalar(.bool))
        #expect(api.parameter("canLeave")?.runtimeReason == "it is a closure")
        #expect(!result.diagnostics.contains { $0.message.contains("not defined in the spec") }, "\(result.diagnostics)")
    }

    @Test func aNameEndingInAKindOfChoiceIsOneOfNamedCasesAndSaidSo() throws {
        let markdown = """
            # Ribbon

            ## Layout attribute

            Layout attribute | Description
            --- | ---
            foldMode | How the ribbon folds away.
            tailPosition | Where the pointed end sits.
            wordAlignment | How the words line up.
            foldStyle | The look of the folded ribbon.
            modeSwitch | Swaps between the two looks.
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "ribbon.md", inferences: .notes)
        let api = try #require(result.spec.api())
        for name in ["foldMode", "tailPosition", "wordAlignment"] {
            #expect(api.parameter(name)?.valueType == .scalar(.string), "\(name)")
            #expect(result.diagnostics.contains { $0.message == "type of '\(name)' inferred as 'String' from its name" }, "\(name)")
        }
        // A style may be an object of several values; a word that only starts the name says nothing.
        #expect(api.parameter("foldStyle")?.valueType == nil)
        #expect(api.parameter("modeSwitch")?.valueType == nil)
    }

    @Test func theComponentsOwnNameInADescriptionDoesNotMakeItRuntime() throws {
        let markdown = """
            # HintView

            Option | Description
            --- | ---
            cornerRadius | Rounds the corners of the hint view.
            fadeOnTap | Keeps the hint view from fading on tap when false.
            leading | A view placed before the words.
            """
        let api = try #require(parse(markdown).spec.api())
        // "hint view" is the component itself.
        #expect(api.parameter("cornerRadius")?.valueType == .scalar(.number))
        #expect(api.parameter("fadeOnTap")?.valueType == .scalar(.bool))
        // Any other view it holds is content.
        #expect(api.parameter("leading")?.valueType == nil)
    }

    @Test func aDefaultListingBareChoiceWordsIsAListOfChoices() throws {
        let markdown = """
            # Ribbon

            Option | Default | Description
            --- | --- | ---
            swipeAway | `[left, up]` | The ways a swipe can send it off.
            stops | `[0.2, 0.8]` | Points where a drag rests.
            tags | `['new', 'sale']` | Words printed on it.
            folds | `[none]` | Where it creases.
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "ribbon.md", inferences: .notes)
        let api = try #require(result.spec.api())
        let swipe = api.parameter("swipeAway")?.valueType
        #expect(swipe == .array(.scalar(.string)) || swipe == .optional(.array(.scalar(.string))))
        #expect(result.diagnostics.contains { $0.message.hasPrefix("type of 'swipeAway' inferred as '[String]'") })
        // Numbers and quoted words are literals of their own kind: a list of them is a list of that kind, read from
        // the default as any literal is; "none" is no choice.
        #expect(result.diagnostics.contains { $0.message.hasPrefix("type of 'stops' inferred as '[Double]' from its default") })
        #expect(result.diagnostics.contains { $0.message.hasPrefix("type of 'tags' inferred as '[String]' from its default") })
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("type of 'folds' inferred") })
    }
}
