import SpecModel
import Testing

@testable import SpecParser

/// "persistent" after a determiner or a count qualifies the noun that follows it: when that noun is not the component,
/// the thing that persists is something else (in our own words); a persistent component still is one.
@Suite struct PersistentOtherNounTests {
    private func persistent(_ sentence: String) -> [Rule] {
        ProseReading.rules(sentence).filter { $0.as(PersistentRule.self) != nil && $0.pending == nil }
    }

    @Test(arguments: [
        "Each chime is written into one of two persistent live regions, so screen readers hear it once.",
        "The ribbon sits below a persistent header that holds the page title.",
    ])
    func anotherNounThatPersistsStatesNoPersistence(_ sentence: String) {
        #expect(persistent(sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "The ribbon is persistent and stays until someone closes it.",
        "Show a persistent notification while the upload is paused.",
        "A persistent, dismissible notice stays until the reader closes it.",
    ])
    func thePersistentComponentIsStillPersistent(_ sentence: String) {
        #expect(persistent(sentence).count == 1, "\(ProseReading.rules(sentence))")
    }
}
