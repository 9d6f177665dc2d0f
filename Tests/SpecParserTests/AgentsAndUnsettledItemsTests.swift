import SpecModel
import Testing

@testable import SpecParser

/// Readings that held on sentences from sources never seen (session 24): an announcement said of a screen reader, a
/// live region, a change to one or the people informed, naming no instance; a function's summary; an announcement that
/// follows the developer's call; focus sent back when it leaves; what the developer may do in code; an instruction
/// after "simply"; an acceptance test's steps; a condition in a sentence other than the placement's; a list of ways to
/// dismiss with an item that names no act; stopping the timer; several instances put in a queue. Each waits (or is read
/// as its words say); its plain counterpart is asserted. Sentences in our own words.
@Suite struct AgentsAndUnsettledItemsTests {
    // MARK: Speaks of the component

    @Test(arguments: [
        ("The screen reader speaks new content once the person pauses.", "how announcing works"),
        ("Screen readers speak each update to the region at once.", "how announcing works"),
        ("Generally, a change to a polite live region is announced once the reader is quiet.", "how announcing works"),
        ("People relying on assistive software should learn of changes through announcements.", "the people informed"),
    ])
    func anAnnouncementNamingNoInstanceWaits(_ sentence: String, _ reason: String) {
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(AnnounceRule.self, sentence).contains { $0.contains(reason) }, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "The screen reader speaks the notice's text once it appears.",
        "Screen readers announce each notice when it appears.",
        "A live region announcement tells people about the new content.",
    ])
    func anAnnouncementNamingTheComponentOrAnAnnouncementIsAsserted(_ sentence: String) {
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).count == 1, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: ["Announce a string through assistive software.", "Speak text aloud with the platform's screen reader."])
    func aFunctionsSummaryWaits(_ sentence: String) {
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(AnnounceRule.self, sentence).contains { $0.contains("a function's summary") })
        #expect(ProseReading.asserted(AnnounceRule.self, "Announce the notice's text through a polite live region.").count == 1)
    }

    @Test func anAnnouncementAfterTheDevelopersCallWaits() {
        let sentence = "When you call `speakNow()`, the string is placed in a live region and screen readers read it."
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(AnnounceRule.self, sentence).contains { $0.contains("the developer calls a function") })
        let appearing = "When the notice appears, screen readers read it."
        #expect(ProseReading.asserted(AnnounceRule.self, appearing).count == 1, "\(ProseReading.rules(appearing))")
    }

    @Test func focusSentBackWhenItLeavesIsNoMoveWhenItAppears() {
        let sentence = "Screen readers announce the notice, and focus goes back to the opener after it is dismissed."
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).map(\.movesFocus) == [nil], "\(ProseReading.rules(sentence))")
        let moved = "When the notice appears, screen readers announce it and focus moves to its action."
        #expect(ProseReading.asserted(AnnounceRule.self, moved).map(\.movesFocus) == [true], "\(ProseReading.rules(moved))")
    }

    // MARK: States rather than offers

    @Test func whatTheDeveloperMayDoInCodeWaits() {
        let sentence = "You can listen to `(dismissed)` to learn when the close icon was pressed."
        #expect(ProseReading.asserted(DismissGesturesRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(DismissGesturesRule.self, sentence).contains { $0.contains("offered to the developer") })
        let stated = "You can press the close icon to dismiss the notice."
        #expect(ProseReading.asserted(DismissGesturesRule.self, stated).map(\.gestures) == [[.tapClose]], "a person's press is stated")
    }

    @Test func anInstructionAfterSimplyWaits() {
        let sentence = "Simply attach the notice to a screen and show it through a binding with a 4 sec. delay:"
        #expect(ProseReading.asserted(AutoDismissRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        let read = ProseReading.rules(sentence)
        #expect(!read.isEmpty && read.allSatisfy { $0.pending?.contains("an instruction to the developer") == true }, "\(read)")
        #expect(ProseReading.asserted(AutoDismissRule.self, "The notice hides itself after 4 seconds.").map(\.seconds) == [4])
    }

    // MARK: Binds every value word

    @Test func aListItemNamingNoActWaits() {
        let sentence = "The notice closes in several ways (a swipe, button, a tap on the scrim)."
        #expect(ProseReading.asserted(DismissGesturesRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(DismissGesturesRule.self, sentence).contains { $0.contains("not understood") })
        let named = "The notice closes in several ways (a swipe, the close button, a tap on the scrim)."
        #expect(!ProseReading.asserted(DismissGesturesRule.self, named).isEmpty, "\(ProseReading.rules(named))")
    }

    @Test(arguments: [
        "Given a notice is on screen, when 6 seconds pass, then the notice is hidden.",
        "Scenario: the notice hides itself after 6 seconds",
    ])
    func anAcceptanceTestsStepWaits(_ sentence: String) {
        #expect(ProseReading.asserted(AutoDismissRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(AutoDismissRule.self, sentence).contains { $0.contains("an acceptance test") })
        let given = "Given a live region, the notice hides itself after 6 seconds."
        #expect(ProseReading.asserted(AutoDismissRule.self, given).map(\.seconds) == [6], "no step follows: it states")
    }

    // MARK: Conditions, timers and queues

    @Test func aConditionInAnotherSentenceLeavesThePlacementStated() {
        let sentence = "The service sets up its own window when first used. Notices show at the top of the screen."
        #expect(ProseReading.asserted(PlacementRule.self, sentence).map(\.edge) == [.top], "\(ProseReading.rules(sentence))")
        let conditioned = "When first used, notices show at the top of the screen."
        #expect(ProseReading.asserted(PlacementRule.self, conditioned).isEmpty, "a condition in its own sentence still governs it")
    }

    @Test func stoppingTheTimerOnHoverIsAPause() {
        let sentence = "While the pointer rests on the notice it stops the countdown timer."
        #expect(
            ProseReading.asserted(TimerPauseRule.self, sentence).map(\.during) == [[.pointerHovering]],
            "\(ProseReading.rules(sentence))"
        )
        #expect(ProseReading.asserted(TimerPauseRule.self, "The notice stops moving when the pointer rests on it.").isEmpty)
    }

    @Test func severalInstancesPutInAQueueWaitTheirTurn() {
        let sentence = "Multiple open notices go into a queue, so people close them in the order they came."
        #expect(ProseReading.asserted(MaxVisibleRule.self, sentence).map(\.overflow) == [.queue], "\(ProseReading.rules(sentence))")
        #expect(ProseReading.asserted(MaxVisibleRule.self, "Multiple notices may show on one page.").isEmpty)
    }
}
