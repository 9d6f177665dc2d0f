import SpecModel
import Testing

@testable import SpecParser

/// The checks that ask "is this word the component?" accept every name the document gives it (a plural, a stated
/// other name), not only its title's last word (in our own words, about an invented "ribbon", also called a "strip", and a "panel", also called a "drawer").
@Suite struct OwnNameChecksTests {
    private let ribbon = RuleVocabulary(component: ["ribbon"], synonyms: ["strip"])
    /// A panel its document also calls a drawer.
    private let panel = RuleVocabulary(component: ["panel"], synonyms: ["drawer"])

    @Test func aPersistentOtherNameIsThePersistentComponent() {
        let rules = ProseReading.rules("Show a persistent strip while the upload is paused.", vocabulary: ribbon)
        #expect(rules.contains { $0.as(PersistentRule.self) != nil && $0.pending == nil }, "\(rules.map(\.pending))")
    }

    @Test func aPersistentWordOutsideTheDocumentsNamesStillQualifiesSomethingElse() {
        let rules = ProseReading.rules("Show a persistent strip while the upload is paused.")
        #expect(!rules.contains { $0.as(PersistentRule.self) != nil && $0.pending == nil }, "\(rules)")
    }

    @Test func missingTheComponentByItsPluralIsARiskToPeople() {
        let rules = ProseReading.rules("Readers using a magnifier may miss ribbons that disappear after 3 seconds.", vocabulary: ribbon)
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("miss") == true }, "\(rules)")
    }

    @Test func usingTheComponentByItsOtherNameSendsTheReaderNowhereElse() {
        let sentence = "Use a drawer that stays until the reader closes it."
        #expect(!RuleText(sentence, vocabulary: panel).recommendsAnotherComponent)
        #expect(RuleText(sentence, vocabulary: ribbon).recommendsAnotherComponent)
    }

    @Test func usingAnotherComponentStatesNothing() {
        let rules = ProseReading.rules("Use a drawer that stays until the reader closes it.", vocabulary: ribbon)
        #expect(rules.allSatisfy { $0.pending != nil }, "\(rules)")
    }
}
