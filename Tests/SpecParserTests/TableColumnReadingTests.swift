import SpecModel
import Testing

/// Columns a table's header does not name plainly: an arguments column beside a default column gives the
/// arguments' types, and an unknown header over a column of identifiers, beside a type column, gives the names.
@Suite struct TableColumnReadingTests {
    @Test func aFunctionsArgumentsTableWithDefaultsIsItsParameters() throws {
        let markdown = """
            # Pill

            ## Pill.show

            name | params | default | description
            -- | -- | -- | --
            text | String | - | required
            delay | Number | 2500 | \\-
            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameters.map(\.name) == ["text", "delay"])
        #expect(api.parameters.map(\.valueType) == [.scalar(.string), .scalar(.number)])
        #expect(api.parameters[1].parsedDefault == .number(2500))
    }

    @Test func anEventsTableWithoutDefaultsStaysOut() {
        let markdown = """
            # Pill

            ## Events

            name | params | description
            -- | -- | --
            close | `(reason: string)` | Sent when it closes.
            """
        #expect(parse(markdown).spec.apis.isEmpty)
    }

    @Test func anArgumentsColumnBesideATypeColumnStillMeansEvents() {
        let markdown = """
            # Pill

            name | params | type | default
            -- | -- | -- | --
            close | `(reason: string)` | Function | -
            """
        #expect(parse(markdown).spec.apis.isEmpty)
    }

    @Test func anUnknownHeaderOverIdentifiersBesideATypeColumnNamesTheParameters() throws {
        let markdown = """
            # Pill

            | Kennung | Beschreibung | Type |
            | --- | --- | --- |
            | label | Beschriftung | String |
            | isDense | kompakt | Boolean |
            """
        let result = parse(markdown)
        let api = try #require(result.spec.api())
        #expect(api.parameters.map(\.name) == ["label", "isDense"])
        #expect(api.parameters.map(\.valueType) == [.scalar(.string), .scalar(.bool)])
        #expect(result.inferences.contains { $0.message.hasPrefix("read the first column ('Kennung')") }, "\(result.inferences)")
    }

    @Test(arguments: [
        "| Platform | Type | Notes |\n|---|---|---|\n| iOS Phone | native | Shown at the top. |",
        "| Kind | Type | Notes |\n|---|---|---|\n| Primary | Filled | Most emphasis. |",
        "| Kennung | Beschreibung | Hinweis |\n| --- | --- | --- |\n| label | Beschriftung | keiner |",
    ])
    func otherFirstColumnsNameNoParameters(table: String) {
        #expect(parse("# Pill\n\n\(table)\n").spec.apis.isEmpty)
    }
}
