import SpecModel
import Testing

@testable import SpecParser

/// Readings that looked complete but were not (sentences in our own words): a time that grows with the text is no one
/// timeout, an edge of a region tied to something else is not the screen's, an alignment the sentence denies is not
/// the component's, a sentence under a demo heading describes the page's demonstration, and one whose condition is an
/// earlier sentence's ("In this case …") holds only there.
@Suite struct UnsettledPlaceAndRateTests {
    @Test(arguments: [
        "Each ribbon stays for 2 seconds plus 80 ms per word.",
        "Work out how long the ribbon stays from its text: 2 seconds and 50 milliseconds per character.",
    ])
    func aTimeThatGrowsWithTheTextWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence).filter { $0.as(AutoDismissRule.self) != nil }
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending?.contains("grows with the content") == true }, "\(rules)")
    }

    @Test func aTimeWithoutARateStillReads() {
        #expect(ProseReading.asserted(AutoDismissRule.self, "Each ribbon stays for 2 seconds, then leaves.").first?.seconds == 2)
    }

    @Test func aRateInAnAsideLeavesTheRuleAlone() {
        let sentence = "Each ribbon stays for 6 seconds (readers take about 200 ms per word)."
        #expect(ProseReading.asserted(AutoDismissRule.self, sentence).first?.seconds == 6)
    }

    @Test(arguments: [
        "Ribbons show at the top of the affected area.",
        "The ribbon sits at the bottom of the related section.",
    ])
    func anEdgeOfARegionTiedToSomethingElseIsNoPlacement(_ sentence: String) {
        #expect(ProseReading.rules(sentence).compactMap { $0.as(PlacementRule.self) }.isEmpty)
    }

    @Test func anEdgeOfTheScreenStillPlaces() {
        #expect(ProseReading.asserted(PlacementRule.self, "Ribbons show at the top of the screen.").first?.edge == .top)
    }

    @Test(arguments: [
        "The ribbon shows at the top of the window, not in the center of it.",
        "The ribbon shows at the top of the window and is never centred.",
    ])
    func aDeniedAlignmentIsNotTheComponents(_ sentence: String) {
        let placement = ProseReading.asserted(PlacementRule.self, sentence).first
        #expect(placement?.edge == .top)
        #expect(placement?.alignment == nil)
    }

    @Test func aStatedAlignmentStillReads() {
        let sentence = "The ribbon shows at the top of the window, in the center of the window."
        #expect(ProseReading.asserted(PlacementRule.self, sentence).first?.alignment == .center)
    }

    @Test(arguments: ["Behaviors > Demo", "Behaviors > Live demos", "Behaviors > Playground"])
    func aSentenceUnderADemoHeadingWaits(_ section: String) {
        let rules = ProseReading.rules("The ribbon sits at the bottom-left of the screen.", section: section)
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending?.contains("example on the page") == true }, "\(rules)")
    }

    @Test func theSameSentenceUnderAnotherHeadingReads() {
        let rules = ProseReading.rules("The ribbon sits at the bottom-left of the screen.", section: "Behaviors > Placement")
        #expect(rules.compactMap { $0.as(PlacementRule.self) }.first?.edge == .bottom)
        #expect(rules.allSatisfy { $0.pending == nil }, "\(rules)")
    }

    @Test(arguments: [
        "In this case the ribbon stays until it is closed.",
        "In such cases, the ribbon stays until it is closed.",
        "If so, the ribbon stays until it is closed.",
        "Otherwise, the ribbon stays until it is closed.",
    ])
    func aSentenceHoldingInACaseToldBeforeWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending?.contains("a case told before it") == true }, "\(rules)")
    }

    @Test(arguments: [
        "In both cases the ribbon stays until it is closed.",
        "If not set, the ribbon stays until it is closed.",
    ])
    func aSentenceHoldingEverywhereStillReads(_ sentence: String) {
        #expect(!ProseReading.asserted(PersistentRule.self, sentence).isEmpty)
    }
}
