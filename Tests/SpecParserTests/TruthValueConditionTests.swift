import SpecModel
import Testing

@testable import SpecParser

/// Under a condition on a bare truth value ("if true", "when set to false", "(if set)"), before or after it, a main
/// clause that does not open with the component as its subject (a verb with none, or another thing) says what a
/// setting's value makes happen: the rule waits for a person (in our own words). A condition that names the component,
/// or a main clause whose subject is the component, still states.
@Suite struct TruthValueConditionTests {
    /// A document about a ribbon, which names its component.
    private let ribbon = RuleVocabulary(component: ["ribbon"])

    private func rules(_ sentence: String) -> [Rule] {
        ProseReading.rules(sentence, vocabulary: ribbon)
    }

    private func asserted(_ sentence: String) -> [Rule] {
        rules(sentence).filter { $0.pending == nil }
    }

    @Test(arguments: [
        "`loud` (Boolean): If true, uses an assertive live region instead of a polite one.",
        "`sticky` (bool): When set to true, keeps the ribbon on screen until someone closes it.",
        "`edge` (string): If enabled, docks the ribbon at the bottom of the window.",
        "`pinned` (bool): If set, holds the ribbon open until someone closes it.",
    ])
    func aSubjectlessVerbAfterATruthValueWaits(_ sentence: String) {
        #expect(asserted(sentence).isEmpty, "\(rules(sentence))")
        #expect(!rules(sentence).isEmpty, "the reading is kept, pending: \(rules(sentence))")
    }

    @Test(arguments: [
        "Closes when tapped (if set).",
        "Holds the ribbon open until someone closes it, if `pinned` is true.",
        "Pause the timer while the pointer rests on it, when `hold` is enabled.",
    ])
    func aTruthValueAfterItsMainClauseWaitsToo(_ sentence: String) {
        #expect(asserted(sentence).isEmpty, "\(rules(sentence))")
        #expect(rules(sentence).contains { $0.pending?.contains("setting's value") == true }, "\(rules(sentence))")
    }

    @Test func aMainClauseAboutAnotherThingWaits() {
        let sentence = "When `calm` is true, the region also takes a polite live region so that changes are announced."
        #expect(asserted(sentence).isEmpty, "\(rules(sentence))")
    }

    @Test func aLeadInNamingTheComponentGivesItsSubject() {
        let read = ProseReading.rules("if set, closes when tapped.", leadIn: "Each ribbon:", vocabulary: ribbon)
        #expect(read.contains { $0.as(DismissGesturesRule.self) != nil && $0.pending == nil }, "\(read)")
    }

    @Test(arguments: [
        "If set to true, the ribbon closes by itself after 6 seconds.",
        "When true, the ribbon is announced through a polite live region.",
        "If `pinned` is true, then it stays until someone closes it.",
        "The close button dismisses the ribbon when `closable` is set.",
        "Hovering over it pauses the timer, if `hold` is true.",
    ])
    func aMainClauseWhoseSubjectIsTheComponentStillStates(_ sentence: String) {
        #expect(asserted(sentence).count == 1, "\(rules(sentence))")
    }
}

/// An option's description opening with "Whether", after the option's name and type ("`x` (boolean): Whether …"),
/// describes the option: its rule waits unless the option is on by default (in our own words).
@Suite struct LabelledWhetherTests {
    @Test(arguments: [
        "`tapToClose` (boolean): Whether the ribbon closes when tapped.",
        "tapToClose (bool, optional): Whether the ribbon closes when tapped.",
    ])
    func aLabelledWhetherWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending != nil }, "\(rules)")
    }

    @Test func aLabelledWhetherOnByDefaultStates() {
        let rules = ProseReading.rules("`tapToClose` (boolean): Whether the ribbon closes when tapped. Defaults to true.")
        #expect(rules.contains { $0.as(DismissGesturesRule.self) != nil && $0.pending == nil }, "\(rules)")
    }
}
