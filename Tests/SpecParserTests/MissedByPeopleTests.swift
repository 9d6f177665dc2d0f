import SpecModel
import Testing

@testable import SpecParser

/// A sentence about what people may miss ("readers may miss a notice that disappears after 3 seconds") is a risk to
/// people, not a rule of the component: what it reads waits (in our own words). The component's own statement of the
/// same timing still states.
@Suite struct MissedByPeopleTests {
    @Test(arguments: [
        "Readers using a magnifier may miss a notice that disappears after 3 seconds.",
        "People easily overlook a notice at the bottom of a wide screen.",
    ])
    func aRiskToPeopleWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("miss") == true }, "\(rules)")
    }

    @Test func theComponentsTimingStillStates() {
        let rules = ProseReading.rules("The notice disappears after 3 seconds, so no reader misses the page behind it.")
        #expect(rules.contains { $0.as(AutoDismissRule.self) != nil && $0.pending == nil }, "\(rules)")
    }
}
