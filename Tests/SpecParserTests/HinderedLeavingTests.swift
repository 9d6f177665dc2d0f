import SpecModel
import Testing

@testable import SpecParser

/// What a verb of hindering holds back does not happen ("prevents it from closing"), and a sentence that opens with
/// "Prevent" forbids what it describes (in our own words); a plain statement of leaving still reads.
@Suite struct HinderedLeavingTests {
    /// The rules asserted in a document about a ribbon (a tap's object must name the component to be a tap on it).
    private func asserted(_ sentence: String) -> [Rule] {
        ProseReading.rules(sentence, vocabulary: RuleVocabulary(component: ["ribbon"])).filter { $0.pending == nil }
    }

    @Test(arguments: [
        "Prevent dismissal by tap while swiping is switched on.",
        "Stop the ribbon from closing when it is tapped.",
        "A pinned ribbon keeps the reader from dismissing it with a swipe.",
    ])
    func aHinderedDismissalIsNoGesture(_ sentence: String) {
        let gestures = asserted(sentence).filter { $0.as(DismissGesturesRule.self) != nil }
        #expect(gestures.isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "Tapping the ribbon closes it.",
        "The ribbon closes when the reader swipes it away, which keeps the page clear.",
    ])
    func aStatedDismissalStillReads(_ sentence: String) {
        let gestures = asserted(sentence).filter { $0.as(DismissGesturesRule.self) != nil }
        #expect(gestures.count == 1, "\(ProseReading.rules(sentence))")
    }
}
