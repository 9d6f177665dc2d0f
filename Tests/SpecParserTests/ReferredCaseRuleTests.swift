import SpecModel
import Testing

@testable import SpecParser

/// A clause that refers back to a case told elsewhere ("in which case", "otherwise", "in those cases") holds only in
/// that case, so a rule read only there waits; the clause that states it plainly is still asserted. Sentences in our
/// own words.
@Suite struct ReferredCaseRuleTests {
    @Test(arguments: [
        "The ribbon can be made closable, in which case a close button is always shown.",
        "The ribbon may carry a timer; otherwise it stays until the reader closes it.",
        "Otherwise the ribbon stays until the reader closes it.",
        "The ribbon closes on its own when it has no link; otherwise, it stays until the reader closes it.",
        "A ribbon that holds a form is different: it stays until the reader closes it in those cases.",
    ])
    func aRuleReadOnlyInAReferredCaseWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence).filter { $0.as(PersistentRule.self) != nil || $0.as(DismissGesturesRule.self) != nil }
        #expect(!rules.isEmpty, "the rule is still read, so a person sees it")
        #expect(rules.allSatisfy { $0.pending != nil }, "\(rules)")
    }

    @Test func theReasonNamesTheReferringWords() {
        let waiting = ProseReading.waiting(PersistentRule.self, "Otherwise the ribbon stays until the reader closes it.")
        #expect(waiting.contains { $0.contains("a case told elsewhere (“otherwise”)") }, "\(waiting)")
    }

    @Test(arguments: [
        "The ribbon stays until the reader closes it, in every case.",
        "In all cases the ribbon stays until the reader closes it.",
        "The ribbon stays until the reader closes it with its close button.",
    ])
    func aRuleStatedForEveryCaseIsAsserted(_ sentence: String) {
        #expect(!ProseReading.asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aRuleStatedBeforeTheReferredCaseIsAsserted() {
        let sentence = "The ribbon closes after 6 seconds, in which case its timer is reset on hover."
        #expect(ProseReading.asserted(AutoDismissRule.self, sentence).map(\.seconds) == [6], "\(ProseReading.rules(sentence))")
    }
}
