import SpecModel
import Testing

@testable import SpecParser

/// In a document about one kind of component, a clause about another kind ("toasts leave after 5 seconds" in a
/// banner's page) or a contrast with one ("Unlike a toast, which …") states that other component's behaviour: what
/// is read only from it waits, and the rest of the sentence still states (in our own words).
@Suite struct ContrastedComponentTests {
    private let banner = RuleVocabulary(component: ["banner"])

    private func asserted(_ sentence: String, vocabulary: RuleVocabulary) -> [String] {
        ProseReading.rules(sentence, vocabulary: vocabulary).filter { $0.pending == nil }.map { type(of: $0.value).kind }
    }

    @Test(arguments: [
        "Unlike a toast, which disappears after 5 seconds, the banner stays until the reader closes it.",
        "Toasts disappear after 5 seconds; banners stay until they are dismissed.",
    ])
    func theOtherComponentsTimingWaits(_ sentence: String) {
        let kinds = asserted(sentence, vocabulary: banner)
        #expect(!kinds.contains(AutoDismissRule.kind) && kinds.contains(PersistentRule.kind), "\(kinds)")
    }

    /// A relative clause speaks of its antecedent: after another kind named as an object, it places that kind.
    @Test(arguments: [
        "The platform ships a toast, which by default sits at the bottom of the screen.",
        "Our app also uses the system snackbar, which appears at the bottom edge.",
        "The OS provides Snackbar, which by default, shows messages at the bottom.",
    ])
    func aRelativeClauseAboutAnotherKindWaits(_ sentence: String) {
        #expect(!asserted(sentence, vocabulary: banner).contains(PlacementRule.kind), "\(ProseReading.rules(sentence, vocabulary: banner))")
    }

    @Test func aRelativeClauseAboutTheOwnKindStates() {
        let kinds = asserted("The banner, which by default sits at the top of the page, stays until someone closes it.", vocabulary: banner)
        #expect(kinds.contains(PlacementRule.kind) && kinds.contains(PersistentRule.kind), "\(kinds)")
    }

    @Test func theSameWordsStateInTheOtherComponentsOwnDocument() {
        let kinds = asserted("Toasts disappear after 5 seconds.", vocabulary: RuleVocabulary(component: ["toast"]))
        #expect(kinds == [AutoDismissRule.kind])
    }

    @Test func aSynonymOfTheOwnKindStates() {
        let toast = RuleVocabulary(component: ["toast"], synonyms: ["snackbar"])
        #expect(asserted("Snackbars disappear after 5 seconds.", vocabulary: toast) == [AutoDismissRule.kind])
        #expect(!asserted("Banners disappear after 5 seconds.", vocabulary: toast).contains(AutoDismissRule.kind))
    }

    @Test(arguments: ["The banner disappears after 5 seconds.", "Toasts and banners disappear after 5 seconds."])
    func aBannerSentenceStillStates(_ sentence: String) {
        #expect(asserted(sentence, vocabulary: banner) == [AutoDismissRule.kind])
    }
}
