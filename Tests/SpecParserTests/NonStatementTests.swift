import SpecModel
import SpecParser
import Testing

/// Statements are sentences: captions a media player leaves in an export, figure captions, placeholders and
/// headings with nothing under them say nothing the component does.
@Suite struct NonStatementTests {
    static let export = """
        Ribbon

        A ribbon tells people about a change.

        Behavior

        Timing
        A ribbon stays on screen for 5 seconds.
        click to play
        Swipe away
        Swiping the ribbon sideways dismisses it.
        click to play

        Accessibility

        Screen readers announce the ribbon when it appears.

        Bigger type

        Right-to-left

        Content

        To be added
        """

    @Test func captionsAndEmptyHeadingsAreNoStatements() {
        let spec = parse(Self.export).spec
        let texts = (spec.behaviors + spec.accessibility).map(\.text)
        #expect(
            texts == [
                "A ribbon stays on screen for 5 seconds.", "Swiping the ribbon sideways dismisses it.",
                "Screen readers announce the ribbon when it appears.",
            ]
        )
    }

    @Test func aPlaceholderUnderABehaviourHeadingIsNoStatement() {
        let markdown =
            "# Ribbon\n\nA ribbon.\n\n## Behavior\n\nComing soon…\n\n## Accessibility\n\n- TBD\n- The ribbon is announced politely.\n"
        let spec = parse(markdown).spec
        #expect(spec.behaviors.isEmpty)
        #expect(spec.accessibility.map(\.text) == ["The ribbon is announced politely."])
    }

    @Test func shortRealSentencesStay() {
        let markdown = "# Ribbon\n\nA ribbon.\n\n## Behavior\n\n- Plays no sound.\n- Video calls do not hide it.\n- Tap to dismiss it.\n"
        #expect(parse(markdown).spec.behaviors.count == 3)
    }
}
