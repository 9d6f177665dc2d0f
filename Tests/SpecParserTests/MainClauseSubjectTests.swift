import SpecModel
import Testing

@testable import SpecParser

/// After an opening condition, the main clause's subject is the sentence's: a page, a value or another thing there
/// speaks of that, not of the component; the component or a pronoun there is still read (sentences in our own words).
@Suite struct MainClauseSubjectTests {
    @Test(arguments: [
        "When the soft keyboard opens, the page scrolls to the top.",
        "Once the form is sent, the page jumps to the bottom.",
    ])
    func anotherThingAfterTheConditionWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence, section: "Behaviors > Placement")
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending?.contains("not of the component") == true }, "\(rules)")
    }

    @Test(arguments: [
        "After the form is sent, the notice is announced politely.",
        "When the form is sent, it is announced politely.",
    ])
    func theComponentAfterTheConditionIsRead(_ sentence: String) {
        let rules = ProseReading.rules(sentence, section: "Accessibility")
        #expect(rules.contains { $0.as(AnnounceRule.self) != nil })
        #expect(rules.allSatisfy { $0.pending == nil }, "\(rules)")
    }
}
