import SpecModel
import Testing

@testable import SpecParser

/// After a condition on a bare truth value ("if true", "when set to false"), a verb with no subject of its own says
/// what a setting's value makes happen: the rule waits for a person (in our own words). A condition that names the
/// component, or a main clause with its own subject, still states.
@Suite struct TruthValueConditionTests {
    private func asserted(_ sentence: String) -> [Rule] {
        ProseReading.rules(sentence).filter { $0.pending == nil }
    }

    @Test(arguments: [
        "`loud` (Boolean): If true, uses an assertive live region instead of a polite one.",
        "`sticky` (bool): When set to true, keeps the ribbon on screen until someone closes it.",
        "`edge` (string): If enabled, docks the ribbon at the bottom of the window.",
        "`pinned` (bool): If set, holds the ribbon open until someone closes it.",
    ])
    func aSubjectlessVerbAfterATruthValueWaits(_ sentence: String) {
        #expect(asserted(sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(!ProseReading.rules(sentence).isEmpty, "the reading is kept, pending: \(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "If set to true, the ribbon closes by itself after 6 seconds.",
        "When true, the ribbon is announced through a polite live region.",
    ])
    func aMainClauseWithItsOwnSubjectStillStates(_ sentence: String) {
        #expect(asserted(sentence).count == 1, "\(ProseReading.rules(sentence))")
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
