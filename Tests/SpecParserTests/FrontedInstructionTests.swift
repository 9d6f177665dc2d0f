import SpecModel
import Testing

@testable import SpecParser

/// A bare verb addressed to the reader after a fronted phrase of place or means ("Inside any screen, call …") opens the
/// sentence's main clause, so the sentence instructs the developer and every rule in it waits (in our own words); a
/// fronted phrase before the component's own verb still states the rule.
@Suite struct FrontedInstructionTests {
    @Test(arguments: [
        ("Inside any screen, call `showForever()` to keep the ribbon up until it is closed.", "persistent"),
        ("From a view controller, pass `.sticky` so the ribbon stays until someone dismisses it.", "persistent"),
        ("In your layout file, add the `pinned` flag and the ribbon is displayed at the top of the window.", "placement"),
        ("For a ribbon that never times out, call `present(forever:)` on the shared center.", "persistent"),
    ])
    func anInstructionAfterAFrontedPhraseOffers(_ sentence: String, kind: String) {
        let rules = ProseReading.rules(sentence).filter { $0.kind == kind }
        #expect(!rules.isEmpty, "\(ProseReading.rules(sentence))")
        #expect(rules.allSatisfy { $0.pending?.contains("an instruction to the developer") == true }, "\(rules)")
    }

    @Test func theComponentsOwnVerbAfterAFrontedPhraseStates() {
        #expect(ProseReading.asserted(PlacementRule.self, "On small screens, the ribbon appears at the bottom of the window.").count == 1)
        #expect(ProseReading.asserted(PersistentRule.self, "In a split view, the ribbon stays until someone closes it.").count == 1)
    }
}
