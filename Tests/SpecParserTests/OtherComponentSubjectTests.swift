import SpecModel
import Testing

@testable import SpecParser

/// A sentence whose subject is another component or a region of the page ("The menu …", "The side panel …") says
/// that thing's behaviour: its rules wait, with the thing named (in our own words). When the document is about that
/// component, the same sentence states.
@Suite struct OtherComponentSubjectTests {
    private let ribbon = RuleVocabulary(component: ["ribbon"])

    @Test(arguments: [
        "The menu opens below its trigger and closes when Escape is pressed.",
        "The bottom sheet can be closed by swiping down.",
        "The drawer closes when the reader taps outside it.",
    ])
    func anotherComponentsBehaviourWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence, vocabulary: ribbon)
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("not of the component") == true }, "\(rules)")
    }

    @Test func theDocumentsOwnComponentStates() {
        let menu = RuleVocabulary(component: ["menu"])
        let rules = ProseReading.rules("The menu opens below its trigger and closes when Escape is pressed.", vocabulary: menu)
        #expect(rules.contains { $0.as(EscapeDismissRule.self) != nil && $0.pending == nil }, "\(rules)")
    }

    @Test func theComponentBesideAnotherStillStates() {
        let rules = ProseReading.rules("The ribbon closes when Escape is pressed, even inside a dialog.", vocabulary: ribbon)
        #expect(rules.contains { $0.as(EscapeDismissRule.self) != nil && $0.pending == nil }, "\(rules)")
    }
}
