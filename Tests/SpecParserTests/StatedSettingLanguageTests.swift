import SpecModel
import Testing

@testable import SpecParser

/// The language of a setting that states its value ("Default: 3", "is set to 4", "`bottomRight` (default)"), of a
/// visible limit said without a number (queues, evictions, "limits the number of …"), of a stay that hovering holds,
/// and of what a screen reader does with a part. A stated value is a statement about the component; a value offered
/// ("can be set to") is not. Sentences in our own words.
@Suite struct StatedSettingLanguageTests {
    /// The asserted rules of `kind`.
    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [Value] {
        ProseReading.rules(sentence).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    // MARK: A limit's stated value

    @Test(arguments: [
        ("Maximum number of notices shown together. Default: 3.", 3)
    ])
    func aLimitsStatedValueIsTheVisibleCount(_ sentence: String, _ count: Int) {
        #expect(asserted(MaxVisibleRule.self, sentence).map(\.limit) == [.count(count)])
    }

    @Test(arguments: [
        "Maximum number of lines in the text. Default: 2.",
        "The max chips setting can be set to 6.",
        "The maximum number of letters in a label is 120.",
        "The count of alerts on screen has no cap by default.",
    ])
    func aValueOfSomethingElseOrAnOfferedValueIsNoVisibleCount(_ sentence: String) {
        #expect(asserted(MaxVisibleRule.self, sentence).isEmpty)
    }

    // MARK: Limits said without a number

    @Test(arguments: [
        ("The stack limits the number of chips shown together.", MaxVisibleRule.Limit.unstated, MaxVisibleRule.Overflow?.none),
        ("Each notice replaces the previous one.", .count(1), .evictOldest),
        ("Beyond the maximum, notices are queued; 0 means unlimited.", .unstated, .queue),
        (
            "If several notices arrive together, they queue, and the next one only shows once the previous one has expired.", .count(1),
            .queue
        ),
    ])
    func aLimitSaidWithoutItsNumberIsRead(_ sentence: String, _ limit: MaxVisibleRule.Limit, _ overflow: MaxVisibleRule.Overflow?) {
        let rules = asserted(MaxVisibleRule.self, sentence)
        #expect(rules.map(\.limit) == [limit], "\(rules)")
        #expect(rules.map(\.overflow) == [overflow], "\(rules)")
    }

    @Test(arguments: [
        "One panel is expanded at a time.",
        "Only one row is selected at a time.",
        "Older notices are pushed down as new ones arrive.",
    ])
    func aSelectionOrAStackMovingIsNoVisibleLimit(_ sentence: String) {
        #expect(asserted(MaxVisibleRule.self, sentence).isEmpty)
    }

    @Test func oneShownAtATimeIsStillALimit() {
        #expect(asserted(MaxVisibleRule.self, "One notice is shown at a time.").map(\.limit) == [.count(1)])
    }

    @Test func waitingItsTurnIsNotStaying() {
        let sentence = "If it is called while another notice is visible, it is suspended until that notice is closed."
        #expect(asserted(PersistentRule.self, sentence).isEmpty)
        #expect(!asserted(PersistentRule.self, "The notice stays visible until the user closes it.").isEmpty)
    }

    // MARK: A placement's stated default

    @Test(arguments: [
        ("Placement (Default: `NoticePlacement.BottomLeft`)", PlacementRule.Edge.bottom, PlacementRule.Alignment.leading),
        ("On a new page the placement is set to `Anchor.topRight` by default", .top, .trailing),
        ("Default `bottom-right`. Where, on the window, to place the notices.", .bottom, .trailing),
        ("Use `position` to place it: `top`, `bottomRight` (default), `bottom`.", .bottom, .trailing),
    ])
    func aPlacementDefaultIsReadInAnySpelling(_ sentence: String, _ edge: PlacementRule.Edge, _ alignment: PlacementRule.Alignment) {
        let rules = asserted(PlacementRule.self, sentence)
        #expect(rules.map(\.edge) == [edge], "\(rules)")
        #expect(rules.map(\.alignment) == [alignment], "\(rules)")
    }

    @Test func anOfferedPlacementIsNotAsserted() {
        #expect(asserted(PlacementRule.self, "The position can be set to `topRight`.").isEmpty)
    }

    @Test(arguments: [
        "When triggered, the alert slides in from the top of the page.",
        "The alert rests at the bottom of the page, while leaving room above the toolbar.",
    ])
    func itsShowingOrAMannerIsNoConditionOnThePlacement(_ sentence: String) {
        #expect(asserted(PlacementRule.self, sentence).count == 1)
    }

    @Test func aConditionNamingWhichShowingStillWaits() {
        let sentence = "When called from a row near the end of a table, the chip rests at the top of the page."
        #expect(asserted(PlacementRule.self, sentence).isEmpty)
        #expect(ProseReading.rules(sentence).contains { $0.pending != nil })
    }

    // MARK: Timings whose unit the description names

    @Test func aSettingNamedThenItsDefaultIsTheTiming() {
        let rules = asserted(AutoDismissRule.self, "Choose the number of seconds until the chip closes. Defaults to 6.")
        #expect(rules.map(\.seconds) == [6])
    }

    @Test func anInstructionGivingAValueStaysAnOffer() {
        #expect(
            asserted(AutoDismissRule.self, "Set the number of seconds to 0 if the chip should stay until closed. Defaults to 5.").isEmpty
        )
    }

    @Test func aTimeUntilShownIsTheAppearanceDelay() {
        let rules = asserted(
            AppearanceDelayRule.self,
            "Seconds from the pointer resting on the trigger to when the tip is shown. Default is 1."
        )
        #expect(rules.map(\.seconds) == [1])
        #expect(asserted(AppearanceDelayRule.self, "Seconds from when it is shown until it closes. Default is 5.").isEmpty)
    }

    // MARK: A stay that hovering holds

    @Test(arguments: [
        "Hovering over a notice keeps it up until the cursor leaves.",
        "The notice does not fade but stays while you hover it, until you stop hovering.",
        "Resumes the countdown when the pointer leaves the notice.",
        "Hovering it restarts its timer.",
    ])
    func hoveringThatHoldsTheNoticePausesItsTimer(_ sentence: String) {
        #expect(asserted(TimerPauseRule.self, sentence).map(\.during).first?.contains(.pointerHovering) == true)
    }

    @Test(arguments: [
        "The notice stays up until the user closes it, even while hovered.",
        "Resumes the countdown when the page becomes visible again.",
        "Resets focus to the trigger when the popover closes on focus loss.",
    ])
    func aStayThatHoveringDoesNotEndIsNoPause(_ sentence: String) {
        #expect(asserted(TimerPauseRule.self, sentence).isEmpty)
    }

    // MARK: Bounds and places said without their usual words

    @Test func aLineCountFollowedByItsBoundIsTheLineLimit() {
        #expect(asserted(MaxLinesRule.self, "Keep the message brief (four lines maximum).").map(\.lines) == [4])
        #expect(asserted(MaxLinesRule.self, "The notice shows 2 lines maximum width text.").isEmpty)
    }

    @Test func aForNamingTheComponentsOwnTextDoesNotScopeAWarning() {
        #expect(asserted(MaxLinesRule.self, "Do not use more than 3 lines of text for the pill's label.").map(\.lines) == [3])
        #expect(asserted(MaxLinesRule.self, "Do not use more than 3 lines of text for long headlines.").isEmpty)
    }

    @Test func aPlacementWithoutAnArticleIsRead() {
        let rules = asserted(PlacementRule.self, "The chip is placed at bottom and center of the page.")
        #expect(rules.map(\.edge) == [.bottom])
        #expect(rules.map(\.alignment) == [.center])
        #expect(asserted(PlacementRule.self, "Its priority is at top when nothing else is open.").isEmpty)
    }

    // MARK: A timing's conditions

    @Test func notClosingByHandIsTheTimingsOwnPremiseAndAKindBeforeAModifierIsKept() {
        let rule = asserted(AutoDismissRule.self, "The warning inline alert closes after 8 seconds if the user has not closed it yet.")
            .first
        #expect(rule?.condition?.text == "warning inline alert")
        let withAction = asserted(AutoDismissRule.self, "The notice closes after 6 seconds if it has no action.").first
        #expect(withAction?.condition?.facts[.hasAction] == false)
    }

    // MARK: A press that brings the component

    @Test func aPressThatShowsTheComponentIsNoDismissGesture() {
        let sentence = "After a long press the hint appears for 3 seconds, unless the user does something else."
        #expect(asserted(DismissGesturesRule.self, sentence).isEmpty)
        #expect(asserted(DismissGesturesRule.self, "Tapping the action dismisses the notice.").map(\.gestures) == [[.tapAction]])
    }

    // MARK: What a screen reader does with a part

    @Test func aScreenReaderReadingAPartIsNoAnnouncement() {
        #expect(
            asserted(AnnounceRule.self, "Note that the screen reader already reads the labels of the buttons, so no extra text is needed.")
                .isEmpty
        )
        #expect(!asserted(AnnounceRule.self, "The screen reader reads the notice's message when it appears.").isEmpty)
    }
}
