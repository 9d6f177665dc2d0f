import SpecModel
import Testing

@testable import SpecParser

/// Where focus goes, read from the announcing sentence itself (sentences in our own words about an invented strip):
/// focus that is not affected, never leaves or stays where it was does not move; a move a person makes, one stated for some strips only,
/// or one supposed to argue against it, says nothing of where focus goes when the strip appears.
@Suite struct FocusStatementReadingTests {
    private func focus(_ sentence: String) -> Bool?? {
        ProseReading.first(AnnounceRule.self, sentence, section: "Accessibility").map(\.movesFocus)
    }

    @Test func focusThatIsLeftAloneDoesNotMove() {
        #expect(focus("The strip is announced and keyboard focus is not affected.") == .some(false))
        #expect(focus("Readers announce the strip, and focus never leaves the current field.") == .some(false))
        #expect(focus("Its role is status, which announces it without focusing it.") == .some(false))
    }

    @Test func focusThatStaysWhereItWasDoesNotMove() {
        #expect(focus("Screen readers announce the strip; focus remains on the button that opened it.") == .some(false))
        #expect(focus("Announce the strip's text and keep focus where it was.") == .some(false))
        #expect(focus("Screen readers announce the strip while focus stays on the page.") == .some(false))
    }

    @Test func focusThatStaysInTheStripOrIsSupposedToStaySaysNothing() {
        // Staying inside the strip means focus is there, not that it never came; a supposed or denied stay is no
        // statement of where focus goes.
        #expect(focus("Screen readers announce the strip; focus stays inside it until it closes.") == .some(nil))
        #expect(focus("The strip is announced; focus stays on it until it closes.") == .some(nil))
        #expect(focus("The strip is announced; if focus stays on the field, nothing else is read.") == .some(nil))
        #expect(focus("The strip is announced, and focus does not stay on the field.") == .some(nil))
    }

    @Test func focusTheStripTakesMoves() {
        #expect(focus("Screen readers announce the strip, and focus moves to the strip.") == .some(true))
    }

    @Test func aMoveAPersonMakesIsNotTheStrips() {
        #expect(focus("Screen readers announce the strip, and users can press F6 to move focus to it.") == .some(nil))
    }

    @Test func aMoveStatedForSomeStripsOrSupposedIsNotTheStrips() {
        #expect(focus("The strip is announced; if it has buttons, focus moves to the first one.") == .some(nil))
        #expect(focus("Screen readers announce it; focus is moved to the strip only if it has a button.") == .some(nil))
        #expect(focus("It is announced politely because moving focus would be disruptive.") == .some(nil))
        // Its appearing is when focus would move: that condition states the move.
        #expect(focus("Screen readers announce it, and when it appears, focus moves to the strip.") == .some(true))
    }
}
