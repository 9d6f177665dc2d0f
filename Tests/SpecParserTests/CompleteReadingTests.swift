import SpecModel
import Testing

@testable import SpecParser

/// A rule is asserted only on a complete reading of its clause: the clause speaks of the component, states rather
/// than offers, and binds every duration and length it holds. Otherwise the rule waits with its reason in plain words.
/// Gestures are read as their words say. Sentences in our own words.
@Suite struct CompleteReadingTests {
    /// The asserted rules of `kind`.
    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [Value] {
        ProseReading.rules(sentence).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    /// The reasons the rules read in `sentence` wait.
    private func reasons(_ sentence: String) -> [String] {
        ProseReading.rules(sentence).compactMap(\.pending)
    }

    // MARK: Speaks of the component

    @Test(arguments: [
        "The notice sits at the bottom of the window.",
        "Each notice hides itself after 6 seconds.",
        "They sit at the top of their window.",
        "The largest number of notices on screen is three, and the rest wait in line.",
    ])
    func aClauseAboutTheComponentIsAsserted(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending == nil }, "\(rules)")
    }

    @Test(arguments: [
        ("A positive number counts the points up from the bottom of the window.", "number"),
        ("That state lasts 3 seconds before the next one starts.", "state"),
        ("The developer pins it to the top of the window.", "developer"),
    ])
    func aClauseAboutSomethingElseWaitsAndSaysWhatItSpeaksOf(_ sentence: String, _ named: String) {
        let waiting = reasons(sentence)
        #expect(!waiting.isEmpty)
        #expect(waiting.allSatisfy { $0.contains("speaks of") && $0.lowercased().contains(named) }, "\(waiting)")
        #expect(ProseReading.rules(sentence).allSatisfy { $0.pending != nil })
    }

    // MARK: States rather than offers

    @Test(arguments: [
        "Set `hidesOnEscape` to `false` when the notice should stay on Escape.",
        "To keep the notice up until it is closed by hand, write:",
        "Enable or disable the endless display of the notice",
        "Specifies how many points the notice keeps from the bottom edge.",
        "Defines whether the panel is docked to the bottom.",
        "A notice can be pinned to the top of the window by adding the `pinned` class.",
        "Notices can have a custom lifetime or stay forever.",
        "For instance, a notice with 50 words should last 5000ms, and one with 100 words should last 9000ms.",
        "Pins the notice to the bottom of the window.",
        "should close when tapped.",
        "If the news can wait, consider a polite live region so the notice is queued until the user is idle.",
    ])
    func anOfferIsNotAsserted(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(rules.allSatisfy { $0.pending != nil }, "\(rules)")
    }

    @Test func anOfferSaysWhyInPlainWords() {
        let waiting = reasons("Set `hidesOnEscape` to `false` when the notice should stay on Escape.")
        #expect(waiting.contains { $0.hasPrefix("offered, not stated: an instruction to the developer") }, "\(waiting)")
    }

    @Test(arguments: [
        "The notice hides itself after 6 seconds.",
        "Users can dismiss a notice by swiping it away.",
        "If `sticky` is set to true, the notice stays until it is closed.",
        "Specifies how long the notice stays, and defaults to 4 seconds.",
        "Timer off: Pause the auto-dismiss timer while the pointer rests on the notice.",
        "Notices should close when tapped.",
        "If the news is minor, the notice hides itself after 6 seconds.",
    ])
    func aStatementIsAssertedEvenBesideASetting(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty && rules.contains { $0.pending == nil }, "\(rules)")
    }

    @Test func anExampleOpeningItsSentenceCoversTheWholeSentence() {
        let text = RuleText("For example, a short notice lasts 3 s, and a long one lasts 9 s.")
        #expect(text.clauses.allSatisfy { $0.isExample })
        #expect(RuleText("For example notices stack.").clauses.allSatisfy { !$0.isExample })
    }

    @Test func anExampleInParenthesesCoversTheWholeParenthesis() {
        let text = RuleText("Notices sit in the middle (e.g. at the top on phones, at the bottom on desktops), above the content.")
        #expect(text.clauses.filter(\.isExample).count == 2)
        #expect(text.clauses.last?.isExample == false)
    }

    // MARK: Binds every value

    @Test func aDurationNoRuleHoldsLeavesTheReadingPartial() {
        let waiting = reasons("The notice hides itself after 6 seconds and moves 24 pt to the left.")
        #expect(waiting.contains { $0 == "a value not understood: “24 pt”" }, "\(waiting)")
    }

    @Test(arguments: [
        "The notice hides itself after 6 seconds.",
        "The notice hides itself after 6 seconds and has 12 px of padding.",
        "The notice hides itself after 6 seconds, with a maximum lifetime of 20 seconds.",
    ])
    func valuesTheClauseExplainsAreBound(_ sentence: String) {
        #expect(asserted(AutoDismissRule.self, sentence).map(\.seconds) == [6], "\(ProseReading.rules(sentence))")
    }

    @Test func aMotionsDurationIsNoTimeout() {
        #expect(asserted(AutoDismissRule.self, "Opening uses a 200ms shrink transition.").isEmpty)
    }

    @Test func anOpeningDelayBesideAClosingDelayIsNoTimeout() {
        let sentence = "By default the popup shows after 300ms and hides after 100ms."
        #expect(asserted(AppearanceDelayRule.self, sentence).map(\.seconds) == [0.3], "\(ProseReading.rules(sentence))")
        #expect(ProseReading.rules(sentence).allSatisfy { $0.kind != AutoDismissRule.kind }, "\(ProseReading.rules(sentence))")
    }

    @Test func aTimeoutAfterAnOpeningWithoutDelayStaysATimeout() {
        let sentence = "The popup shows at once and hides after 5 seconds."
        #expect(asserted(AutoDismissRule.self, sentence).map(\.seconds) == [5], "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "The notice stays visible until the user closes it.",
        "An infinite notice never leaves by itself.",
        "The notice requires user input to be closed.",
    ])
    func aStayUntilClosedIsPersistence(_ sentence: String) {
        #expect(!asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "The notice pauses on hover, if infinite is false.",
        "The notice carries short text that requires minimal user effort to be dismissed.",
    ])
    func aSwitchedOffOrSlightNeedIsNoPersistence(_ sentence: String) {
        #expect(asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aRemovalWaitedForIsAQueue() {
        let sentence = "Only one notice shows at a time; a new one waits for the existing one to dismiss."
        #expect(asserted(MaxVisibleRule.self, sentence).map(\.overflow) == [.queue], "\(ProseReading.rules(sentence))")
        let evicting = "Only one notice shows at a time; a new one dismisses the existing one."
        #expect(asserted(MaxVisibleRule.self, evicting).map(\.overflow) == [.evictOldest], "\(ProseReading.rules(evicting))")
    }

    @Test(arguments: ["The notice sits at the left-bottom of the window.", "The notice sits at the bottom-left of the window."])
    func aCornerReadsEitherWayRound(_ sentence: String) {
        let rules = asserted(PlacementRule.self, sentence)
        #expect(rules.map(\.edge) == [.bottom] && rules.map(\.alignment) == [.leading], "\(ProseReading.rules(sentence))")
    }

    @Test func aSideAloneIsNoEdge() {
        #expect(asserted(PlacementRule.self, "The notice text is left-aligned.").isEmpty)
    }

    @Test(arguments: [
        "The role of the notice is alert.", "Each notice carries the `status` role.", "The notice is given a `role` of `alert`.",
    ])
    func aLiveRoleIsAnAnnouncement(_ sentence: String) {
        #expect(!asserted(AnnounceRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aRoleThatIsNoLiveRoleIsNoAnnouncement() {
        #expect(asserted(AnnounceRule.self, "The notice has the `dialog` role. Its status is shown as an icon.").isEmpty)
    }

    @Test func aPauseWithNoObjectIsTheComponentsPause() {
        let during = asserted(TimerPauseRule.self, "Pauses on hover or focus.").flatMap(\.during)
        #expect(during == [.pointerHovering, .keyboardFocused])
        #expect(asserted(TimerPauseRule.self, "The video pauses on hover.").isEmpty)
    }

    // MARK: Gestures read from words

    @Test func aFlickUpwardIsAnUpwardSwipe() {
        let gestures = asserted(DismissGesturesRule.self, "Flick it upward to dismiss the notice.").flatMap(\.gestures)
        #expect(gestures == [.swipeUp])
    }

    @Test func pressingTheCloseIconIsTheCloseControl() {
        let gestures = asserted(DismissGesturesRule.self, "Pressing its close icon dismisses the notice.").flatMap(\.gestures)
        #expect(gestures == [.tapClose])
    }

    @Test(arguments: [
        "The notice closes when its close icon is pressed.",
        "The notice has a close button so people can dismiss it.",
        "A small x in the corner is there to dismiss the notice.",
    ])
    func aCloseControlActedOnDismisses(_ sentence: String) {
        #expect(asserted(DismissGesturesRule.self, sentence).flatMap(\.gestures).contains(.tapClose), "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "Blocks dismissing the notice. Removes the close icon.",
        "Freeze the auto-dismiss timer on focus of the notice or its close icon.",
        "The close button carries a label of `aria-label=\"close\"` for screen readers.",
    ])
    func aCloseControlOnlyNamedIsNoGesture(_ sentence: String) {
        #expect(
            asserted(DismissGesturesRule.self, sentence).allSatisfy { !$0.gestures.contains(.tapClose) },
            "\(ProseReading.rules(sentence))"
        )
    }

    /// The pending reasons of the rules of `kind` read in `sentence`.
    private func waiting<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [String] {
        ProseReading.rules(sentence).filter { $0.as(kind) != nil }.compactMap(\.pending)
    }

    // MARK: Subjects, offers, settled values and glyphs (sentences in the manner of unseen sources)

    // MARK: Speaks of the component

    @Test(arguments: [
        "It keeps the notice visible until someone closes it.",
        "This makes the notice stay until someone closes it.",
        "A value of 0 makes notices stay until someone closes them.",
    ])
    func aSubjectOtherThanTheComponentWaits(_ sentence: String) {
        #expect(asserted(PersistentRule.self, sentence).isEmpty)
        #expect(waiting(PersistentRule.self, sentence).first?.hasPrefix("speaks of") == true)
    }

    @Test(arguments: [
        "It stays on screen until someone closes it.",
        "The notice stays on screen until someone closes it.",
        "The default value of the timeout keeps the notice up for 6 seconds.",
    ])
    func theComponentOrItsPronounAsSubjectIsARule(_ sentence: String) {
        #expect(!ProseReading.rules(sentence).filter { $0.pending == nil }.isEmpty, "\(ProseReading.rules(sentence))")
    }

    // MARK: States, not offers

    @Test func anInstructionToAddASettingOffers() {
        let sentence = "Add the `closable` flag to show a button that hides the notice."
        #expect(asserted(DismissGesturesRule.self, sentence).isEmpty)
        #expect(waiting(DismissGesturesRule.self, sentence).first?.contains("instruction to the developer") == true)
    }

    @Test func aSettingThatDeterminesIfDescribesAnOption() {
        let sentence = "`swipeAway` will determine if the notice is closed when it is swiped."
        #expect(asserted(DismissGesturesRule.self, sentence).isEmpty)
        #expect(waiting(DismissGesturesRule.self, sentence).first?.contains("option") == true)
    }

    @Test func aStatedGestureIsARule() {
        #expect(asserted(DismissGesturesRule.self, "Swiping the notice sideways closes it.").count == 1)
        #expect(asserted(DismissGesturesRule.self, "The notice closes when its close button is clicked.").first?.gestures == [.tapClose])
    }

    // MARK: Every value settled

    @Test(arguments: [
        "The notice slides in along the top or bottom edge of the window.",
        "The notice sits at the top or the bottom of the window, whichever is free.",
    ])
    func twoSidesOfOneAxisLeaveThePlacementUnsettled(_ sentence: String) {
        #expect(asserted(PlacementRule.self, sentence).isEmpty)
        #expect(waiting(PlacementRule.self, sentence).first?.contains("alternatives") == true)
    }

    @Test(arguments: [
        "The notice slides in along the top edge of the window.",
        "Notices sit at the top left or top right of the window.",
    ])
    func oneSideIsSettled(_ sentence: String) {
        #expect(asserted(PlacementRule.self, sentence).first?.edge == .top)
    }

    @Test func aPlacementUnderTheAuthorsSettingWaits() {
        let sentence = "With the position set to the top, a new notice appears above the older ones."
        #expect(asserted(PlacementRule.self, sentence).isEmpty)
        #expect(waiting(PlacementRule.self, sentence).first?.contains("setting") == true)
    }

    // MARK: Gestures from words

    @Test(arguments: ["People can close the notice by clicking its × button.", "Pressing the ✕ button dismisses the notice."])
    func aCrossGlyphNamesTheCloseControl(_ sentence: String) {
        #expect(ProseReading.rules(sentence).compactMap { $0.as(DismissGesturesRule.self) }.first?.gestures == [.tapClose])
    }

    @Test func aCrossBetweenNumbersMultiplies() {
        #expect(!RuleText("Its icon is 24×24 points.").words.contains { $0.text == "x" })
        #expect(RuleText("Its × button closes it.").words.contains { $0.text == "x" })
    }

    // MARK: A setting's stated default, and one at a time in other words

    @Test func aSettingsDefaultInTheNextSentenceIsTheComponentsRule() {
        let sentence = "Sets the number of seconds before the notice hides. Defaults to 7."
        #expect(asserted(AutoDismissRule.self, sentence).first?.seconds == 7)
        // Without a default, the description only says what the setting does.
        #expect(asserted(AutoDismissRule.self, "Sets the number of seconds before the notice hides.").isEmpty)
    }

    @Test func theDefaultOfANamedSettingIsRead() {
        #expect(asserted(MaxVisibleRule.self, "The default maximum is 4 visible notices.").first?.limit == .count(4))
        #expect(asserted(PlacementRule.self, "The default placement is bottom.").first?.edge == .bottom)
    }

    @Test func sequentialNotSimultaneousIsOneAtATime() {
        let rule = asserted(MaxVisibleRule.self, "Notices that arrive together are shown sequentially, never simultaneously.").first
        #expect(rule?.limit == .count(1))
        #expect(rule?.overflow == .queue)
        // Shown together, they are no queue.
        #expect(asserted(MaxVisibleRule.self, "Notices that arrive together are shown simultaneously.").isEmpty)
    }

    @Test func aForbiddenStackIsAVisibleLimit() {
        #expect(asserted(MaxVisibleRule.self, "Do not stack more than two notices on top of each other.").first?.limit == .count(2))
        // A count of something else in a stack is no limit on notices.
        #expect(asserted(MaxVisibleRule.self, "Do not stack more than two lines of text in a notice.").isEmpty)
    }

    // MARK: Alternatives and cases the rule cannot carry

    @Test func persistenceOfferedAsOneOfTwoWaits() {
        let sentence = "Notices may be persistent or dismissible, depending on how urgent they are."
        #expect(asserted(PersistentRule.self, sentence).isEmpty)
        #expect(asserted(PersistentRule.self, "Notices are persistent: they stay until someone closes them.").count == 1)
    }

    @Test func twoModesSetSideBySideWait() {
        let sentence = "Closing: closable (the reader closes it) vs persistent (stays until the fault is fixed)."
        #expect(asserted(PersistentRule.self, sentence).isEmpty)
        #expect(reasons(sentence).contains("the sentence offers alternatives, not one rule"), "\(reasons(sentence))")
        #expect(asserted(PersistentRule.self, "Closing: notices are persistent and stay until the fault is fixed.").count == 1)
    }

    @Test func whichSettingWinsIsNoRuleOfTheComponent() {
        let sentence = "persistent takes precedence over lifetime and turns off the automatic hiding."
        #expect(ProseReading.rules(sentence).allSatisfy { $0.pending != nil }, "\(ProseReading.rules(sentence))")
        #expect(reasons(sentence).contains { $0.hasPrefix("the sentence says which setting wins") }, "\(reasons(sentence))")
    }

    @Test func aLimitTheDeveloperMaySetIsOffered() {
        let sentence = "You can limit the number of notices shown at the same time"
        #expect(asserted(MaxVisibleRule.self, sentence).isEmpty)
        #expect(reasons(sentence).contains { $0.contains("“You can limit the number”") }, "\(reasons(sentence))")
        #expect(asserted(MaxVisibleRule.self, "The number of notices can be limited to three.").isEmpty)
        #expect(asserted(MaxVisibleRule.self, "No more than three notices are shown at the same time.").count == 1)
    }

    @Test func aLeavingWordThatNamesAControlOrAnEventIsNoEscapeDismissal() {
        let sentence = "Focus the heading when it opens, send focus back to the trigger on close, and offer an Escape/close button."
        #expect(asserted(EscapeDismissRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(reasons(sentence).contains { $0.hasPrefix("no verb says what Escape does") }, "\(reasons(sentence))")
        #expect(asserted(EscapeDismissRule.self, "Pressing Escape closes the notice.").count == 1)
    }

    @Test func twoTimeoutsWithNothingTellingThemApartWait() {
        let sentence = "Duration: calm = 4 s, urgent = 9 s."
        #expect(asserted(AutoDismissRule.self, sentence).isEmpty)
        #expect(waiting(AutoDismissRule.self, sentence).count == 2)
        #expect(waiting(AutoDismissRule.self, sentence).allSatisfy { $0.contains("no condition telling them apart") })
        // One timeout is a rule.
        #expect(asserted(AutoDismissRule.self, "Duration: 4 s.").first?.seconds == 4)
    }

    @Test func anAnnouncementTheComponentIsUsedForIsNoAssistiveAnnouncement() {
        #expect(asserted(AnnounceRule.self, "Notices are used to share an announcement with everyone on the page.").isEmpty)
        #expect(asserted(AnnounceRule.self, "Screen readers make an announcement when a notice is used on the page.").count == 1)
        #expect(asserted(AnnounceRule.self, "A new notice is announced when it appears.").count == 1)
    }

    // MARK: Staying said of something else

    @Test func aStayingVerbOfSomethingElseIsNoPersistence() {
        #expect(asserted(PersistentRule.self, "Notices describe states that remain true until someone changes them.").isEmpty)
        #expect(asserted(PersistentRule.self, "A notice that remains until someone closes it needs a close button.").count == 1)
    }

    @Test func aSettingNamedPersistentIsNoPersistence() {
        #expect(asserted(PersistentRule.self, "Choose persistent mode for errors.").isEmpty)
        #expect(asserted(PersistentRule.self, "Error notices are persistent.").count == 1)
    }
}

/// A numeral in the component's name is not a word prose calls it by.
@Suite struct NumberedComponentNameTests {
    @Test func aNumberInTheNameIsNotTheComponentAsAnObject() throws {
        let markdown = "# Pebble 12\n\n## Behavior\n\n- It keeps a 12 pt margin to the left and right edges of the window.\n"
        let spec = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes).spec
        let rules = spec.statements.flatMap(\.rules)
        #expect(rules.contains { $0.as(PlacementRule.self) != nil && $0.pending == nil }, "\(rules)")
        #expect(RuleVocabulary(spec).component == ["pebble"])
    }
}
