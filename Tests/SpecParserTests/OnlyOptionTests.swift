import SpecModel
import Testing

@testable import SpecParser

/// A gesture said to be (or not to be) "the only option" is called one option among others: it is offered, not stated as
/// the component's rule (in our own words); a gesture that plainly closes the component still states.
@Suite struct OnlyOptionTests {
    @Test(arguments: [
        "Swiping to dismiss should not be the only option for keyboard users.",
        "Clicking outside the notice to close it must never be the only option.",
        "Dragging down to close cannot be the only option people have.",
    ])
    func theOnlyOptionIsOffered(_ sentence: String) {
        #expect(ProseReading.asserted(DismissGesturesRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aGestureThatClosesStates() {
        #expect(ProseReading.asserted(DismissGesturesRule.self, "Tapping the backdrop closes the notice.").count == 1)
    }
}
