import Foundation
import SpecModel
import SpecParser
import Testing

/// Data the reader used to leave runtime: a record defined by a table under its own heading, a bare list whose
/// element type the description gives, an object spelled out below under a heading naming it, and a record's
/// default written as the platform's zero or an initializer call. Each with the shape that must stay as it was.
@Suite struct DataLeftOutBeforeTests {
    private func parameter(_ markdown: String, _ name: String, in symbol: String? = nil) throws -> Parameter {
        let spec = parse(markdown).spec
        let apis = symbol.map { name in spec.apis.filter { $0.symbol == name } } ?? spec.apis
        return try #require(apis.flatMap(\.parameters).first { $0.name == name })
    }

    // MARK: A record defined by a table under its own heading

    private static let timeline = """
        # Timeline

        ## Timeline

        | Property | Description |
        |---|---|
        | `List<Milestone> milestones` | The milestones drawn along the line. |
        | `Milestone? highlighted` | The milestone drawn larger. |
        | `double spacing` | Room between two milestones. |

        ## Milestone

        | Property | Description |
        |---|---|
        | `String caption` | Words under the dot. |
        | `int weight` | How heavy the dot is drawn. |
        | `Widget? badge` | Drawn beside the caption. |
        | `List<Milestone> children` | Milestones nested under this one. |
        """

    @Test func aTypeATableUnderItsOwnHeadingDefinesIsARecordOfItsDataFields() throws {
        let result = parse(Self.timeline)
        let record = try #require(result.spec.records.first { $0.name == "Milestone" })
        // The widget is runtime and a record holds no record: both stay out, and the note says why.
        #expect(record.fields.map(\.name) == ["caption", "weight"])
        #expect(record.fields.map(\.valueType) == [.scalar(.string), .scalar(.integer)])
        let note = try #require(result.inferences.first { $0.message.hasPrefix("read record 'Milestone'") })
        #expect(note.message.contains("badge (`Widget` is a platform UI type)"), "\(note.message)")
        #expect(note.message.contains("children (it holds the record `Milestone`"), "\(note.message)")

        #expect(try parameter(Self.timeline, "milestones").valueType == .array(.record("Milestone")))
        #expect(try parameter(Self.timeline, "highlighted").valueType == .optional(.record("Milestone")))
        // The table's own row naming its type is read again too.
        #expect(try parameter(Self.timeline, "children", in: "Milestone").valueType == .array(.record("Milestone")))
        // Its warning that types are undefined no longer holds.
        #expect(!result.diagnostics.contains { $0.message.contains("types are not defined") }, "\(result.diagnostics)")
    }

    @Test func strictReadingRefusesTheRecordOnceNotEachParameterNamingIt() throws {
        let result = SpecParser.parse(bytes: Array(Self.timeline.utf8), source: "test.md", inferences: .errors)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("read record 'Milestone'") == true, "\(errors)")
    }

    @Test func aTableUnderAHeadingNoParameterNamesDefinesNothing() throws {
        let markdown = """
            # Timeline

            ## Timeline

            | Property | Description |
            |---|---|
            | `List<Marker> milestones` | The milestones drawn along the line. |

            ## Milestone

            | Property | Description |
            |---|---|
            | `String caption` | Words under the dot. |
            """
        #expect(parse(markdown).spec.records.isEmpty)
        let milestones = try parameter(markdown, "milestones")
        #expect(milestones.valueType == nil)
        #expect(milestones.runtimeReason == "`Marker` is not a type the spec defines")
    }

    @Test func aTableWhoseRowsAreAllRuntimeDefinesNoRecord() throws {
        let markdown = """
            # Timeline

            ## Timeline

            | Property | Description |
            |---|---|
            | `Marker marker` | Drawn at each milestone. |

            ## Marker object

            | Property | Description |
            |---|---|
            | `Widget icon` | The icon. |
            """
        #expect(parse(markdown).spec.records.isEmpty)
        #expect(try parameter(markdown, "marker").valueType == nil)
    }

    // MARK: A bare list whose element type the description gives

    @Test(arguments: [
        ("Array", "Where it sits. TS type: `Array<number>`", ValueType.array(.scalar(.number))),
        ("array", "An array of strings shown after the label.", .array(.scalar(.string))),
        ("Array", "Widths, in points: `number[]`.", .array(.scalar(.number))),
    ])
    func aBareListTakesTheElementTypeItsDescriptionGives(type: String, description: String, expected: ValueType) throws {
        let markdown = """
            # Chip

            ## Props

            | Name | Type | Default | Description |
            |---|---|---|---|
            | offsets | \(type) | - | \(description) |
            """
        #expect(try parameter(markdown, "offsets").valueType == expected)
        #expect(parse(markdown).inferences.contains { $0.message.hasPrefix("type of 'offsets' read as") })
    }

    // MARK: A bare container whose default literal shows what it holds

    @Test func aBareListTakesTheElementTypeItsDefaultShows() throws {
        let markdown = """
            # Chip

            | Name | Type | Default | Description |
            |---|---|---|---|
            | sides | array | ["start", "end"] | Where the chip may dock. |
            | steps | Array | [1, 2.5, 4] | Stops along the track. |
            | mixed | array | [1, "two"] | Anything at all. |
            | empty | array | [] | Nothing yet. |
            """
        #expect(try parameter(markdown, "sides").valueType == .array(.scalar(.string)))
        #expect(try parameter(markdown, "steps").valueType == .array(.scalar(.number)))
        #expect(parse(markdown).inferences.contains { $0.message.hasPrefix("type of 'sides' inferred as 'string[]' from its default") })
        // A default that mixes kinds, or holds nothing, shows no element type.
        #expect(try parameter(markdown, "mixed").valueType == nil)
        #expect(try parameter(markdown, "empty").valueType == nil)
    }

    @Test func aBareObjectTakesTheFieldsItsDefaultShows() throws {
        let markdown = """
            # Chip

            | Name | Type | Default | Description |
            |---|---|---|---|
            | margins | object | { top: 4, bottom: 4, "start": 8 } | Space kept around the chip. |
            | theme | object | { base: baseTheme } | The theme the chip inherits. |
            """
        let margins = try parameter(markdown, "margins")
        let name = try #require(margins.valueType?.recordNames.first, "margins: \(String(describing: margins.valueType))")
        let record = try #require(parse(markdown).spec.records.first { $0.name == name })
        #expect(record.fields.map(\.name) == ["top", "bottom", "start"])
        #expect(record.fields.allSatisfy { $0.valueType == .scalar(.number) })
        #expect(parse(markdown).inferences.contains { $0.message.hasPrefix("type of 'margins' inferred as") })
        // A field whose value is a name, not a literal, shows no type: the object stays runtime.
        #expect(try parameter(markdown, "theme").valueType == nil)
    }

    @Test func aBareListWithoutAnElementTypeStaysRuntimeSayingSo() throws {
        let markdown = """
            # Chip

            ## Props

            | Name | Type | Default | Description |
            |---|---|---|---|
            | offsets | Array | - | Where it sits, see the demo (`offset(3)` moves it). |
            """
        let offsets = try parameter(markdown, "offsets")
        #expect(offsets.valueType == nil)
        #expect(offsets.runtimeReason == "`Array` is a list whose element type the spec does not give")
    }

    // MARK: An object spelled out below

    private static func options(heading: String) -> String {
        """
        # Notifier

        ## Options

        | Option | Type | Default | Description |
        |---|---|---|---|
        | stateClasses | object | [see below](#state-classes) | Class names per state |
        | limit | number | 3 | How many show at once |

        \(heading)

        ```ts
        stateClasses = {
          done: 'is-done',
          failed: 'is-failed',
        };
        ```
        """
    }

    @Test func anObjectSpelledOutUnderAHeadingNamingItIsARecordWithThatDefault() throws {
        let markdown = Self.options(heading: "### stateClasses defaults")
        let result = parse(markdown)
        let record = try #require(result.spec.records.first)
        #expect(record.fields.map(\.name) == ["done", "failed"])
        #expect(record.fields.allSatisfy { $0.valueType == .scalar(.string) })
        let classes = try parameter(markdown, "stateClasses")
        #expect(classes.valueType == .record(record.name))
        #expect(
            classes.parsedDefault
                == .record([.init(name: "done", value: .string("is-done")), .init(name: "failed", value: .string("is-failed"))])
        )
    }

    @Test func anObjectWhoseRowPointsNowhereIgnoresALaterSectionNamingIt() throws {
        let markdown = Self.options(heading: "### stateClasses defaults")
            .replacingOccurrences(of: "[see below](#state-classes)", with: "-")
        #expect(parse(markdown).spec.records.isEmpty)
        #expect(try parameter(markdown, "stateClasses").valueType == nil)
    }

    @Test func anObjectWithoutSuchAHeadingStaysAsWritten() throws {
        let markdown = Self.options(heading: "### Other defaults")
        #expect(parse(markdown).spec.records.isEmpty)
        let classes = try parameter(markdown, "stateClasses")
        #expect(classes.valueType == nil)
        #expect(classes.runtimeReason == "`object` is an object whose fields the spec does not give")
    }

    // MARK: A record's default written as code

    /// The `knobSize: CGSize` row of a properties table whose default cell is `written`, as read.
    private func knobSize(defaultWritten written: String) throws -> Parameter {
        let markdown = """
            # Thumb

            ## Properties

            | Property | Type | Default | Description |
            |---|---|---|---|
            | knobSize | `CGSize` | `\(written)` | The knob's size. |
            """
        return try parameter(markdown, "knobSize")
    }

    @Test(arguments: [
        (".zero", 0.0, 0.0),
        ("CGSize.zero", 0.0, 0.0),
        ("CGSizeZero", 0.0, 0.0),
        ("CGSize(width: 40, height: 12)", 40.0, 12.0),
        (".init(width: 8, height: 2.5)", 8.0, 2.5),
    ])
    func aSizeDefaultWrittenAsCodeIsItsFields(written: String, width: Double, height: Double) throws {
        let knob = try knobSize(defaultWritten: written)
        #expect(
            knob.parsedDefault == .record([.init(name: "width", value: .number(width)), .init(name: "height", value: .number(height))])
        )
    }

    @Test(arguments: [".large", "UIEdgeInsetsMake(1, 2, 3, 4)", "CGSize(depth: 3)"])
    func aDefaultThatIsNoValueOfTheRecordIsLeftOut(written: String) throws {
        let knob = try knobSize(defaultWritten: written)
        #expect(knob.valueType != nil)
        #expect(knob.parsedDefault == nil)
    }
}
