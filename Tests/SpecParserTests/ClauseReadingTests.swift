import SpecModel
import Testing

@testable import SpecParser

/// The clause reading and what it asserts (sentences in our own words): possibility, examples, delays that are not
/// dismissal, half rules and conditions on the wrong clause wait or read differently; persistence, close controls,
/// corners, stacking, pauses, truncation, stated defaults and focus are read without their usual key words.
@Suite struct ClauseReadingTests {
    /// The asserted rules of `kind` (those without a pending reason).
    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String, section: String = "Behaviors") -> [Value] {
        ProseReading.rules(sentence, section: section).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    /// The pending reasons of the rules of `kind` read in `sentence`.
    private func waiting<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [String] {
        ProseReading.rules(sentence).filter { $0.as(kind) != nil }.compactMap(\.pending)
    }

    // MARK: The clauses

    @Test func clausesCarryModalityNegationConditionsAndExamples() {
        let text = RuleText("The notice must not close while it is focused (for example, when a field inside has focus).")
        #expect(text.clauses.first?.modality == .must)
        #expect(text.clauses.first?.isNegated == true)
        #expect(text.clauses.contains { $0.condition == "while" })
        #expect(text.clauses.contains { $0.isExample })
        let configurable = RuleText("It can be configured to slide in from the top.")
        #expect(configurable.clauses.first?.modality == .configurable)
        let possible = RuleText("Notices without a button can close on their own.")
        #expect(possible.clauses.first?.modality == .can)
    }

    // MARK: Possibility, examples and the author

    @Test(arguments: [
        "The panel can be configured to show up at the top or at the bottom of the window.",
        "If needed, a notice can also be made persistent by the app.",
        "This sample builds a notice that stays until the reader closes it.",
        "The snippet below has a notice that waits two seconds before it hides.",
        "Whether the notice may be dragged aside to close it.",
        "Shows a close glyph on the notice (default false)",
        "Be careful when mixing it with a footer pinned to the bottom of the window.",
        "Sometimes you may want to keep the notice from hiding until an upload ends.",
    ])
    func possibilitiesExamplesOptionsAndAdviceAreNotRules(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(rules.allSatisfy { $0.pending != nil }, "\(rules)")
    }

    @Test func aPossibilityWithoutConfigurationIsStillARule() {
        #expect(asserted(AutoDismissRule.self, "Notices without a button can close on their own after 6 seconds.").count == 1)
    }

    @Test func anExampleAsideIsSetApartFromTheRule() {
        // The placement is only the example's.
        let sentence = "Its place depends on the device (for example, at the top on tablets)."
        #expect(asserted(PlacementRule.self, sentence).isEmpty)
        #expect(waiting(PlacementRule.self, sentence).first?.contains("example") == true)
        // The rule outside the example stands.
        #expect(
            asserted(PlacementRule.self, "It sits at the bottom of the window (for example, above the tab bar).").first?.edge == .bottom
        )
    }

    @Test func aConfiguredClauseDoesNotTakeTheStatedRuleWithIt() {
        let sentence = "By default it shows in the lower left corner of the window, but you can set another place with an option."
        let rule = asserted(PlacementRule.self, sentence).first
        #expect(rule?.edge == .bottom)
        #expect(rule?.alignment == .leading)
    }

    // MARK: Delays

    @Test(arguments: [
        "The hint has an open delay of 400 ms and a close delay of 150 ms.",
        "After a 2 second warm-up the hint reacts to the pointer.",
        "Leave a pause of 3 seconds between two notices.",
        "Milliseconds to wait before showing the hint. Default is 250.",
    ])
    func delaysThatAreNotDismissal(_ sentence: String) {
        #expect(asserted(AutoDismissRule.self, sentence).isEmpty)
    }

    @Test func aDelayBeforeShowingIsAnAppearanceDelay() {
        #expect(asserted(AppearanceDelayRule.self, "Milliseconds to wait before showing the hint. Default is 250.").first?.seconds == 0.25)
    }

    @Test func aDelayAfterWhichItLeavesIsADismissal() {
        #expect(asserted(AutoDismissRule.self, "On touch screens the hint hides after a delay of 2 s.").first?.seconds == 2)
    }

    // MARK: Persistence without "persist"

    @Test(arguments: [
        "The warning does not time out.",
        "There is no automatic dismissal for this notice.",
        "It goes away only when the problem has been fixed.",
        "Without a duration the notice is infinite and only code can close it.",
    ])
    func persistenceInOtherWords(_ sentence: String) {
        #expect(asserted(PersistentRule.self, sentence).count == 1)
    }

    @Test(arguments: [
        "It stays for 6 seconds or until the reader closes it.",
        "The notice must not disappear while the pointer rests on it.",
    ])
    func notPersistence(_ sentence: String) {
        #expect(asserted(PersistentRule.self, sentence).isEmpty)
    }

    // MARK: Pauses

    @Test(arguments: [
        "The notice must not disappear while the pointer rests on it or it has keyboard focus.",
        "Notices hide automatically after a timeout unless the pointer hovers over them.",
    ])
    func aPauseStatedAsAProhibitionOrAnException(_ sentence: String) {
        #expect(asserted(TimerPauseRule.self, sentence).count == 1)
    }

    @Test func aTapInAnUnlessClauseIsNoDismissGesture() {
        let sentence = "Notices hide automatically after a timeout unless the reader taps on them."
        #expect(asserted(DismissGesturesRule.self, sentence).isEmpty)
    }

    // MARK: Close controls and gesture lists

    @Test(arguments: [
        "Every notice includes a close button.",
        "It shows a dismiss icon at its end.",
        "The panel closes from its icon button.",
        "It stays until you press one of the close buttons.",
    ])
    func closeControlsStatedAsParts(_ sentence: String) {
        #expect(asserted(DismissGesturesRule.self, sentence).first?.gestures.contains(.tapClose) == true)
    }

    @Test(arguments: [
        "Close it by dragging the handle, tapping the close icon or tapping the scrim.",
        "It is dismissed only by code, the back button or a drag.",
        "It remains until the reader clicks to close it.",
    ])
    func aGestureListIsWholeOrWaits(_ sentence: String) {
        #expect(asserted(DismissGesturesRule.self, sentence).isEmpty)
    }

    @Test func aCompleteGestureListIsAsserted() {
        let rule = asserted(DismissGesturesRule.self, "Swiping it away or tapping its close icon dismisses it.").first
        #expect(rule.map { Set($0.gestures) } == [.swipe, .tapClose])
    }

    // MARK: Placement

    @Test(arguments: [
        ("Each notice pops up in the upper-right corner.", PlacementRule.Edge.top, PlacementRule.Alignment.trailing),
        ("The notice shows at the top center.", .top, .center),
    ])
    func cornersInOtherWords(_ sentence: String, edge: PlacementRule.Edge, alignment: PlacementRule.Alignment) {
        let rule = asserted(PlacementRule.self, sentence).first
        #expect(rule?.edge == edge)
        #expect(rule?.alignment == alignment)
    }

    @Test(arguments: [
        "It lasts 6 seconds, with a close glyph in the top right corner.",
        "A thin divider runs along the bottom of the card view.",
        "Put a button at the bottom of the list.",
    ])
    func anEdgeOfSomethingElseIsNotThePlacement(_ sentence: String) {
        #expect(asserted(PlacementRule.self, sentence).isEmpty)
    }

    @Test func aStatedDefaultPlaces() {
        #expect(asserted(PlacementRule.self, "Where the notice sits on screen, its placement. Defaults to top.").first?.edge == .top)
        #expect(
            asserted(PlacementRule.self, "Horizontal alignment of the notice on wide windows (default right)").first?.alignment == .trailing
        )
    }

    // MARK: Stacking

    @Test func theNewOnePushesOutTheEarlierOne() {
        let rule = asserted(
            MaxVisibleRule.self,
            "Just one notice pops up at a time, and a newly shown one pushes out the previously shown one."
        ).first
        #expect(rule?.limit == .count(1))
        #expect(rule?.overflow == .evictOldest)
    }

    @Test(arguments: [
        "Only one notice is shown at a time; a new one is held until the current one is gone.",
        "One notice is visible at once, and others are suspended until the visible one closes.",
    ])
    func aQueueWordedAsHeldOrSuspended(_ sentence: String) {
        #expect(asserted(MaxVisibleRule.self, sentence).first?.overflow == .queue)
    }

    @Test func waitingAgainstRemovalWaits() {
        let sentence = "Only one notice is shown at a time; new ones wait in a queue, or replace the earlier one."
        #expect(asserted(MaxVisibleRule.self, sentence).isEmpty)
        #expect(waiting(MaxVisibleRule.self, sentence).first?.contains("wait") == true)
    }

    @Test(arguments: [
        "Only one day can be picked at a time.",
        "Use one tab at a time.",
    ])
    func aCountOfSomethingElseIsNoVisibleLimit(_ sentence: String) {
        #expect(asserted(MaxVisibleRule.self, sentence).isEmpty)
    }

    @Test func aLimitOnSimultaneousNotices() {
        #expect(asserted(MaxVisibleRule.self, "It is wise to limit the number of simultaneous notices to two.").first?.limit == .count(2))
    }

    // MARK: Lines, defaults in API prose and focus

    @Test(arguments: [("The text is truncated after three lines.", 3), ("Messages use a two-line truncation.", 2)])
    func truncationIsALineLimit(_ sentence: String, lines: Int) {
        #expect(asserted(MaxLinesRule.self, sentence).first?.lines == lines)
    }

    @Test(arguments: [
        ("How long the notice stays, in milliseconds. The default is 6000ms.", 6.0),
        ("`timeout`: the time before it closes, in milliseconds. Default is `3000` milliseconds.", 3.0),
        ("Use the default 4000ms delay for routine notices.", 4.0),
    ])
    func durationDefaultsInAPIProse(_ sentence: String, seconds: Double) {
        #expect(asserted(AutoDismissRule.self, sentence).first?.seconds == seconds)
    }

    @Test func focusNotPlacedBesideAnAnnouncement() {
        #expect(asserted(AnnounceRule.self, "The notice is announced, and focus is not placed on it.").first?.movesFocus == false)
    }

    @Test func aConditionOnTheOtherAlternativeDoesNotConditionTheTiming() {
        let rule = asserted(
            AutoDismissRule.self,
            "The panel closes when its close control is pressed, or after a timeout (6 s by default)."
        ).first
        #expect(rule?.seconds == 6)
        #expect(rule?.condition == nil)
    }

    // MARK: Choices, concessions and conditions a kind cannot carry

    @Test func anAuthorsChoiceIsSetApartAndTheStatedDefaultStays() {
        let sentence = "`position`: where the notice shows. The default is `bottom-left`, so if you want it elsewhere pass another value."
        let rule = asserted(PlacementRule.self, sentence).first
        #expect(rule?.edge == .bottom)
        #expect(rule?.alignment == .leading)
        #expect(asserted(PersistentRule.self, "At times you will want to keep the notice from hiding until a save ends.").isEmpty)
    }

    @Test func aConcessionIsNoRule() {
        let sentence = "To keep it up until it times out (regardless of whether the reader tapped its button) pass `false` to the setter."
        #expect(asserted(DismissGesturesRule.self, sentence).isEmpty)
    }

    @Test func aPlacementUnderAConditionWaitsButADefaultDoesNot() {
        #expect(asserted(PlacementRule.self, "When opened from a link that wraps, the hint is centred.").isEmpty)
        #expect(asserted(PlacementRule.self, "If no place is given, the notice shows at the bottom of the window.").first?.edge == .bottom)
    }
}
