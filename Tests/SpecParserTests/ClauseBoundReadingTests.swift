import SpecModel
import Testing

@testable import SpecParser

/// Readings that held on sentences from sources never seen (session 23): a value is read from the words that carry
/// the rule, and a rule the clause does not make about the component waits. Focus brought to it, a function's name
/// that looks like a verb, a description tied to a trigger, a gesture on a notification kept in another surface, a
/// bulk "clear all", an outcome that is reaching a list, a limit of running timers, a maximum named without its value
/// and a timing named to be judged. Each has its plain counterpart asserted. Sentences in our own words.
@Suite struct ClauseBoundReadingTests {
    private static func read(_ sentence: String, _ section: String) -> [Rule] {
        ProseReading.rules(sentence, section: section)
    }

    private static func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String, _ section: String) -> [Value] {
        read(sentence, section).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    private static func waiting<Value: RuleValue>(_ kind: Value.Type, _ sentence: String, _ section: String) -> [String] {
        read(sentence, section).filter { $0.as(kind) != nil }.compactMap(\.pending)
    }

    // MARK: Focus brought to the notice

    @Test func focusBroughtToTheNoticeMoves() {
        let read = Self.asserted(
            AnnounceRule.self,
            "Screen readers announce the notice and focus is brought to the notice.",
            "Accessibility"
        )
        #expect(read.map(\.movesFocus) == [true])
        #expect(
            Self.asserted(AnnounceRule.self, "Screen readers announce the notice.", "Accessibility").map(\.movesFocus) == [nil],
            "focus the sentence does not mention stays unsettled"
        )
    }

    // MARK: A function's name is not the verb

    @Test(arguments: [
        "The `announce_polite` helper queues the notice text for screen readers.",
        "Calling `Speech.announceLater` hands the notice text to screen readers.",
    ])
    func anIdentifierDoesNotAnnounce(_ sentence: String) {
        #expect(Self.read(sentence, "Accessibility").compactMap { $0.as(AnnounceRule.self) }.isEmpty)
    }

    @Test func theVerbBesideAnIdentifierStillAnnounces() {
        #expect(Self.asserted(AnnounceRule.self, "Screen readers announce the notice when it appears.", "Accessibility").count == 1)
    }

    // MARK: A description tied to a trigger

    @Test(arguments: [
        "Associate the hint with its button via aria-describedby so screen readers announce it.",
        "Use aria-describedby on the button so that screen readers announce the hint.",
    ])
    func aTieToTheTriggerWaits(_ sentence: String) {
        #expect(Self.asserted(AnnounceRule.self, sentence, "Accessibility").isEmpty)
        #expect(Self.waiting(AnnounceRule.self, sentence, "Accessibility").contains { $0.contains("tie to another element") })
    }

    @Test func aLiveRegionOfItsOwnIsAsserted() {
        #expect(
            Self.asserted(AnnounceRule.self, "The notice uses a polite live region so screen readers announce it.", "Accessibility").count
                == 1
        )
    }

    // MARK: Another surface

    @Test func aGestureOnANotificationKeptElsewhereWaits() {
        let sentence = "Tapping the x on a notice in the notification centre removes it there."
        #expect(Self.asserted(DismissGesturesRule.self, sentence, "Behaviors > Dismissal").isEmpty)
        #expect(Self.waiting(DismissGesturesRule.self, sentence, "Behaviors > Dismissal").contains { $0.contains("another surface") })
    }

    @Test func closingFirstAndKeepingElsewhereIsAsserted() {
        let sentence = "Swiping the notice down hides it but keeps it in the notification centre."
        #expect(Self.asserted(DismissGesturesRule.self, sentence, "Behaviors > Dismissal").map(\.gestures) == [[.swipeDown]])
    }

    // MARK: Clearing them all

    @Test(arguments: ["Tap Clear all to empty the list.", "Press the header button to dismiss all notices at once."])
    func aBulkActionWaits(_ sentence: String) {
        #expect(Self.asserted(DismissGesturesRule.self, sentence, "Behaviors > Dismissal").isEmpty)
        #expect(Self.waiting(DismissGesturesRule.self, sentence, "Behaviors > Dismissal").contains { $0.contains("bulk action") })
    }

    @Test func dismissingOneIsAsserted() {
        let read = Self.asserted(DismissGesturesRule.self, "Press the close button to dismiss the notice.", "Behaviors > Dismissal")
        #expect(read.map(\.gestures) == [[.tapClose]])
    }

    // MARK: Reaching a list is no dismissal

    @Test func aGestureThatReachesAListIsNoDismissal() {
        #expect(Self.asserted(DismissGesturesRule.self, "You can access it by swiping down.", "Behaviors > Dismissal").isEmpty)
        #expect(
            Self.asserted(DismissGesturesRule.self, "Swipe the notice down to dismiss it.", "Behaviors > Dismissal").map(\.gestures)
                == [[.swipeDown]]
        )
    }

    // MARK: Running timers are not visible instances

    @Test func aLimitOfRunningTimersWaits() {
        let sentence =
            "Any additional notices in the list will only start counting their timeout for auto-hiding after the previous notices have been closed."
        #expect(Self.asserted(MaxVisibleRule.self, sentence, "Behaviors > Stacking").isEmpty)
        #expect(Self.waiting(MaxVisibleRule.self, sentence, "Behaviors > Stacking").contains { $0.contains("running timers") })
        let queued = Self.asserted(
            MaxVisibleRule.self,
            "At most three notices are visible; the rest wait in a queue.",
            "Behaviors > Stacking"
        )
        #expect(queued.map(\.limit) == [.count(3)] && queued.map(\.overflow) == [.queue])
    }

    // MARK: A maximum named without its value

    @Test func aMaximumWithoutItsValueWaits() {
        let sentence = "Maximum number of notices to keep on screen"
        #expect(Self.asserted(MaxVisibleRule.self, sentence, "Behaviors > Stacking").isEmpty)
        #expect(Self.waiting(MaxVisibleRule.self, sentence, "Behaviors > Stacking").contains { $0.contains("not its value") })
        let valued = Self.asserted(MaxVisibleRule.self, "Maximum number of notices on screen at once. Default: 3.", "Behaviors > Stacking")
        #expect(valued.map(\.limit) == [.count(3)])
    }

    // MARK: A timing named to be judged

    @Test(arguments: ["A 3-second timeout is too short for most readers.", "A 3-second timer feels hostile to slow readers."])
    func aJudgedTimingWaits(_ sentence: String) {
        #expect(Self.asserted(AutoDismissRule.self, sentence, "Behaviors > Timing").isEmpty)
        #expect(Self.waiting(AutoDismissRule.self, sentence, "Behaviors > Timing").contains { $0.contains("judged") })
    }

    @Test func aTimingStatedIsAsserted() {
        #expect(
            Self.asserted(AutoDismissRule.self, "The notice closes after a 3-second timeout.", "Behaviors > Timing").map(\.seconds) == [3]
        )
    }

    // MARK: The component focused, or not focusable

    @Test func theNoticeFocusedOrNotFocusable() {
        let focused = Self.asserted(AnnounceRule.self, "The notice uses role=\"alert\" and is focused when it appears.", "Accessibility")
        #expect(focused.map(\.movesFocus) == [true])
        let unfocusable = Self.asserted(
            AnnounceRule.self,
            "The notice is announced by screen readers and is not focusable.",
            "Accessibility"
        )
        #expect(unfocusable.map(\.movesFocus) == [false])
        let trigger = Self.asserted(AnnounceRule.self, "When the trigger is focused, screen readers announce the notice.", "Accessibility")
        #expect(trigger.map(\.movesFocus) == [nil], "a trigger focused in a condition says nothing of the notice")
    }

    // MARK: A noun phrase states nothing

    @Test(arguments: ["Notices that hide after 2 seconds even while the pointer rests on them.", "Persistent notices (no auto-hide)"])
    func aNounPhraseLineWaits(_ sentence: String) {
        let read = Self.read(sentence, "Behaviors > Timing")
        #expect(!read.isEmpty && read.allSatisfy { $0.pending?.contains("noun phrase") == true }, "\(read)")
    }

    @Test func aRelativeClauseWithAMainVerbIsRead() {
        #expect(
            Self.asserted(AutoDismissRule.self, "Notices that carry actions close after 10 seconds.", "Behaviors > Timing").map(\.seconds)
                == [10]
        )
        let queued = Self.asserted(MaxVisibleRule.self, "Notices that arrive while one is shown are queued.", "Behaviors > Stacking")
        #expect(queued.map(\.overflow) == [.queue])
    }

    // MARK: A change since an earlier release

    @Test func noLongerInTheOpeningClauseIsAChangeNote() {
        let sentence = "Success notices no longer interrupt screen readers; they use a polite live region."
        #expect(Self.asserted(AnnounceRule.self, sentence, "Accessibility").isEmpty)
        #expect(Self.waiting(AnnounceRule.self, sentence, "Accessibility").contains { $0.contains("changelog") })
        let condition = "The notice is dismissed when it no longer has focus, and screen readers announce it."
        #expect(Self.asserted(AnnounceRule.self, condition, "Accessibility").count == 1, "“no longer” in a condition is no change note")
    }

    // MARK: The one a gesture acts on

    @Test func aSingleNoticeSwipedOnIsNoLimit() {
        let sentence = "Swipe on a single notice to dismiss just that one and show the next in the stack."
        #expect(Self.read(sentence, "Behaviors > Dismissal").compactMap { $0.as(MaxVisibleRule.self) }.isEmpty)
        #expect(
            Self.asserted(MaxVisibleRule.self, "Only a single notice is shown at a time.", "Behaviors > Stacking").map(\.limit) == [
                .count(1)
            ]
        )
    }
}
