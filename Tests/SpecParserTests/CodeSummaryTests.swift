import SpecModel
import Testing

@testable import SpecParser

/// A verb with no subject whose object is code ("Registers a callback that …") summarises what a method does, so the
/// rules it mentions wait; a subjectless verb about the component itself still states (in our own words).
@Suite struct CodeSummaryTests {
    @Test(arguments: [
        "Attaches a keydown listener to the document so Escape closes the notice.",
        "Registers a callback that hides the notice when someone taps outside it.",
        "Removes the pointer handler from the backdrop that closed the notice on an outside tap.",
    ])
    func aSummaryOfCodeWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("what code does") == true }, "\(rules)")
    }

    @Test(arguments: ["Closes when someone taps outside it.", "Dismisses itself after five seconds."])
    func theComponentsOwnSubjectlessVerbStates(_ sentence: String) {
        #expect(ProseReading.rules(sentence).contains { $0.pending == nil }, "\(ProseReading.rules(sentence))")
    }
}
