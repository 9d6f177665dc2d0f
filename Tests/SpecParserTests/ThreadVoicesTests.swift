import SpecModel
import Testing

@testable import SpecParser

/// Sentences from issue threads and commit logs that state no rule (in our own words): a question, a person speaking
/// for themselves, a conventional commit subject and "this change" as the subject. Each has a counterpart that is
/// still asserted.
@Suite struct ThreadVoicesTests {
    /// The asserted rules of the sentence.
    private func asserted(_ sentence: String) -> [Rule] {
        ProseReading.rules(sentence).filter { $0.pending == nil }
    }

    @Test(arguments: [
        "Is there a way to make the notice stay on screen until it is closed?",
        "I hope we can dismiss the notice by swiping it left or right.",
        "As it slides in from below, dismissing it by a swipe down makes sense, I agree with that.",
        "hope you add swipe to dismiss to the notice soon.",
        "both Escape and a tap on the backdrop close the notice in my app.",
        "feat: close the notice on backdrop click",
        "fix(notice): hide after 5 seconds",
        "This change lets people dismiss the notice with the Escape key.",
    ])
    func aThreadVoiceStatesNoRule(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty, "the sentence should still be read, then wait: \(rules)")
        #expect(asserted(sentence).isEmpty, "\(rules)")
    }

    @Test(arguments: [
        "The notice stays on screen until it is closed.",
        "Swipe the notice away to the left to dismiss it.",
        "The notice hides after 5 seconds, i.e. once its timer runs out.",
        "Pressing Escape dismisses the notice.",
    ])
    func aStatementIsStillAsserted(_ sentence: String) {
        #expect(!asserted(sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }
}
