import SpecModel
import SpecParser
import Testing

/// A parameter whose type is an object with named fields becomes a record named for the component and the
/// parameter, with its object default read field by field; objects with a non-data field, or that cannot be
/// read, leave the parameter runtime, the latter with a warning at its row.
@Suite struct RecordTypeTests {
    private let table = """
        # Chip

        ## Props

        | Prop | Type | Default | Required | Description |
        |---|---|---|---|---|
        | labels | `{ readerRole?: string; dismissLabel?: string }` | `{ readerRole: "status", dismissLabel: "hide" }` | no | Words for screen readers. |
        | timing | {grow?: number;shrink?: number;} | `{grow: 120, shrink: 80}` | no | Animation lengths. |
        | limit | `{ most: number, wraps?: boolean }` | - | no | How many fit. |
        | hooks | `{ onOpen: () => void; name: string }` | - | no | Callbacks. |
        | broken | `{ a: }` | - | no | Written wrong. |
        | misfit | `{ count?: number }` | `{ total: 3 }` | no | Default names a field it lacks. |
        """

    @Test func anObjectTypeIsARecordWithOptionalFieldsAndItsDefault() throws {
        let result = parse(table)
        let labels = try #require(result.spec.records.first { $0.name == "ChipLabels" })
        #expect(labels.fields.map(\.name) == ["readerRole", "dismissLabel"])
        #expect(labels.fields.allSatisfy { !$0.isRequired && $0.valueType == .optional(.scalar(.string)) })
        let api = try #require(result.spec.api())
        #expect(api.parameter("labels")?.valueType == .record("ChipLabels"))
        #expect(
            api.parameter("labels")?.parsedDefault
                == .record([.init(name: "readerRole", value: .string("status")), .init(name: "dismissLabel", value: .string("hide"))])
        )
        #expect(
            api.parameter("timing")?.parsedDefault
                == .record([.init(name: "grow", value: .number(120)), .init(name: "shrink", value: .number(80))])
        )
    }

    @Test func fieldsWithoutAQuestionMarkAreRequired() throws {
        let limit = try #require(parse(table).spec.records.first { $0.name == "ChipLimit" })
        #expect(limit.fields.map(\.isRequired) == [true, false])
        #expect(limit.fields.map(\.valueType) == [.scalar(.number), .optional(.scalar(.bool))])
        #expect(parse(table).spec.api()?.parameter("limit")?.valueType == .optional(.record("ChipLimit")))
    }

    @Test func aFunctionFieldKeepsTheParameterRuntime() throws {
        let result = parse(table)
        #expect(!result.spec.records.contains { $0.name == "ChipHooks" })
        let hooks = try #require(result.spec.api()?.parameter("hooks"))
        #expect(hooks.valueType == nil)
        #expect(hooks.runtimeReason?.contains("onOpen") == true)
    }

    @Test func aMalformedObjectTypeIsALocatedWarning() throws {
        let result = parse(table)
        let warning = try #require(result.diagnostics.first { $0.message.contains("'broken'") })
        #expect(warning.severity == .warning)
        #expect(warning.location.line == 11)
        #expect(result.spec.api()?.parameter("broken")?.valueType == nil)
    }

    @Test func aDefaultNamingAnUnknownFieldIsAWarningAndIsLeftOut() throws {
        let result = parse(table)
        let warning = try #require(result.diagnostics.first { $0.message.contains("'misfit'") })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("total"))
        #expect(result.spec.api()?.parameter("misfit")?.parsedDefault == nil)
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func theSameObjectTypeInTwoTablesIsOneRecord() throws {
        let twice = """
            # Chip

            ## Props

            | Prop | Type | Default |
            |---|---|---|
            | labels | `{ readerRole?: string }` | - |

            ## Global options

            | Option | Type | Default |
            |---|---|---|
            | labels | `{ readerRole?: string }` | - |
            """
        #expect(parse(twice).spec.records.map(\.name) == ["ChipLabels"])
    }

    @Test func aListOfObjectsIsAListOfOneRecord() throws {
        let lists = """
            # Chip

            ## Props

            | Prop | Type | Default |
            |---|---|---|
            | stops | `Array<{ at: number; label?: string }>` | - |
            | marks | `{ at: number }[] \\| undefined` | - |
            | hooks | `Array<{ at: number; onReach: () => void }>` | - |
            """
        let result = parse(lists)
        let api = try #require(result.spec.api())
        #expect(api.parameter("stops")?.valueType == .array(.record("ChipStops")))
        #expect(result.spec.records.first { $0.name == "ChipStops" }?.fields.map(\.name) == ["at", "label"])
        #expect(api.parameter("marks")?.valueType == .optional(.array(.record("ChipMarks"))))
        // An element with a closure in it is no record, so the list is no data either.
        #expect(api.parameter("hooks")?.isData == false)
        #expect(api.parameter("hooks")?.runtimeReason?.contains("onReach") == true)
    }

    @Test func oddObjectTextNeverCrashes() {
        for type in ["{", "}", "{}", "{ : }", "{ a?: }", "{ 'a: string }", "{ a: string } | { b: number }", "{ a: { b: number } }", "{{}}"]
        {
            let text = "# Chip\n\n## Props\n\n| Prop | Type | Default |\n|---|---|---|\n| odd | `\(type)` | `{ a: }` |\n"
            _ = parse(text)
        }
    }
}
