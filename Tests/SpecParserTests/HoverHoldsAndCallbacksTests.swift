import SpecModel
import Testing

@testable import SpecParser

/// Readings that asserted a rule the sentence does not state (sentences in our own words): a stay that hovering
/// holds, a requirement denied through "usually", a change named as the subject, a divisor read as a duration, a
/// callback as the subject, and a tap on a named control read as a tap anywhere. Each has its counterpart that is
/// still asserted.
@Suite struct HoverHoldsAndCallbacksTests {
    /// The asserted rules of `kind`.
    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String, section: String = "Behaviors") -> [Value] {
        ProseReading.rules(sentence, section: section).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    @Test func aStayThatHoveringHoldsIsATimerPauseNotPersistence() {
        let sentence = "If you rest the pointer on a notice, it stays until you close it or move the pointer away."
        #expect(asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(asserted(TimerPauseRule.self, sentence).count == 1, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "The timer is interrupted while the pointer rests on the notice.",
        "Hovering over a notice interrupts its countdown.",
    ])
    func aTimerInterruptedByHoveringIsATimerPause(_ sentence: String) {
        #expect(asserted(TimerPauseRule.self, sentence).map(\.during) == [[.pointerHovering]], "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "Assertive notices interrupt the reader and hide after 5 seconds.",
        "The countdown is not interrupted by hovering.",
    ])
    func anInterruptionOfSomethingElseOrDeniedIsNoTimerPause(_ sentence: String) {
        #expect(asserted(TimerPauseRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aStayUntilSomeoneClosesItIsPersistence() {
        #expect(asserted(PersistentRule.self, "A notice stays until you close it.").count == 1)
    }

    @Test func aRequirementDeniedThroughAnAdverbIsNoPersistence() {
        let sentence = "A notice that does not usually require anyone's input to be closed."
        #expect(asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(asserted(PersistentRule.self, "A notice that requires someone's input to be closed.").count == 1)
    }

    @Test func aChangeAsTheSubjectIsAChangeNote() {
        let rules = ProseReading.rules("This PR makes notices pause their timer on hover.")
        #expect(!rules.isEmpty, "\(rules)")
        #expect(rules.allSatisfy { $0.pending?.contains("changelog") == true }, "\(rules)")
        #expect(asserted(TimerPauseRule.self, "This notice pauses its timer on hover.").count == 1)
    }

    @Test func aDivisorOfANamedValueIsNoDuration() {
        let rules = ProseReading.rules("The notice then waits hideTime / 2 ms before it hides.")
        #expect(!rules.contains { $0.as(AutoDismissRule.self)?.seconds == 0.002 }, "\(rules)")
        #expect(asserted(AutoDismissRule.self, "The notice hides 2 seconds after it appears.").map(\.seconds) == [2])
    }

    @Test func aCallbackAsTheSubjectStatesNoGesture() {
        let section = "Behaviors > Dismissal"
        let sentence = "Callback run when the action button of the notice is clicked."
        #expect(asserted(DismissGesturesRule.self, sentence, section: section).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(!asserted(DismissGesturesRule.self, "The notice closes when its action button is clicked.", section: section).isEmpty)
    }

    @Test func aTapOnANamedControlIsNoTapAnywhere() {
        let section = "Behaviors > Dismissal"
        let onControl = asserted(
            DismissGesturesRule.self,
            "The notice calls its close handler when this button is clicked.",
            section: section
        )
        #expect(!onControl.contains { $0.gestures.contains(.tapAnywhere) }, "\(onControl)")
        let anywhere = asserted(DismissGesturesRule.self, "The notice closes when it is clicked.", section: section)
        #expect(anywhere.contains { $0.gestures.contains(.tapAnywhere) }, "\(anywhere)")
    }
}
