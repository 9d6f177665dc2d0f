import SpecModel
import SpecParser
import Testing

/// A row naming a type whose properties the table inherits is no parameter; a parameter whose description speaks of
/// inheriting something is still one.
@Suite struct InheritanceRowTests {
    @Test(arguments: [
        "Takes all the properties of `PanelProps` as well.",
        "本组件继承自 `PanelProps` 的每个属性",
        "Extends `PanelProps`: every option it has applies here.",
    ])
    func aRowStandingForAnInheritedTypeIsNoParameter(description: String) throws {
        let markdown = """
            # Panel

            ## Options

            | Name | Type | Default | Description |
            |---|---|---|---|
            | width | number | 320 | How wide it is. |
            | `PanelProps` | - | - | \(description) |
            """
        let result = parse(markdown)
        #expect(result.spec.apis.flatMap(\.parameters).map(\.name) == ["width"])
        #expect(result.inferences.contains { $0.message.hasPrefix("row 'PanelProps' stands for the properties") })
        // Nothing was guessed, so --strict has nothing to refuse.
        let strict = SpecParser.parse(bytes: Array(markdown.utf8), source: "test.md", inferences: .errors)
        #expect(!strict.diagnostics.contains { $0.severity == .error }, "\(strict.diagnostics)")
    }

    @Test func aParameterAboutInheritingIsStillAParameter() throws {
        let markdown = """
            # Panel

            ## Options

            | Name | Type | Default | Description |
            |---|---|---|---|
            | inheritTheme | boolean | true | Whether it inherits the page's theme. |
            | Layout | string | 'row' | Extends the layout of the parent. |
            """
        #expect(parse(markdown).spec.apis.flatMap(\.parameters).map(\.name) == ["inheritTheme", "Layout"])
    }

    @Test(arguments: ["\\-", "-", ""])
    func aRowOnlyNamingAPropsTypeIsNoParameter(empty: String) throws {
        let markdown = """
            # Panel

            | Name | Type | Default | Description |
            |---|---|---|---|
            | width | number | 320 | How wide it is. |
            | `PanelProps` | \(empty) | - | \(empty) |
            """
        let result = parse(markdown)
        #expect(result.spec.apis.flatMap(\.parameters).map(\.name) == ["width"])
        #expect(result.inferences.contains { $0.message.hasPrefix("row 'PanelProps' stands for the properties") })
    }

    @Test(arguments: [
        "| `PanelProps` | object | - | - |",
        "| `PanelProps` | - | - | The props it passes on. |",
        "| `Anchor` | - | - | - |",
    ])
    func aPropsTypeRowThatSaysMoreOrANameThatIsNoPropsTypeStays(row: String) throws {
        let markdown = """
            # Panel

            | Name | Type | Default | Description |
            |---|---|---|---|
            | width | number | 320 | How wide it is. |
            \(row)
            """
        #expect(parse(markdown).spec.apis.flatMap(\.parameters).count == 2)
    }
}
