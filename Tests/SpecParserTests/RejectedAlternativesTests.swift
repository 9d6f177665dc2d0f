import SpecModel
import Testing

@testable import SpecParser

/// A way of dismissing that the sentence turns down (in our own words): a swipe direction after "instead of" or
/// "rather than", and Escape that "does not close" the component under a heading about closing. Each has a
/// counterpart that is still read.
@Suite struct RejectedAlternativesTests {
    @Test(arguments: [
        "The notice is dismissed by swiping down instead of sideways.",
        "Swipe the notice down rather than to the left to dismiss it.",
    ])
    func aDirectionTurnedDownIsNotAGesture(_ sentence: String) {
        let gestures = ProseReading.first(DismissGesturesRule.self, sentence)?.gestures
        #expect(gestures == [.swipeDown], "\(ProseReading.rules(sentence))")
    }

    @Test func directionsWithoutAnAlternativeAreAllKept() {
        let gestures = ProseReading.first(DismissGesturesRule.self, "Swipe the notice left or right to dismiss it.")?.gestures
        #expect(Set(gestures ?? []) == [.swipeLeft, .swipeRight])
    }

    @Test func escapeThatDoesNotCloseItIsNoRuleUnderAClosingHeading() {
        let rules = ProseReading.rules("Pressing Escape does not close the notice.", section: "Behaviors > Dismissal")
        #expect(!rules.contains { $0.as(EscapeDismissRule.self) != nil && $0.pending == nil }, "\(rules)")
    }

    @Test func pressingEscapeUnderAClosingHeadingIsStillRead() {
        let rules = ProseReading.rules("Press Escape.", section: "Behaviors > Dismissal")
        #expect(rules.contains { $0.as(EscapeDismissRule.self) != nil && $0.pending == nil }, "\(rules)")
    }

    @Test(arguments: [
        "Closing the notice other than by pressing Esc should return focus to its trigger.",
        "The notice closes on a click instead of Escape.",
    ])
    func escapeSetApartIsNoRule(_ sentence: String) {
        #expect(ProseReading.first(EscapeDismissRule.self, sentence) == nil, "\(ProseReading.rules(sentence))")
    }

    @Test func escapeBesideAnExceptionElsewhereIsStillRead() {
        let sentence = "Every key except Tab is ignored, and pressing Escape closes the notice."
        #expect(ProseReading.first(EscapeDismissRule.self, sentence) != nil, "\(ProseReading.rules(sentence))")
    }
}
