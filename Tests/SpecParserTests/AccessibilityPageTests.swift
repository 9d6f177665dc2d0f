import SpecModel
import SpecParser
import Testing

@Suite struct AccessibilityPageTests {
    @Test func aPageAboutAccessibilityKeepsItsStatementsUnderHeadingsOfItsOwn() {
        let markdown = "---\ntitle: Pebble\n---\n\nIntro text.\n\n## Notes for developers\n\n- Focus stays where it was.\n"
        let spec = SpecParser.parse(bytes: Array(markdown.utf8), source: "docs/pebble-accessibility.md").spec
        #expect(spec.accessibility.map(\.text) == ["Focus stays where it was."])
        #expect(parse(markdown).spec.accessibility.isEmpty, "an ordinary page does not")
    }
}
