import SpecModel
import Testing

@testable import SpecParser

/// A gesture is a way of dismissing only when its own clause leads there (sentences in our own words about an
/// invented card): a clause that sends the gesture elsewhere, a gesture word naming code, a leaving word naming a
/// timer, a negated other outcome and an instruction whose only tie to dismissal is the heading give no asserted
/// gesture.
@Suite struct GestureClauseOutcomeTests {
    private static let dismissing = "Behaviors > Dismissing"

    private func gestures(_ sentence: String, section: String = "Behaviors") -> [Set<DismissGesturesRule.Gesture>] {
        ProseReading.rules(sentence, section: section).filter { $0.pending == nil }.compactMap {
            $0.as(DismissGesturesRule.self).map { Set($0.gestures) }
        }
    }

    private func waiting(_ sentence: String, section: String) -> [String] {
        ProseReading.rules(sentence, section: section).filter { $0.as(DismissGesturesRule.self) != nil }.compactMap(\.pending)
    }

    // MARK: Each gesture with its own clause's outcome

    @Test func aGestureWhoseClauseLeadsElsewhereIsNoWayOfLeaving() {
        #expect(gestures("Swiping down closes the card, and swiping sideways opens its menu.") == [[.swipeDown]])
        #expect(gestures("Pressing the card opens its page, and swiping it away closes it.") == [[.swipe]])
    }

    @Test func gesturesInTheClauseThatLeavesAllCount() {
        #expect(gestures("Swiping down or sideways closes the card.") == [[.swipeDown, .swipeLeft, .swipeRight]])
    }

    // MARK: Words that name something else

    @Test func aLeavingWordBeforeANounOfTimeNamesTheTimer() {
        #expect(gestures("Short flicks snap back and resume the auto-hide timer.", section: Self.dismissing).isEmpty)
        #expect(gestures("A flick dismisses the card.", section: Self.dismissing) == [[.swipe]])
    }

    @Test func aCloseControlThatIsUsedIsAWayOfLeavingWithoutAVerbOfIt() {
        #expect(
            gestures("The notice stays until its message is stale, unless a hide timer is set or the close button is used.") == [
                [.tapClose]
            ]
        )
        // The timer alone names no way of leaving.
        #expect(gestures("The notice stays until its message is stale, unless a hide timer is set.").isEmpty)
    }

    @Test func aGestureWordBeforeANounOfCodeNamesCode() {
        #expect(gestures("Close and press handlers stay as they were.", section: Self.dismissing).isEmpty)
        #expect(gestures("A press anywhere on the card closes it.", section: Self.dismissing) == [[.tapAnywhere]])
    }

    @Test func aControlThatLeavesByItselfIsNoCloseControl() {
        #expect(gestures("It shows a check icon that auto-hides after 3 seconds.").isEmpty)
        #expect(gestures("It shows an X icon to close it.") == [[.tapClose]])
    }

    // MARK: Outcomes that are not leaving, under a heading about dismissal

    @Test func aGestureWithANegatedOtherOutcomeIsNoDismissal() {
        #expect(gestures("Flicking a card away does not stop it from coming back later.", section: Self.dismissing).isEmpty)
        #expect(gestures("Flicking a card away closes it.", section: Self.dismissing) == [[.swipe]])
    }

    @Test func aPressThatBecomesADragIsAMeasureNotADismissal() {
        #expect(gestures("The distance a press may travel before it becomes a drag.", section: Self.dismissing).isEmpty)
    }

    @Test func anInstructionWhoseOnlyTieToDismissalIsTheHeadingWaits() {
        let sentence = "Drag slowly to the right."
        #expect(gestures(sentence, section: Self.dismissing).isEmpty)
        #expect(waiting(sentence, section: Self.dismissing).first?.contains("heading") == true)
        // Said of the card, with what it does, the instruction states the rule.
        #expect(gestures("Drag the card to the right to close it.", section: Self.dismissing) == [[.swipeRight]])
    }
}
