import SpecModel
import Testing

@testable import SpecParser

/// Values a settled sentence gives in words rather than cues: the means of dismissing ("with an action"), a control
/// said to be included, the component's own element, instances beyond a limit, the centre of the screen, a timer with
/// no number. Each with a sentence where the same words settle nothing. Sentences in our own words, about a "notice".
@Suite struct WordedValueReadingTests {
    /// The asserted rules of `kind`.
    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [Value] {
        ProseReading.rules(sentence).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    @Test func anActionAsTheMeansOfDismissingIsATapOnIt() {
        #expect(asserted(DismissGesturesRule.self, "People can dismiss the notice with an action.").first?.gestures == [.tapAction])
    }

    @Test func anActionNamedBesideADismissalIsNotItsMeans() {
        let gestures = asserted(DismissGesturesRule.self, "The notice hides itself after 6 seconds, and an action may follow.")
        #expect(gestures.allSatisfy { !$0.gestures.contains(.tapAction) }, "\(gestures)")
    }

    @Test func anIncludedCloseButtonIsHowItCloses() {
        #expect(asserted(DismissGesturesRule.self, "A close button is always included on the notice.").first?.gestures == [.tapClose])
    }

    @Test func anExcludedCloseButtonIsNot() {
        #expect(asserted(DismissGesturesRule.self, "No close button is included on the notice.").isEmpty)
    }

    @Test(arguments: [
        "The element carries the status role when it shows.",
        "The `<x-notice>` element carries the status role when it shows.",
    ])
    func theComponentsOwnElementIsTheComponent(_ sentence: String) {
        #expect(!asserted(AnnounceRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aPartsElementIsAPart() {
        #expect(asserted(AnnounceRule.self, "The close element carries the status role when it shows.").isEmpty)
    }

    @Test func additionalInstancesHeldInAQueueOverflowIntoIt() {
        let rule = asserted(MaxVisibleRule.self, "Any additional notices are held in a queue and appear as earlier ones leave.").first
        #expect(rule?.overflow == .queue)
    }

    @Test func makingRoomForNewerOnesEvictsTheOldest() {
        let rule = asserted(MaxVisibleRule.self, "Old notices are removed from the window to make room for newer ones.").first
        #expect(rule?.overflow == .evictOldest)
    }

    @Test func aQueueWithNoLimitInSightIsNoLimit() {
        #expect(asserted(MaxVisibleRule.self, "Messages for the notice are held in a queue on the server.").isEmpty)
    }

    @Test func theCentreOfTheScreenIsACentredPlacement() {
        #expect(asserted(PlacementRule.self, "Notices are shown in the center of the viewport.").first?.alignment == .center)
    }

    @Test func theCentreOfAPartIsNot() {
        #expect(asserted(PlacementRule.self, "The icon sits in the center of the notice's header.").isEmpty)
    }

    @Test func aTimerWithNoNumberHeldOffByThePointerPauses() {
        let rule = asserted(TimerPauseRule.self, "The notice hides after some time unless the pointer is over it.").first
        #expect(rule?.during == [.pointerHovering])
    }

    @Test func anUntimedLeavingUnlessHoveredIsNoTimer() {
        #expect(asserted(TimerPauseRule.self, "The notice hides when closed unless the pointer is over it.").isEmpty)
    }

    @Test func aDelayNamedAfterAppearingIsTheAppearanceDelay() {
        let sentence = "On hover the notice appears with a 0.5 second delay and disappears instantly."
        #expect(asserted(AppearanceDelayRule.self, sentence).first?.seconds == 0.5, "\(ProseReading.rules(sentence))")
        #expect(asserted(AutoDismissRule.self, sentence).isEmpty)
    }

    @Test func aTimeOnScreenAfterAppearingIsNoAppearanceDelay() {
        let sentence = "The notice appears with its message and disappears after 5 seconds."
        #expect(asserted(AppearanceDelayRule.self, sentence).isEmpty)
        #expect(asserted(AutoDismissRule.self, sentence).first?.seconds == 5)
    }

    @Test func theCrossSignIsTheCloseControl() {
        let rule = asserted(DismissGesturesRule.self, "People can dismiss the notice with the cross sign.").first
        #expect(rule?.gestures == [.tapClose])
    }

    @Test func aCrossWordThatNamesNoControlIsNone() {
        #expect(asserted(DismissGesturesRule.self, "People can dismiss the notice on any cross-platform device.").isEmpty)
    }

    @Test(arguments: [
        ("Max notices value is set to 4.", 4),
        ("Newest first, max 3 visible.", 3),
    ])
    func aMaximumOfTheInstancesIsTheirVisibleLimit(_ sentence: String, _ count: Int) {
        let rule = asserted(MaxVisibleRule.self, sentence).first
        #expect(rule?.limit == .count(count), "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: ["Max characters value is set to 120.", "The notice keeps its text to max 2 lines."])
    func aMaximumOfSomethingElseIsNoVisibleLimit(_ sentence: String) {
        #expect(asserted(MaxVisibleRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "By default, the panel closes when you click its overlay.",
        "Tapping the scrim dismisses the panel.",
    ])
    func aTapOnTheSurfaceBehindIsATapOutside(_ sentence: String) {
        #expect(asserted(DismissGesturesRule.self, sentence).first?.gestures == [.tapAnywhere], "\(ProseReading.rules(sentence))")
    }

    @Test func aDragOnTheHandleStillNamesNoGesture() {
        #expect(asserted(DismissGesturesRule.self, "Close it by dragging the handle or tapping the scrim.").isEmpty)
    }

    @Test func anOverlayMerelyNamedIsNoTapOutside() {
        let rule = asserted(DismissGesturesRule.self, "The notice sits in an overlay, and clicking its close button dismisses it.").first
        #expect(
            rule?.gestures == [.tapClose],
            "\(ProseReading.rules("The notice sits in an overlay, and clicking its close button dismisses it."))"
        )
    }

    @Test func aControlsTagElementIsTheControl() {
        #expect(asserted(AnnounceRule.self, "The `close` element carries the status role when it shows.").isEmpty)
    }
}
