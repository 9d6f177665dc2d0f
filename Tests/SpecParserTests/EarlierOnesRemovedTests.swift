import SpecModel
import Testing

@testable import SpecParser

/// A removal whose patient is qualified as shown earlier ("older notices are removed", "it removes the older ones")
/// says the oldest leaves when the limit is passed; a removal that ends a wait ("until the older one is dismissed") is
/// still a queue (in our own words).
@Suite struct EarlierOnesRemovedTests {
    private func overflow(_ sentence: String) -> MaxVisibleRule.Overflow? {
        ProseReading.asserted(MaxVisibleRule.self, sentence).first?.overflow
    }

    @Test(arguments: [
        "At most 4 visible notices. Older notices are removed when the limit is passed.",
        "Up to three ribbons show at once; earlier ones get dismissed as more arrive.",
        "No more than two notices show at a time: past that, it removes the older notices.",
    ])
    func earlierOnesRemovedAreEvicted(_ sentence: String) {
        #expect(overflow(sentence) == .evictOldest, "\(ProseReading.rules(sentence))")
    }

    @Test func aRemovalThatEndsTheWaitIsAQueue() {
        let sentence = "Only one notice shows at a time; a new one waits in the queue until the older one is dismissed."
        #expect(overflow(sentence) == .queue, "\(ProseReading.rules(sentence))")
    }

    @Test func aRemovalThatTimesTheNextOneIsNoEviction() {
        let sentence = "Only one ribbon is on screen at a time; the next one shows after the earlier one is closed."
        #expect(overflow(sentence) != .evictOldest, "\(ProseReading.rules(sentence))")
    }
}
