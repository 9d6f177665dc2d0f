import SpecModel
import Testing

@testable import SpecParser

/// A word saying something is there ("provided", "shown", "always") binds within its clause: it makes a close control a
/// way of closing only when it speaks of that control, not of another noun in a condition. Sentences in our own words.
@Suite struct CloseControlPresenceRuleTests {
    @Test(arguments: [
        "Takes the place of the close button when a date is provided.",
        "The badge hides the close button if a count is shown.",
    ])
    func aWordOfBeingThereAboutAnotherNounIsNoCloseControl(_ sentence: String) {
        #expect(ProseReading.asserted(DismissGesturesRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "A close button is always provided.",
        "The ribbon has a close button, which is shown at its trailing edge.",
        "A close button is always provided, even when a link is shown.",
    ])
    func aCloseControlThatIsThereIsAWayOfClosing(_ sentence: String) {
        #expect(
            ProseReading.asserted(DismissGesturesRule.self, sentence).map(\.gestures) == [[.tapClose]],
            "\(ProseReading.rules(sentence))"
        )
    }
}
