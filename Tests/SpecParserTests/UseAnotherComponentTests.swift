import SpecModel
import Testing

@testable import SpecParser

/// "Use a modal dialog that the reader must close" sends the reader to another component: nothing it says is a rule
/// of this one (in our own words). Using the component itself, or a region of the page, still reads.
@Suite struct UseAnotherComponentTests {
    private let ribbon = RuleVocabulary(component: ["ribbon"])

    @Test(arguments: [
        "If the problem needs action at once, use a modal dialog that the reader must close.",
        "For long content, use a side drawer that stays open until it is closed.",
    ])
    func sendingTheReaderElsewhereStatesNothing(_ sentence: String) {
        #expect(ProseReading.rules(sentence, vocabulary: ribbon).filter { $0.pending == nil }.isEmpty)
    }

    @Test func usingTheComponentItselfStillReads() {
        let rules = ProseReading.rules("Use a ribbon that stays until the reader closes it.", vocabulary: ribbon)
        #expect(rules.contains { $0.as(PersistentRule.self) != nil && $0.pending == nil }, "\(rules)")
    }
}
