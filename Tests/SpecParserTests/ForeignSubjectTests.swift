import SpecModel
import Testing

@testable import SpecParser

/// A clause whose subject is another widget, a region of the page, a drawn part or a platform's own widget asserts
/// nothing about the component; the same clause about the component does. Sentences in our own words, about an
/// invented "notice".
@Suite struct ForeignSubjectTests {
    private let notice = RuleVocabulary(component: ["notice"])

    private func rules(_ sentence: String, vocabulary: RuleVocabulary? = nil) -> [Rule] {
        ProseReading.rules(sentence, vocabulary: vocabulary ?? notice)
    }

    @Test(arguments: [
        "The sticky header sits at the top of the window.",
        "The toolbar stays pinned to the bottom edge.",
        "The page footer remains at the bottom.",
        "A dropdown menu hides after 3 seconds.",
    ])
    func anotherWidgetOrRegionWaits(_ sentence: String) {
        let read = rules(sentence)
        #expect(!read.isEmpty && read.allSatisfy { $0.pending?.contains("not of the component") == true }, "\(read)")
    }

    @Test(arguments: [
        "The default Android notice hides after four seconds.",
        "Native notices disappear after 3 seconds.",
        "The system notice is dismissed after 5 seconds.",
        "The browser's own notice sits at the top of the window.",
    ])
    func aPlatformsOwnWidgetWaits(_ sentence: String) {
        let read = rules(sentence)
        #expect(!read.isEmpty && read.allSatisfy { $0.pending != nil }, "\(read)")
    }

    @Test(arguments: [
        "The focus ring sits at the top edge.", "The keyboard focus ring hides after 3 seconds.",
        "The backdrop stays until the notice closes.",
    ])
    func aDrawnPartAssertsNothing(_ sentence: String) {
        #expect(rules(sentence).allSatisfy { $0.pending != nil }, "\(rules(sentence))")
    }

    @Test(arguments: [
        "The notice sits at the top of the page.",
        "The default notice hides after four seconds.",
        "It hides after four seconds.",
        "The default Error notice hides after eight seconds.",
        "The React Native notice hides after four seconds.",
        "Each notice below the header hides after four seconds.",
    ])
    func theComponentItselfIsStillAsserted(_ sentence: String) {
        let read = rules(sentence)
        #expect(!read.isEmpty && read.allSatisfy { $0.pending == nil }, "\(read)")
    }

    @Test func aDocumentAboutTheWidgetKeepsItsOwnName() {
        let header = RuleVocabulary(component: ["sticky", "header"])
        let read = rules("The sticky header sits at the top of the window.", vocabulary: header)
        #expect(read.first?.as(PlacementRule.self)?.edge == .top && read.first?.pending == nil, "\(read)")
    }
}
