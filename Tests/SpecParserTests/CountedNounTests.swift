import SpecModel
import Testing

@testable import SpecParser

/// A count said to be of something else ("the count of unread messages, up to 99") bounds that, not how many instances
/// show; a count of the component's own instances is still its limit (sentences in our own words).
@Suite struct CountedNounTests {
    private let section = "Behaviors > Stacking"

    private func limits(_ sentence: String) -> [Rule] {
        ProseReading.rules(sentence, section: section).filter { $0.as(MaxVisibleRule.self) != nil }
    }

    @Test(arguments: [
        "The notice shows the count of pending uploads, up to 50.",
        "Each notice displays the number of new replies, at most 9.",
    ])
    func aCountOfAnotherNounWaits(_ sentence: String) {
        let rules = limits(sentence)
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending?.contains("not instances of the component") == true }, "\(rules)")
    }

    @Test(arguments: [
        "At most two notices show at a time; the number of notices is kept at two.",
        "Limit the number of simultaneous stacked notices to three.",
    ])
    func aCountOfTheComponentIsItsLimit(_ sentence: String) {
        let rules = limits(sentence)
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending == nil }, "\(rules)")
    }
}
