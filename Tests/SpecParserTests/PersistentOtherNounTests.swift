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

    /// "infinite" or "indefinite" right before another noun says that thing goes on without end.
    @Test(arguments: [
        "Keep it away from endless feeds and infinite lists.",
        "Infinite scrolling pages are a poor home for this overlay.",
        "It is not meant for indefinite background syncs or infinite loading spinners on feeds.",
        "Poor fits: pull to refresh, infinite scrolling, sending a message.",
    ])
    func anEndlessOtherThingStatesNoPersistence(_ sentence: String) {
        #expect(persistent(sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "An infinite notice remains on screen until it is dismissed.",
        "It shows for an indefinite duration when it carries an action.",
        "Passing no duration creates an infinite Ribbon that only code removes.",
        "The notice stays indefinitely until someone closes it.",
    ])
    func anEndlessComponentOrLifetimeIsPersistent(_ sentence: String) {
        #expect(persistent(sentence).count == 1, "\(ProseReading.rules(sentence))")
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
