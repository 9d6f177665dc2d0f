import SpecModel
import Testing

@testable import SpecParser

/// A rule is asserted only from a reading of the whole clause (sentences in our own words about an invented notice):
/// a press whose outcome is an event, a clause whose agent is the developer, a delay named as the wait before showing,
/// a rate per word and a live region merely named leave no asserted rule of the kind their cue suggests.
@Suite struct WholeClauseOutcomeTests {
    // MARK: The outcome of a press

    @Test func aPressThatOnlySendsAnEventIsNoDismissal() {
        let sentence = "When the reader presses Escape or clicks the close button, the sheet fires a cancel event."
        #expect(ProseReading.asserted(EscapeDismissRule.self, sentence).isEmpty)
        #expect(ProseReading.asserted(DismissGesturesRule.self, sentence).isEmpty)
        #expect(ProseReading.waiting(EscapeDismissRule.self, sentence).first?.contains("event") == true)
    }

    @Test func aPressThatClosesAndSendsAnEventIsADismissal() {
        #expect(ProseReading.asserted(EscapeDismissRule.self, "Pressing Escape closes the sheet and fires a close event.").count == 1)
        #expect(ProseReading.asserted(DismissGesturesRule.self, "Clicking the close button hides the sheet.").count == 1)
    }

    @Test func closingAnotherWidgetIsNoDismissalOfTheComponent() {
        #expect(ProseReading.asserted(EscapeDismissRule.self, "Pressing Escape closes any open list inside the sheet.").isEmpty)
        #expect(ProseReading.asserted(DismissGesturesRule.self, "Clicking outside the picker closes the picker.").isEmpty)
        #expect(
            ProseReading.waiting(EscapeDismissRule.self, "Pressing Escape closes any open list inside the sheet.").first?.contains("list")
                == true
        )
    }

    @Test func closingTheComponentItselfIsADismissal() {
        #expect(ProseReading.asserted(EscapeDismissRule.self, "Pressing Escape closes the notice and any list inside it.").count == 1)
        #expect(ProseReading.asserted(DismissGesturesRule.self, "Clicking outside the notice closes it.").count == 1)
        // A window is often the dialog itself.
        #expect(ProseReading.asserted(EscapeDismissRule.self, "Pressing Escape closes the window.").count == 1)
    }

    @Test func aNumberedReleaseAsTheSubjectIsAChangeNote() {
        #expect(ProseReading.asserted(PlacementRule.self, "Version 3 moved the notice to the top of the page.").isEmpty)
        #expect(ProseReading.asserted(PlacementRule.self, "The notice sits at the top of the page.").count == 1)
    }

    // MARK: The developer as the agent

    @Test func aConditionTheDeveloperSetsUpIsTheAuthorsChoice() {
        let sentence = "If you add a close button, give it a label a screen reader can speak."
        #expect(ProseReading.asserted(DismissGesturesRule.self, sentence).isEmpty)
        // The imperative after the condition instructs the developer; it states nothing the notice does.
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).isEmpty)
    }

    @Test func anImperativeAfterAConditionInstructsTheDeveloper() {
        #expect(ProseReading.asserted(AnnounceRule.self, "When the strip warns of an outage, apply the alert role to it.").isEmpty)
        // Without the condition the same words describe the strip itself.
        #expect(ProseReading.asserted(AnnounceRule.self, "The strip has the alert role, so readers hear it at once.").count == 1)
    }

    @Test func aGuidelineImperativeAfterAConditionIsStillARule() {
        #expect(
            ProseReading.asserted(PersistentRule.self, "If the notice carries an action, make it stay until someone closes it.").count == 1
        )
        #expect(
            ProseReading.asserted(AnnounceRule.self, "If the notice carries an action, ensure it is announced by screen readers.").count
                == 1
        )
    }

    @Test func aConditionTheReaderActsOnStillStates() {
        #expect(ProseReading.asserted(DismissGesturesRule.self, "If you click the close button, the notice goes away.").count == 1)
    }

    // MARK: Values bound to their own nouns

    @Test func anEntryDelayIsTheWaitBeforeShowing() {
        let sentence = "The hint keeps a 200 ms entry delay so it does not flash under a passing pointer."
        #expect(ProseReading.asserted(AppearanceDelayRule.self, sentence).map(\.seconds) == [0.2])
        #expect(ProseReading.asserted(AutoDismissRule.self, sentence).isEmpty)
    }

    @Test func aDelayBeforeLeavingIsStillATimeOnScreen() {
        #expect(ProseReading.asserted(AutoDismissRule.self, "The notice closes after 6 seconds.").map(\.seconds) == [6])
        #expect(ProseReading.asserted(AppearanceDelayRule.self, "The notice closes after 6 seconds.").isEmpty)
    }

    @Test func aRatePerWordIsNoDuration() {
        let sentence = "Its time grows by 0.05 seconds per word, and it stays at least 5 seconds."
        #expect(ProseReading.asserted(AutoDismissRule.self, sentence).map(\.seconds) == [5])
    }

    @Test func aDecimalWithoutItsLeadingZeroKeepsItsValue() {
        #expect(ProseReading.asserted(AppearanceDelayRule.self, "The hint shows after .5 seconds.").map(\.seconds) == [0.5])
    }

    @Test func aTimeInAConditionAboutSomethingElseIsNotTheComponents() {
        let sentence = "When the upload session times out after 15 minutes, a notice tells the reader."
        #expect(ProseReading.asserted(AutoDismissRule.self, sentence).isEmpty)
    }

    @Test func aTimeInAConditionBeforeTheComponentLeavesIsStillItsTime() {
        #expect(
            ProseReading.asserted(AutoDismissRule.self, "If nobody acts on it within 8 seconds, the notice closes.").map(\.seconds) == [8]
        )
    }

    @Test func aCountOfPartsIsNoLimitOnTheComponent() {
        #expect(ProseReading.asserted(MaxVisibleRule.self, "Only 2 of the 5 buttons are shown on small screens.").isEmpty)
        #expect(ProseReading.asserted(MaxVisibleRule.self, "Only 2 of the notices are shown at once.").map(\.limit) == [.count(2)])
    }

    @Test func aCommonPartAsTheSubjectGivesTheComponentNoPlacement() {
        #expect(ProseReading.asserted(PlacementRule.self, "The arrow is centred on the trigger.").isEmpty)
        #expect(ProseReading.asserted(AutoDismissRule.self, "The spinner shows for at least 300 ms so it does not flicker.").isEmpty)
        #expect(ProseReading.asserted(PlacementRule.self, "The hint is centred above the trigger, with its arrow below it.").count == 1)
    }

    // MARK: A live region

    @Test func aLiveRegionOnlyNamedIsNoAnnouncement() {
        #expect(ProseReading.asserted(AnnounceRule.self, "The live region wrapper sits in the page from the first render.").isEmpty)
    }

    @Test func aNoticeRenderedInALiveRegionIsAnnounced() {
        #expect(ProseReading.asserted(AnnounceRule.self, "Each notice is rendered inside a live region.").count == 1)
        #expect(ProseReading.asserted(AnnounceRule.self, "The notice has a polite live region of its own.").count == 1)
    }
}

/// Announcements a component shows are its content; an announcement assistive technology makes is a rule.
@Suite struct AnnouncementContentTests {
    @Test func announcementsTheComponentDisplaysAreItsContent() {
        let rules = ProseReading.rules("The strip displays site-wide announcements along the top of the page.")
        #expect(rules.filter { $0.pending == nil }.compactMap { $0.as(AnnounceRule.self) }.isEmpty)
    }

    @Test func anAnnouncementWhenShownIsStillARule() {
        let rules = ProseReading.rules("Its heading and text are joined into one announcement when the notice appears.")
        #expect(rules.filter { $0.pending == nil }.compactMap { $0.as(AnnounceRule.self) }.count == 1)
    }
}
