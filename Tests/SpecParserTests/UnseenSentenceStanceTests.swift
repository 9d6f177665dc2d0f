import SpecModel
import Testing

@testable import SpecParser

/// Readings that held on sentences from sources never seen: a gesture whose outcome the sentence denies, a path's
/// direction, an edge a gesture runs to, a stay ended only by a call in code, a reported problem, a link on the page,
/// an announcement the developer makes, a feature list's "Ability to …", speech waiting in a screen reader's queue and
/// a move of focus denied as the means of a negated verb. Each waits (or reads as its words say); its plain
/// counterpart is asserted. Sentences in our own words.
@Suite struct UnseenSentenceStanceTests {
    // MARK: A gesture whose outcome is denied

    @Test(arguments: [
        "The notice stays put if you flick it sideways.",
        "Nothing happens if you tap outside the notice.",
        "Clicking outside the notice does not close it.",
        "The notice won't go away when you swipe it downward.",
        "The notice closes itself; tapping it does nothing.",
    ])
    func aGestureWhoseOutcomeIsDeniedIsNoWayToDismiss(_ sentence: String) {
        #expect(ProseReading.asserted(DismissGesturesRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aGestureWhoseOutcomeIsStatedIsOne() {
        #expect(
            ProseReading.asserted(DismissGesturesRule.self, "If you flick the notice sideways, it goes away.").map(\.gestures) == [
                [.swipeLeft, .swipeRight]
            ]
        )
        #expect(
            ProseReading.asserted(DismissGesturesRule.self, "Clicking outside the notice closes it.").map(\.gestures) == [[.tapAnywhere]]
        )
    }

    // MARK: A path from one side to the other

    @Test func aPathNamesTheSideItGoesTo() {
        #expect(
            ProseReading.asserted(DismissGesturesRule.self, "Swiping the notice from left to right removes it.").map(\.gestures) == [
                [.swipeRight]
            ]
        )
        #expect(
            ProseReading.asserted(DismissGesturesRule.self, "A drag right to left removes the notice.").map(\.gestures) == [[.swipeLeft]]
        )
        #expect(
            ProseReading.asserted(DismissGesturesRule.self, "Dragging the notice left or right removes it.").map(\.gestures) == [
                [.swipeLeft, .swipeRight]
            ],
            "two sides joined by “or” are both ways"
        )
    }

    // MARK: An edge a gesture runs to

    @Test func anEdgeAGestureRunsToIsNoPlacement() {
        let sentence = "Readers clear the notice by pulling it up, from its lower rim to the top edge of the window."
        #expect(ProseReading.asserted(PlacementRule.self, sentence).isEmpty)
        #expect(ProseReading.waiting(PlacementRule.self, sentence).contains { $0.contains("where a gesture starts or goes") })
        #expect(
            ProseReading.asserted(PlacementRule.self, "The notice sits at the top of the window and is swiped away upward.").map(\.edge)
                == [.top]
        )
    }

    // MARK: A stay ended only by a call

    @Test(arguments: [
        "The notice stays on screen until `hide()` is called.",
        "The notice remains until it is dismissed programmatically.",
        "Notices will not leave until the `release` method is invoked.",
    ])
    func aStayEndedOnlyByACallWaits(_ sentence: String) {
        #expect(ProseReading.asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func theReasonSaysNoUserActionOrTimeoutIsStated() {
        let waiting = ProseReading.waiting(PersistentRule.self, "The notice stays on screen until `dismiss()` is called.")
        #expect(waiting.contains { $0.contains("no user action or timeout stated") }, "\(waiting)")
    }

    @Test(arguments: [
        "The notice stays on screen until the reader closes it.", "The notice remains until someone presses its close button.",
    ])
    func aStayEndedByAPersonIsAsserted(_ sentence: String) {
        #expect(ProseReading.asserted(PersistentRule.self, sentence).count == 1)
    }

    // MARK: A reported problem, a link on the page, the developer announcing

    @Test func aReportedProblemStatesNoRule() {
        let sentence = "Some screen readers have known announcement bugs with content added under role=\"status\"."
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).isEmpty)
        #expect(ProseReading.asserted(AnnounceRule.self, "Screen readers announce content added under role=\"status\".").count == 1)
    }

    @Test func aLinkOnThePageIsNoGesture() {
        #expect(ProseReading.asserted(DismissGesturesRule.self, "Click here and this notice closes.").isEmpty)
        #expect(ProseReading.asserted(DismissGesturesRule.self, "Clicking the notice closes it.").map(\.gestures) == [[.tapAnywhere]])
    }

    @Test func anAnnouncementTheDeveloperMakesWaits() {
        #expect(ProseReading.asserted(AnnounceRule.self, "Nobody hears the notice unless you deliberately announce it.").isEmpty)
        #expect(ProseReading.asserted(AnnounceRule.self, "Screen readers announce the notice as it appears.").count == 1)
    }

    // MARK: Under a dismissal heading, a gesture that leads elsewhere

    /// The asserted gestures read from `sentence` under a "Dismissal" heading.
    private func gesturesUnderDismissal(_ sentence: String) -> [[DismissGesturesRule.Gesture]] {
        ProseReading.rules(sentence, section: "Behaviors > Dismissal").filter { $0.pending == nil }
            .compactMap { $0.as(DismissGesturesRule.self)?.gestures }
    }

    @Test(arguments: [
        "Tap the notice to open the app.", "Dragging the notice pauses its timer.", "Swipe gestures are disabled on desktop.",
    ])
    func aGestureWithAnotherOutcomeIsNoDismissalThere(_ sentence: String) {
        #expect(gesturesUnderDismissal(sentence).isEmpty)
    }

    @Test func aGesturesMeasureIsNoGestureMade() {
        #expect(gesturesUnderDismissal("As it leaves, it fades and moves along the swipe direction.").isEmpty)
        #expect(gesturesUnderDismissal("Past the drag threshold it springs back less.").isEmpty)
        #expect(gesturesUnderDismissal("Swipe it in either direction to dismiss it.") == [[.swipe]])
    }

    @Test func aGestureAloneUnderTheHeadingIsOne() {
        #expect(gesturesUnderDismissal("A flick to the left or to the right.") == [[.swipeLeft, .swipeRight]])
    }

    // MARK: Focus supposed in a condition

    @Test func focusInAConditionIsNotStated() {
        let supposed = ProseReading.first(AnnounceRule.self, "If focus moves to the notice, screen readers read it aloud.")
        #expect(supposed != nil && supposed?.movesFocus == nil)
        let stated = ProseReading.first(AnnounceRule.self, "When the notice appears, focus moves to it and screen readers announce it.")
        #expect(stated?.movesFocus == true)
    }

    @Test func aPersonReadingIsNoAnnouncement() {
        #expect(ProseReading.asserted(AnnounceRule.self, "Screen reader users can move to the notice to read it.").isEmpty)
        #expect(ProseReading.asserted(AnnounceRule.self, "Screen readers read the notice out when it appears.").count == 1)
    }

    @Test func focusGainedOrGrabbedIsAMove() {
        #expect(ProseReading.first(AnnounceRule.self, "Screen readers announce the notice, which never grabs focus.")?.movesFocus == false)
        #expect(ProseReading.first(AnnounceRule.self, "Screen readers announce the notice as it gains focus.")?.movesFocus == true)
    }

    // MARK: A feature that is possible

    @Test func aFeatureListsAbilityIsOfferedNotStated() {
        #expect(ProseReading.asserted(DismissGesturesRule.self, "Ability to swipe the notice away to dismiss it.").isEmpty)
        let reason = ProseReading.waiting(DismissGesturesRule.self, "Ability to swipe the notice away to dismiss it.").first ?? ""
        #expect(reason.contains("a feature that is possible"), "\(reason)")
        // The reason says "offered, not stated" once, as every offer's does.
        #expect(reason.components(separatedBy: "offered, not stated").count == 2, "\(reason)")
        #expect(ProseReading.asserted(DismissGesturesRule.self, "Swiping the notice away dismisses it.").count == 1)
    }

    // MARK: Speech that waits its turn

    @Test(arguments: [
        "A polite region queues the announcement until the reader has finished the current sentence.",
        "When two announcements are queued together, the urgent one is spoken first.",
    ])
    func speechInTheReadersQueueIsNoLimitOnInstances(_ sentence: String) {
        #expect(ProseReading.first(MaxVisibleRule.self, sentence) == nil, "\(ProseReading.rules(sentence))")
    }

    @Test func instancesThatWaitTheirTurnAreStillALimit() {
        let rule = ProseReading.first(MaxVisibleRule.self, "Only one notice is shown at a time; the others wait in a queue.")
        #expect(rule?.overflow == .queue)
    }

    // MARK: A move of focus denied as a means

    @Test func focusStolenAsTheMeansOfANegatedVerbDoesNotMove() {
        let denied = ProseReading.first(
            AnnounceRule.self,
            "Screen readers announce the notice, and it must not interrupt anyone by stealing focus."
        )
        #expect(denied?.movesFocus == false)
        let stated = ProseReading.first(AnnounceRule.self, "Screen readers announce the notice, which interrupts them by stealing focus.")
        #expect(stated?.movesFocus == true)
    }
}
