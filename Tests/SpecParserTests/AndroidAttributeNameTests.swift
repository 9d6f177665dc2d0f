import SpecModel
import Testing

@testable import SpecParser

/// A layout attribute written with a resource prefix (`zz_captionColor`) or the component's name in front
/// (`chimeRepeat`) takes the name the document's own table lists for it; without such a table it keeps its own name.
@Suite struct AndroidAttributeNameTests {
    private func parse(table: String) -> ParseResult {
        let markdown = """
            # Chime

            A short sound with a banner.

            ## Usage

            ```xml
            <com.example.chime.ChimeView
                android:layout_width="wrap_content"
                app:zz_captionColor="#FF0000"
                app:chimeRepeat="3"
                app:zz_loud="true" />
            ```

            \(table)
            """
        return SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/chime.md", inferences: .notes)
    }

    @Test func theTablesNamesReplacePrefixedAttributeNames() throws {
        let table = """
            ## Styling

            | Element | Attribute | Related method |
            | --- | --- | --- |
            | Caption | `captionColor` | `setCaptionColor` |
            | Sound | `app:repeat` | `setRepeat` |
            """
        let api = try #require(parse(table: table).spec.apis.first)
        // `zz_loud` is in no table: it keeps its own name.
        #expect(api.parameters.map(\.name) == ["captionColor", "repeat", "zz_loud"])
    }

    @Test func withoutATableTheAttributesKeepTheirOwnNames() throws {
        let api = try #require(parse(table: "").spec.apis.first)
        #expect(api.parameters.map(\.name) == ["zz_captionColor", "chimeRepeat", "zz_loud"])
    }

    @Test func aTableThatListsTheAttributeItselfKeepsIt() {
        let listed: Set<String> = ["zz_captionColor", "captionColor"]
        #expect(UsageAPI.attributeName("zz_captionColor", component: "Chime", listed: listed) == "zz_captionColor")
        #expect(UsageAPI.attributeName("chimeRepeat", component: "Chime", listed: ["repeat"]) == "repeat")
        // `chimer` is no `chime` prefix followed by a name of its own.
        #expect(UsageAPI.attributeName("chimer", component: "Chime", listed: ["r"]) == "chimer")
        #expect(UsageAPI.attributeName("_hidden", component: "Chime", listed: ["hidden"]) == "_hidden")
    }

    @Test func aCellListsANameOnlyWhenItIsOneWord() {
        #expect(UsageAPI.listedName("app:captionColor") == "captionColor")
        #expect(UsageAPI.listedName("captionColor") == "captionColor")
        #expect(UsageAPI.listedName("The caption's color") == nil)
        #expect(UsageAPI.listedName("#FF0000") == nil)
    }
}
