import SpecModel
import Testing

@testable import SpecParser

/// A finding about people ("Studies show …") is not the component's rule, whatever timing it mentions; the component's
/// own sentence with the same timing is (sentences in our own words).
@Suite struct FindingSubjectTests {
    private let section = "Behaviors > Timing"

    @Test(arguments: [
        "Studies show most people glance at a notice for about 2 seconds.",
        "Research shows readers keep a notice in view for 6 seconds at most.",
    ])
    func aFindingWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence, section: section)
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending?.contains("not of the component") == true }, "\(rules)")
    }

    @Test func theComponentsOwnTimingIsAsserted() {
        let rules = ProseReading.rules("The notice shows for 6 seconds, then hides itself.", section: section)
        #expect(rules.compactMap { $0.as(AutoDismissRule.self) }.first?.seconds == 6)
        #expect(rules.allSatisfy { $0.pending == nil }, "\(rules)")
    }
}
