import SpecModel
import Testing

@testable import SpecParser

/// A close control that may be absent, a stickiness denied, and a developer's code instruction after a statement
/// state no rule (sentences in our own words); their stated counterparts are still read.
@Suite struct AbsentControlsAndCodeInstructionsTests {
    /// The asserted rules of `kind`.
    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String, section: String = "Behaviors") -> [Value] {
        ProseReading.rules(sentence, section: section).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    @Test func aCloseControlThatMayBeAbsentIsNoGesture() {
        let sentence = "Tab moves to the action, then to the close button, when present."
        #expect(asserted(DismissGesturesRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aCloseControlAlwaysPresentIsTheWayToCloseIt() {
        let found = asserted(DismissGesturesRule.self, "A close button is always present on the notice.")
        #expect(found.contains { $0.gestures.contains(.tapClose) }, "\(found)")
    }

    @Test func aDeniedStickinessIsNoPersistence() {
        #expect(asserted(PersistentRule.self, "Notices are not sticky and can be dismissed.").isEmpty)
        #expect(asserted(PersistentRule.self, "Error notices are sticky until dismissed.").count == 1)
    }

    @Test func aCodeInstructionAfterAStatementStatesNoPlacement() {
        let sentence = "The notice fills its parent’s width — mount it at the top of your screen."
        #expect(asserted(PlacementRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(!asserted(PlacementRule.self, "The notice fills its parent’s width at the top of your screen.").isEmpty)
    }
}
