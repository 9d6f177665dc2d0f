import SpecModel
import Testing

@testable import SpecParser

/// A tap its sentence denies after naming it, and a list of a setting's values each explained in a parenthesis,
/// state no dismissal (sentences in our own words); the same gestures stated are still read.
@Suite struct DeniedTapsAndValueListsTests {
    private let section = "Behaviors > Dismissal"

    /// The asserted gesture rules of `sentence`.
    private func gestures(_ sentence: String) -> [DismissGesturesRule] {
        ProseReading.rules(sentence, section: section).filter { $0.pending == nil }.compactMap { $0.as(DismissGesturesRule.self) }
    }

    @Test(arguments: [
        "Pressing Escape closes the panel, but clicking on its backdrop does not.",
        "Tapping the notice has no effect.",
    ])
    func aTapTheSentenceDeniesIsNoGesture(_ sentence: String) {
        #expect(!gestures(sentence).contains { $0.gestures.contains(.tapAnywhere) }, "\(ProseReading.rules(sentence, section: section))")
    }

    @Test func aTapOnTheBackdropThatClosesItIsStillATapOutside() {
        #expect(gestures("Clicking on its backdrop closes the panel.").contains { $0.gestures.contains(.tapAnywhere) })
    }

    @Test func aListOfValuesEachExplainedStatesNoRule() {
        let sentence = "off (the default), keys (Escape only), or all (Escape and a backdrop click)."
        let rules = ProseReading.rules(sentence, section: section)
        #expect(!rules.isEmpty, "\(rules)")
        #expect(rules.allSatisfy { $0.pending?.contains("lists a setting's values") == true }, "\(rules)")
    }

    @Test func aStatementWithAnAsideStillStatesItsRule() {
        let sentence = "The panel closes on Escape (a key) or on a backdrop click (anywhere outside it)."
        #expect(!gestures(sentence).isEmpty, "\(ProseReading.rules(sentence, section: section))")
    }
}
