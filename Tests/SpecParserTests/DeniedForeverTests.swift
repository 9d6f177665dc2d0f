import SpecModel
import Testing

@testable import SpecParser

/// "forever" or "indefinitely" at the end of a verb phrase the clause denies states no persistence (in our own
/// words); a joined verb that is not denied still does.
@Suite struct DeniedForeverTests {
    private func persistent(_ sentence: String) -> [Rule] {
        ProseReading.rules(sentence).filter { $0.as(PersistentRule.self) != nil && $0.pending == nil }
    }

    @Test(arguments: [
        "Readers who have seen the notice should not see it forever.",
        "The notice will not keep its place on screen indefinitely.",
    ])
    func aDeniedVerbPhraseStatesNoPersistence(_ sentence: String) {
        #expect(persistent(sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "The notice stays on screen forever.",
        "The notice doesn't close by itself and stays forever.",
    ])
    func anUndeniedForeverIsStillPersistent(_ sentence: String) {
        #expect(persistent(sentence).count == 1, "\(ProseReading.rules(sentence))")
    }
}
