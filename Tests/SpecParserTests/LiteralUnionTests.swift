import SpecModel
import SpecParser
import Testing

/// Unions of string values become enumerations named after the component and the parameter; a parameter that
/// is not required and has no default is optional, so no caller is forced to supply it.
@Suite struct LiteralUnionTests {
    private let table = """
        # Pill

        ## Props

        | Prop | Type | Default | Required | Description |
        |---|---|---|---|---|
        | tone | `'calm' \\| 'loud'` | `'calm'` | no | How the pill sounds. |
        | edge | `start \\| end \\| undefined` | - | no | Which side it hugs. |
        | label | `string` | - | no | Text inside. |
        | size | `number` | `2` | no | How big. |
        | mood | `string \\| number` | - | yes | Either. |
        """

    @Test func aUnionOfValuesIsAnEnumerationNamedForComponentAndParameter() throws {
        let spec = parse(table).spec
        let tone = try #require(spec.enumerations.first { $0.name == "PillTone" })
        #expect(tone.cases == ["calm", "loud"])
        #expect(spec.enumerations.first { $0.name == "PillEdge" }?.cases == ["start", "end"])
        let api = try #require(spec.api())
        #expect(api.parameter("tone")?.valueType == .enumeration("PillTone"))
        #expect(api.parameter("tone")?.parsedDefault == .enumCase("calm"))
        #expect(api.parameter("edge")?.valueType == .optional(.enumeration("PillEdge")))
        #expect(api.parameter("mood")?.valueType.flatMap { if case .enumeration = $0 { $0 } else { nil } } == nil)
    }

    @Test func aParameterWithoutDefaultThatIsNotRequiredIsOptional() throws {
        let api = try #require(parse(table).spec.api())
        #expect(api.parameter("label")?.isRequired == false)
        #expect(api.parameter("label")?.valueType == .optional(.scalar(.string)))
        #expect(api.parameter("size")?.valueType == .scalar(.number))
        #expect(api.parameter("mood")?.valueType == .scalar(.string))
    }

    @Test func theInferenceIsANote() {
        let notes = SpecParser.parse(bytes: Array(table.utf8), source: "test.md", inferences: .notes).diagnostics.filter {
            $0.severity == .note
        }.map(\.message)
        #expect(notes.contains("read enumeration 'PillTone' (calm, loud) from the values its type lists"))
    }

    @Test func aValueOrFalseIsTheValueWhichMayBeAbsent() throws {
        let offSwitch = """
            # Pill

            ## Props

            | Prop | Type | Default |
            |---|---|---|
            | fadeAfter | `number \\| false` | `false` |
            | limit | `false \\| number` | `4` |
            | either | `boolean \\| number` | - |
            """
        let result = parse(offSwitch)
        let api = try #require(result.spec.api())
        // `false` means none of the value: the optional's nil, with no warning that the default does not fit.
        #expect(api.parameter("fadeAfter")?.valueType == .optional(.scalar(.number)))
        #expect(api.parameter("fadeAfter")?.parsedDefault == .null)
        #expect(api.parameter("limit")?.valueType == .optional(.scalar(.number)))
        #expect(!result.diagnostics.contains { $0.message.contains("does not fit") })
        // Two values a union offers, neither of them "none": no one model type holds it.
        #expect(api.parameter("either")?.isData == false)
    }
}
