import SpecModel
import Testing

@testable import SpecParser

/// A term defined ("… is when …") and an animation as the subject state no rule of the component (sentences in our
/// own words); the component doing the same is still read.
@Suite struct DefinitionsAndAnimationSubjectsTests {
    private let section = "Behaviors > Dismissal"

    /// The asserted gesture rules of `sentence`.
    private func gestures(_ sentence: String) -> [DismissGesturesRule] {
        ProseReading.rules(sentence, section: section).filter { $0.pending == nil }.compactMap { $0.as(DismissGesturesRule.self) }
    }

    @Test func aTermDefinedIsNoRule() {
        let rules = ProseReading.rules("Soft closing is when someone taps anywhere outside the panel.", section: section)
        #expect(!rules.isEmpty, "\(rules)")
        #expect(rules.allSatisfy { $0.pending?.contains("defines a term") == true }, "\(rules)")
    }

    @Test func thePanelClosingOnATapOutsideIsARule() {
        #expect(!gestures("The panel closes when someone taps anywhere outside it.").isEmpty)
    }

    @Test func anAnimationAsTheSubjectStatesNoGesture() {
        let sentence = "A fade animation starts once someone presses the close button."
        #expect(gestures(sentence).isEmpty, "\(ProseReading.rules(sentence, section: section))")
        #expect(!gestures("The panel closes once someone presses the close button.").isEmpty)
    }
}
