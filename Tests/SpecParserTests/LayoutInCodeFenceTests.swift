import SpecModel
import Testing

@testable import SpecParser

/// Android pages often put a layout element in a block tagged `java` or `kotlin`: the element's own attributes are the
/// component's settings all the same, while a block of statements under the same tag is still read as that language.
@Suite struct LayoutInCodeFenceTests {
    private func parse(fence: String, code: String) -> ParseResult {
        let markdown = """
            # Meter

            A bar that fills as a task advances.

            ## Usage

            ```\(fence)
            \(code)
            ```
            """
        return SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/meter.md", inferences: .notes)
    }

    private let layout = """
        <com.example.meter.MeterView
            android:layout_width="match_parent"
            custom:meter_fill_color="#3366CC"
            custom:meter_max="100" />
        """

    @Test func anElementInAJavaBlockGivesItsOwnAttributes() throws {
        let api = try #require(parse(fence: "java", code: layout).spec.apis.first)
        #expect(api.parameters.map(\.name) == ["meter_fill_color", "meter_max"])
    }

    @Test func anElementInAKotlinBlockGivesItsOwnAttributes() throws {
        let api = try #require(parse(fence: "kotlin", code: layout).spec.apis.first)
        #expect(api.parameters.map(\.name) == ["meter_fill_color", "meter_max"])
    }

    @Test func javaStatementsAreStillReadAsJava() throws {
        let code = """
            MeterView meter = findViewById(R.id.meter);
            meter.setFillColor(Color.BLUE);
            """
        let api = try #require(parse(fence: "java", code: code).spec.apis.first)
        // The setter names the setting, as Java reads it; no attribute is invented.
        #expect(api.parameters.map(\.name) == ["fillColor"])
    }

    @Test func aGenericCallInAKotlinBlockIsNoElement() {
        #expect(CodeLanguage.reading(fence: "kotlin", code: "listOf<Int>(1, 2)") == .kotlin)
        #expect(CodeLanguage.reading(fence: "java", code: "<com.example.MeterView />") == .androidXML)
        #expect(CodeLanguage.reading(fence: "swift", code: "<MeterView />") == .swift)
        #expect(CodeLanguage.reading(fence: "bash", code: "<MeterView />") == nil)
    }
}
