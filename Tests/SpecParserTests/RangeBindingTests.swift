import SpecModel
import Testing

@testable import SpecParser

/// A range the rule kind keeps as one value is not guessed from one of its ends: the rule waits and says so (sentences in
/// our own words). A kind that keeps a range, and a single value in an aside, still read.
@Suite struct RangeBindingTests {
    private let section = "Behaviors > Timing"

    @Test(arguments: [
        "Opening delay (150–450 ms), so that passing pointers do not open it.",
        "The hint opens after 200 to 600 milliseconds of hovering.",
    ])
    func aRangeReadAsOneValueWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence, section: section).filter { $0.as(AppearanceDelayRule.self) != nil }
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending?.contains("a range read as one value") == true }, "\(rules)")
    }

    @Test func aKindThatKeepsTheRangeStillReads() {
        let rules = ProseReading.rules("The notice closes itself after 3–8 seconds.", section: section)
        #expect(rules.compactMap { $0.as(AutoDismissRule.self) }.first?.maximumSeconds == 8)
        #expect(rules.allSatisfy { $0.pending == nil }, "\(rules)")
    }

    @Test func oneValueInAnAsideStillReads() {
        let rules = ProseReading.rules("The hint opens after a short pause (about 400 ms) on hover.", section: section)
        #expect(rules.compactMap { $0.as(AppearanceDelayRule.self) }.first?.seconds == 0.4)
        #expect(rules.allSatisfy { $0.pending == nil }, "\(rules)")
    }
}
