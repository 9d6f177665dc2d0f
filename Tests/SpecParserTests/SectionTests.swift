import SpecModel
import Testing

@Suite struct SectionTests {
    @Test(arguments: ["Behaviors", "Behaviours", "Behavior", "Interactions", "behavior and interaction"])
    func behaviourSynonymsCollectStatements(_ heading: String) {
        let spec = parse("# X\n\n## \(heading)\n\n- It fades.\n").spec
        #expect(spec.behaviors.map(\.text) == ["It fades."])
    }

    @Test(arguments: ["Variants", "Variations", "Types", "**Variants**"])
    func variantSynonymsCollectVariants(_ heading: String) {
        let spec = parse("# X\n\n## \(heading)\n\n- **Error**: something broke.\n").spec
        #expect(spec.variants.map(\.name) == ["Error"])
        #expect(spec.variants.first?.description == "something broke.")
    }

    @Test func subHeadingsNestIntoTheSectionPath() throws {
        let spec = parse(
            """
            # Snackbar

            ## Behaviors

            ### Closing

            Tapping the X closes it.

            #### Gestures

            - Swipe down closes it.

            ## Accessibility

            - It is announced.
            """
        ).spec
        #expect(spec.behaviors.map(\.section) == ["Behaviors > Closing", "Behaviors > Closing > Gestures"])
        #expect(spec.behaviors.map(\.line) == [7, 11])
        #expect(spec.behaviors[1].column == 3)
        #expect(spec.accessibility.map(\.text) == ["It is announced."])
        #expect(spec.accessibility.first?.section == "Accessibility")
    }

    @Test func accessibilityUnderBehaviorsIsAccessibility() {
        let spec = parse("# X\n\n## Behaviors\n\n### Accessibility\n\n- Focus stays.\n").spec
        #expect(spec.behaviors.isEmpty)
        #expect(spec.accessibility.map(\.section) == ["Behaviors > Accessibility"])
    }

    @Test func anatomyFromListItemsAndLetteredHeadings() {
        let list = parse("# X\n\n## Anatomy\n\n- **Container**: holds it.\n- Leading icon (optional): an icon.\n- Message — the text.\n")
            .spec
        #expect(list.anatomy.map(\.name) == ["Container", "Leading icon", "Message"])
        #expect(list.anatomy.map(\.isOptional) == [false, true, false])
        #expect(list.anatomy.map(\.description) == ["holds it.", "an icon.", "the text."])

        let headings = parse("# X\n\n## Anatomy\n\n### A. Banner Text\n\nThe text.\n\n### B. Icon (Optional)\n\nAn icon.\n").spec
        #expect(headings.anatomy.map(\.name) == ["Banner Text", "Icon"])
        #expect(headings.anatomy.map(\.isOptional) == [false, true])
        #expect(headings.anatomy.map(\.line) == [5, 9])
    }

    @Test func nameComesFromFrontMatterThenTheH1() {
        #expect(parse("---\ntitle: From Front Matter\n---\n\n# From Heading\n").spec.name == "From Front Matter")
        #expect(parse("# From Heading\n\nText.\n").spec.name == "From Heading")
    }

    @Test func noNameFallsBackToTheFileNameWithAWarningAtTheFirstLine() throws {
        let result = parse("Just text.\n")
        #expect(result.spec.name == "Test")
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let warning = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(warning.location == SourceLocation(file: "test.md", line: 1, column: 1))
        #expect(warning.message.contains("named 'Test' after its file"))
    }

    @Test func summaryIsTheFirstParagraphAfterTheTitle() {
        #expect(parse("# X\n\nFirst `code` paragraph.\n\nSecond.\n\n## API\n").spec.summary == "First `code` paragraph.")
    }
}
