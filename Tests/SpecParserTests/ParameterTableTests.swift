import SpecModel
import Testing

@Suite struct ParameterTableTests {
    @Test(arguments: [
        "| Name | Type |", "| Parameter | Description |", "| **Property** | Default |", "| Prop | Default value(s) |",
        "| attribute | DefaultValue |", "| Argument | Required |", "| OPTION | Type |", "| `Name` | Default Values |",
        // One word for the part of the API the table covers, then the word for its rows.
        "| `Drawing ` attribute | Description |", "| Layout properties | Description |",
    ])
    func headerSynonymsMakeAParameterTable(_ header: String) throws {
        let markdown = "# X\n\n\(header)\n|---|---|\n| `limit` | 2 |\n"
        let api = try #require(parse(markdown).spec.api())
        #expect(api.kind == .properties)
        #expect(api.parameters.map(\.name) == ["limit"])
    }

    @Test(arguments: [
        "| Method parameters | Description |", "| Event arguments | Description |", "| Old layout attribute | Notes |",
        "| CSS properties | Description |", "| Slot props | Description |",
    ])
    func aQualifiedHeaderOfMethodsOrOfSeveralWordsIsNoParameterTable(_ header: String) {
        #expect(parse("# X\n\n\(header)\n|---|---|\n| `limit` | 2 |\n").spec.apis.isEmpty)
    }

    @Test func otherTablesAreNotParameterTables() {
        let spec = parse("# X\n\n| Type | Emphasis |\n|---|---|\n| Snackbar | Low |\n\n| Name | Notes |\n|---|---|\n| a | b |\n").spec
        #expect(spec.apis.isEmpty)
    }

    @Test(arguments: ["", "-", "—", "–", "N/A", "n/a"])
    func noDefaultSpellingsMeanNone(_ cell: String) throws {
        let api = try #require(parse("# X\n\n| Name | Type | Default |\n|---|---|---|\n| `a` | `Int` | \(cell) |\n").spec.api())
        #expect(api.parameters[0].defaultValue == nil)
        #expect(api.parameters[0].isRequired)
    }

    @Test func cellsGiveTypeDefaultDescriptionAndRequired() throws {
        let markdown = """
            # Toast

            | Property | Type | Default | Required | Description |
            |---|---|---|---|---|
            | `title` | `String` | — | yes | The **title** with `code`. |
            | `duration` | `Double` | `4.5` | no | Seconds on screen. |
            | `tags` | `[String]?` | `nil` | | Optional tags. |
            | `onClose` | `() -> Void` | | no | Called on close. |
            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.symbol == "Toast")
        let title = try #require(api.parameter("title"))
        #expect(title.type == "String")
        #expect(title.isRequired)
        #expect(title.isData)
        #expect(title.description == "The title with `code`.")
        #expect(title.line == 5)
        #expect(title.column == 2)
        #expect(api.parameter("duration")?.defaultValue == "4.5")
        #expect(api.parameter("duration")?.isRequired == false)
        #expect(api.parameter("tags")?.isData == true)
        #expect(api.parameter("tags")?.isRequired == false)
        #expect(api.parameter("onClose")?.isData == false)
        #expect(api.parameter("onClose")?.runtimeReason == "it is a closure")
    }

    @Test func escapedPipesStayInTheCell() throws {
        let api = try #require(parse("# X\n\n| Name | Type |\n|---|---|\n| `mode` | `\"a\" \\| \"b\"` |\n").spec.api())
        #expect(api.parameters[0].type == "\"a\" | \"b\"")
    }

    @Test func extraCellsAreReportedAndIgnored() throws {
        let result = parse("# X\n\n| Name | Type |\n|---|---|\n| `a` | `Int` | surplus |\n")
        #expect(result.spec.api()?.parameters.map(\.name) == ["a"])
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "test.md", line: 5, column: 1))
        #expect(warning.message == "table row has 1 more cell than the header; extra cells are ignored")
    }

    @Test func aRepeatedNameIsAWarningAndTheLaterRowIsIgnored() throws {
        let result = parse("# X\n\n| Name | Type |\n|---|---|\n| `a` | `Int` |\n| `a` | `String` |\n")
        #expect(result.spec.api()?.parameter("a")?.type == "Int")
        let error = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(error.message == "parameter 'a' appears twice in the table; the later row is ignored")
        #expect(error.location.line == 6)
        #expect(error.notes.first?.location.line == 5)
    }

    @Test func aBracketedNameIsOptionalAndASpreadIsNoParameter() throws {
        let markdown = """
            # Pebble

            ## Props

            | Prop | Type | Description |
            |---|---|---|
            | `[shown]` | boolean | Whether it shows. |
            | `weight` | number | How heavy. |
            | `[...attrs]` | HTMLAttributes | Passed on to the element. |
            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["shown", "weight"])
        #expect(api.parameter("shown")?.isRequired == false)
    }

    @Test func aColumnSayingWhatEachDoesDescribesIt() throws {
        let markdown =
            "# Pebble\n\n## Props\n\n| props | function |\n|:-:|:-:|\n| `glow` | lights it up |\n| `tint` | hex value of its colour |\n"
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["glow", "tint"])
        #expect(api.parameter("glow")?.description == "lights it up")
    }

    @Test func aTableUnderAnEventsHeadingInChineseIsNoParameterTable() {
        let markdown = "# 卵石\n\n## 事件\n\n| 属性名 | 说明 |\n|---|---|\n| onPicked | 选中时 |\n"
        #expect(parse(markdown).spec.apis.isEmpty)
    }
}
