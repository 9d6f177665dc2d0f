import SpecModel
import Testing

@testable import SpecParser

/// Whether a word is the component is one decision, `RuleVocabulary.namesComponent`, asked by every recogniser: a
/// kind noun for a transient message, or one of the document's own names in either number; never a word of the name
/// that places or joins (in our own words, about invented components).
@Suite struct OwnComponentDecisionTests {
    @Test func theNamesNounInEitherNumberIsTheComponent() {
        let vocabulary = RuleVocabulary(component: ["pebble", "sheet"])
        #expect(vocabulary.namesComponent("sheet"))
        #expect(vocabulary.namesComponent("sheets"))
        #expect(vocabulary.namesComponent("pebbles"))
    }

    @Test func aWordThatPlacesOrJoinsIsNotTheComponent() {
        let sheet = RuleVocabulary(component: ["bottom", "sheet"])
        #expect(!sheet.namesComponent("bottom"))
        #expect(sheet.namesComponent("sheets"))
        let pair = RuleVocabulary(component: ["pebble", "and", "chip"])
        #expect(!pair.namesComponent("and"))
        #expect(pair.namesComponent("chip"))
    }

    @Test func aStatedSynonymAndAKindNounAreTheComponentAnotherWidgetIsNot() {
        let vocabulary = RuleVocabulary(component: ["pebble"], synonyms: ["callout"])
        #expect(vocabulary.namesComponent("callouts"))
        #expect(vocabulary.namesComponent("toast"))
        #expect(!vocabulary.namesComponent("drawer"))
        #expect(!vocabulary.namesComponent("menu"))
    }

    @Test func theTimerOfTheComponentsPluralPauses() {
        // "Pause the pebbles": the plural of the name is what pauses, so its timer pauses (the bare last word missed it).
        let pebble = RuleVocabulary(component: ["pebble"])
        let rules = ProseReading.rules("Hovering will pause the pebbles.", vocabulary: pebble)
        #expect(rules.contains { $0.as(TimerPauseRule.self) != nil && $0.pending == nil }, "\(rules)")
        let other = ProseReading.rules("Hovering will pause the video.", vocabulary: pebble)
        #expect(!other.contains { $0.as(TimerPauseRule.self) != nil && $0.pending == nil }, "\(other)")
    }
}
