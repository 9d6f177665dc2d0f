import SpecModel
import SpecParser
import Testing

/// A unit in a table's Type column (`seconds`, `ms`, `dp`) makes the parameter the quantity it measures, with a bare
/// default read in that unit; names that only look like units, or name a type of their own, do not.
@Suite struct UnitTypeTests {
    private static let markdown = """
        # Pebble

        A small notice.

        ## API

        | Name | Type | Default | Description |
        |---|---|---|---|
        | duration | seconds | 3 | How long it stays. |
        | fade | ms | 250 | How long it takes to fade. |
        | pause | Minutes | 2 | A pause between pebbles. |
        | settle | s | 1.5s | Already written with its unit. |
        | inset | dp | 12 | Space around it. |
        | corner | pt | - | Its corner radius. |
        | wait | hours | 1 | Not a unit specgen reads. |

        ## Behaviors

        - A pebble dismisses itself after 5 seconds.
        """

    private func parameter(_ name: String) throws -> Parameter {
        try #require(parse(Self.markdown).spec.apis.flatMap(\.parameters).first { $0.name == name })
    }

    @Test func unitsOfTimeAreDurationsWithTheirDefaultsInTheUnit() throws {
        #expect(try parameter("duration").valueType == .scalar(.duration))
        #expect(try parameter("duration").parsedDefault == .seconds(3))
        #expect(try parameter("fade").parsedDefault == .seconds(0.25))
        #expect(try parameter("pause").parsedDefault == .seconds(120))
        // A default that says its unit keeps it.
        #expect(try parameter("settle").parsedDefault == .seconds(1.5))
    }

    @Test func unitsOfLengthAreNumbers() throws {
        #expect(try parameter("inset").valueType == .scalar(.number))
        #expect(try parameter("inset").parsedDefault == .number(12))
        #expect(try parameter("corner").valueType == .scalar(.number))
    }

    @Test func composesDpIsALengthAsCGFloatIs() throws {
        let markdown = "# Card\n\n## API\n\n```kotlin\n@Composable\nfun Card(elevation: Dp = 8.dp)\n```\n"
        let elevation = try #require(parse(markdown).spec.apis.flatMap(\.parameters).first { $0.name == "elevation" })
        #expect(elevation.valueType == .scalar(.number))
        #expect(elevation.parsedDefault == .number(8))
    }

    @Test func aWordThatIsNoUnitStaysRuntimeAndSaysWhatToWrite() throws {
        let wait = try parameter("wait")
        #expect(wait.valueType == nil)
        #expect(wait.runtimeReason?.contains("write `Duration`") == true)
        #expect(wait.runtimeReason?.contains("`types:` in specgen.yml") == true)
        let warning = parse(Self.markdown).diagnostics.first { $0.message.contains("wait (hours)") }
        #expect(warning?.message.contains("`types:` in specgen.yml") == true)
    }

    @Test func eachReadingIsANoteAndAnErrorUnderStrict() throws {
        let notes = parse(Self.markdown).inferences.filter { $0.message.contains("written as its type") }
        #expect(notes.count == 6)
        #expect(notes.contains { $0.message.contains("'fade' inferred as 'Duration' from the unit 'ms'") && $0.message.contains("0.25 s") })
        let strict = SpecParser.parse(bytes: Array(Self.markdown.utf8), source: "pebble.md", inferences: .errors)
        let fade = strict.diagnostics.first { $0.severity == .error && $0.message.contains("'fade'") }
        #expect(fade?.message.contains("write its type, `Duration`, in the table's Type column and its default as `250 ms`") == true)
    }

    @Test func aDocumentsOwnTypeNamedLikeAUnitIsItsOwn() throws {
        let markdown = """
            # Pebble

            ```swift
            enum px { case small, large }
            ```

            ## API

            | Name | Type | Default | Description |
            |---|---|---|---|
            | size | px | .small | Its size. |
            """
        let size = try #require(parse(markdown).spec.apis.flatMap(\.parameters).first { $0.name == "size" })
        #expect(size.valueType == .enumeration("px"))
        #expect(!parse(markdown).diagnostics.contains { $0.message.contains("written as its type") })
    }
}
