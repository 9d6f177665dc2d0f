import SpecModel
import Testing

@testable import SpecParser

/// Sentences that mention an edge, a setting or a state without settling the component's own default: each is read,
/// and its rule waits (or is not read) rather than being asserted; the same words in a settled sentence still assert.
/// Sentences in our own words, about an invented "notice".
@Suite struct UnsettledReadingTests {
    /// The asserted rules of `kind`.
    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [Value] {
        ProseReading.rules(sentence).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    // MARK: Stacking order is not an edge

    @Test(arguments: [
        "Notices are drawn in the top layer, above every other element of the page.",
        "The notice opens as a top-level window.",
    ])
    func topAsStackingOrderIsNoPlacement(_ sentence: String) {
        #expect(asserted(PlacementRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func topOfTheWindowIsStillAPlacement() {
        #expect(asserted(PlacementRule.self, "Notices are drawn at the top of the window.").first?.edge == .top)
    }

    // MARK: Alternative places

    @Test(arguments: [
        "A group of notices that pins itself to a window corner or top-centre.",
        "On wide windows, notices are aligned to the left or centred along the bottom edge.",
    ])
    func alternativePlacesWait(_ sentence: String) {
        let placements = ProseReading.rules(sentence).filter { $0.as(PlacementRule.self) != nil }
        #expect(!placements.isEmpty && placements.allSatisfy { $0.pending?.contains("alternatives") == true }, "\(placements)")
    }

    @Test func oneCornerIsStillAPlacement() {
        let placement = asserted(PlacementRule.self, "Notices sit in the top-left corner of the window.").first
        #expect(placement?.edge == .top && placement?.alignment == .leading)
    }

    // MARK: What one value of an option does

    @Test func persistenceForOneValueOfAnOptionWaits() {
        let rules = ProseReading.rules("If false, the notice is not hidden automatically, so someone has to close it.")
        let persistent = rules.filter { $0.as(PersistentRule.self) != nil }
        #expect(!persistent.isEmpty && persistent.allSatisfy { $0.pending?.contains("one value of an option") == true }, "\(rules)")
    }

    @Test func plainPersistenceIsAsserted() {
        #expect(!asserted(PersistentRule.self, "The notice is not hidden automatically, so someone has to close it.").isEmpty)
    }

    @Test func settingAnOptionDescribesItsEffect() {
        let rules = ProseReading.rules("Setting `holdOnHover` to true, pauses the timer while the pointer hovers over the notice.")
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("setting's effect") == true }, "\(rules)")
    }

    @Test func theSameEffectStatedIsAsserted() {
        #expect(!asserted(TimerPauseRule.self, "The timer pauses while the pointer hovers over the notice.").isEmpty)
    }

    // MARK: A variant's name is not its persistence

    @Test func aPersistentVariantNamedAsSubjectStatesNoPersistence() {
        #expect(asserted(PersistentRule.self, "Persistent notices should hold a link to the page they concern.").isEmpty)
    }

    @Test func aPersistentVariantThatStaysIsPersistent() {
        #expect(!asserted(PersistentRule.self, "Persistent notices stay on screen until someone closes them.").isEmpty)
        #expect(!asserted(PersistentRule.self, "The notice is persistent.").isEmpty)
    }

    // MARK: Advice with its condition

    @Test func aConditionOpeningAdviceIsTheAdvicesToo() {
        let sentence = "If you notice that a live region does not announce the notice, we suggest preparing the region before it arrives."
        #expect(asserted(AnnounceRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aStatementBeforeAdviceStillCounts() {
        let sentence = "The notice is announced by a live region, so we suggest preparing the region before it arrives."
        #expect(!asserted(AnnounceRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    // MARK: Persistence supposed, avoided or given as a value

    @Test func aLeavingSupposedInAConditionIsNoPersistence() {
        #expect(asserted(PersistentRule.self, "If the notice does not close automatically, give it a close button.").isEmpty)
    }

    @Test func aLeavingDeniedInTheMainClauseIsPersistence() {
        #expect(!asserted(PersistentRule.self, "When it has an action, the notice does not close automatically.").isEmpty)
    }

    @Test func avoidingTheComponentInACaseStatesNothingOfIt() {
        let sentence = "Avoid when the message must stay until someone closes it, as notices leave on their own."
        #expect(asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aValueMeaningPersistenceIsTheSettingsNotTheDefault() {
        #expect(asserted(PersistentRule.self, "Time on screen in ms. 0 = persistent.").isEmpty)
        #expect(!asserted(PersistentRule.self, "Notices are persistent.").isEmpty)
    }

    // MARK: Changelog lines, values as subjects, a third place

    @Test(arguments: [
        "Added dismiss choices: a tap, a swipe and a timer.",
        "swipe to dismiss the notice #42",
    ])
    func aChangelogLineStatesNoRule(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(rules.allSatisfy { $0.pending?.contains("changelog") == true }, "\(rules)")
    }

    @Test func aChangelogHeadingMakesItsLinesChanges() {
        let rules = ProseReading.rules("Swipe to dismiss the notice.", section: "Changelog")
        #expect(rules.allSatisfy { $0.pending?.contains("changelog") == true }, "\(rules)")
    }

    @Test func theSameGestureStatedIsARule() {
        #expect(!asserted(DismissGesturesRule.self, "Swipe the notice to dismiss it.").isEmpty)
    }

    @Test func aSentenceOpeningWithAnEnumerationCaseSpeaksOfTheValue() {
        let rules = ProseReading.rules("`.low` places the notice at the bottom of the window.")
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("speaks of") == true }, "\(rules)")
    }

    @Test func aListOfEdgesWithTheMiddleWaits() {
        let rules = ProseReading.rules("Notices sit at the top, center, or bottom of the window.")
        #expect(rules.filter { $0.as(PlacementRule.self) != nil }.allSatisfy { $0.pending != nil }, "\(rules)")
    }

    @Test func aDefaultNamingOnlyTheEdgeSettlesNoCentring() {
        let sentence = "The notice goes at the bottom, center or top; the default is bottom."
        #expect(asserted(PlacementRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aListOfEdgesWithItsDefaultIsTheDefault() {
        let placement = asserted(PlacementRule.self, "Notice placement: bottom, center or top (default bottom).")
        #expect(
            placement.first?.edge == .bottom,
            "\(ProseReading.rules("Notice placement: bottom, center or top (default bottom)."))"
        )
    }

    // MARK: Either … or, one by one

    @Test func eitherOrOfferedByAPossibilityWaits() {
        let rules = ProseReading.rules("Notices can appear either docked at the top of the window, or floating over a side pane.")
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("alternatives") == true }, "\(rules)")
    }

    @Test func eitherOrInAStatedClauseListsWaysTheRuleHolds() {
        let sentence = "Notices stay until the user either closes them or takes their action."
        #expect(!asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func leavingOneByOneIsNoQueue() {
        #expect(asserted(MaxVisibleRule.self, "The timer dismisses them one by one until none is left.").isEmpty)
    }

    @Test func showingOneByOneIsAQueue() {
        #expect(asserted(MaxVisibleRule.self, "Notices are shown one by one.").first?.overflow == .queue)
    }

    // MARK: A length that measures something else

    @Test func aSpaceBesideAMaximumIsNoWidth() {
        let sentence = "Notices may be stacked to the maximum, keeping a 12dp space between them."
        #expect(asserted(PlacementRule.self, sentence).allSatisfy { $0.maxWidth == nil }, "\(ProseReading.rules(sentence))")
    }

    @Test func aMaximumWidthIsStillOne() {
        #expect(asserted(PlacementRule.self, "The notice is at most 480px wide.").first?.maxWidth == 480)
    }

    @Test func usingSomethingSparinglyIsAdvice() {
        #expect(ProseReading.rules("Use urgent live announcements sparingly, for real emergencies only.").isEmpty)
    }

    @Test func usingALiveRoleIsStillRead() {
        #expect(!asserted(AnnounceRule.self, "Use a polite live region for routine notices.").isEmpty)
    }

    @Test func aParticipleBeforeTheComponentOpensAStatement() {
        #expect(!asserted(PlacementRule.self, "Added notices appear at the bottom of the window.").isEmpty)
    }
}
