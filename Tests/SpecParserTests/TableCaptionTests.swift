import SpecModel
import SpecParser
import Testing

/// A table introduced by a paragraph that only names a type lists that type's fields, as a heading of its name
/// would; a label or a sentence before a table names nothing.
@Suite struct TableCaptionTests {
    private static func page(caption: String, listType: String) -> String {
        """
        # Stepper

        ## Props

        | Prop | Type | Default | Description |
        |---|---|---|---|
        | `steps` | `\(listType)` | required | The steps shown in order. |
        | `dense` | `boolean` | `false` | Draws the steps closer together. |

        \(caption)
        | Field | Type | Default | Description |
        |---|---|---|---|
        | `title` | `string` | required | Words beside the dot. |
        | `done` | `boolean` | `false` | Whether the dot is filled. |
        | `onSelect` | `() => void` | | Called on a tap. |
        """
    }

    @Test(arguments: [
        ("**`Step`:**", "Step[]"),
        ("`Step` fields", "List<Step>"),
        ("**`Step` object**", "Array<Step>"),
    ])
    func aCaptionNamingATypeMakesItsTableARecord(caption: String, listType: String) throws {
        let spec = parse(Self.page(caption: caption, listType: listType)).spec
        let record = try #require(spec.records.first { $0.name == "Step" })
        #expect(record.fields.map(\.name) == ["title", "done"])
        let steps = try #require(spec.apis.flatMap(\.parameters).first { $0.name == "steps" })
        #expect(steps.valueType == .array(.record("Step")))
        // The fields are the record's, not the component's props.
        #expect(spec.apis.first { $0.parameters.contains { $0.name == "title" } }?.symbol == "Step")
    }

    @Test(arguments: ["**Props:**", "The options below are read once.", "**Note**"])
    func aLabelOrASentenceBeforeATableNamesNoType(caption: String) throws {
        let spec = parse(Self.page(caption: caption, listType: "Step[]")).spec
        #expect(spec.records.isEmpty)
        let steps = try #require(spec.apis.flatMap(\.parameters).first { $0.name == "steps" })
        #expect(steps.valueType == nil)
        #expect(steps.runtimeReason == "`Step` is not a type the spec defines")
    }
}
