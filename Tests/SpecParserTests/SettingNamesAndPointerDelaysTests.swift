import SpecModel
import Testing

@testable import SpecParser

/// Three readings that made a rule out of a sentence that states none (sentences in our own words): a sentence whose
/// subject is a setting's code name, a change note that names the component, and a delay timed from the pointer
/// leaving. Each has its counterpart that is still asserted.
@Suite struct SettingNamesAndPointerDelaysTests {
    /// The asserted rules of `kind`.
    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String) -> [Value] {
        ProseReading.rules(sentence).filter { $0.pending == nil }.compactMap { $0.as(kind) }
    }

    // MARK: A setting's code name as the subject

    @Test func aSettingNamedInCodeSpeaksOfTheSetting() {
        let rules = ProseReading.rules("`glow` turns the notice into a polite live region so screen readers announce it.")
        #expect(!rules.isEmpty, "\(rules)")
        #expect(rules.allSatisfy { $0.pending?.contains("glow") == true }, "\(rules)")
    }

    @Test(arguments: [
        "`aria-live` makes screen readers announce the notice when it appears.",
        "`x-notice` announces its text to screen readers when it appears.",
        "`NoticeView` announces its text to screen readers when it appears.",
    ])
    func anAttributeATagOrATypeNameIsStillAsserted(_ sentence: String) {
        #expect(asserted(AnnounceRule.self, sentence).count == 1, "\(ProseReading.rules(sentence))")
    }

    // MARK: Change notes

    @Test func aChangedValueNamingTheComponentIsAChangeNote() {
        let rules = ProseReading.rules("Changed notice duration to 9 seconds")
        #expect(!rules.isEmpty, "\(rules)")
        #expect(rules.allSatisfy { $0.pending?.contains("changelog") == true }, "\(rules)")
    }

    @Test func aParticipleBeforeTheComponentsNameStillOpensAStatement() {
        #expect(!asserted(PlacementRule.self, "Added notices slide in at the top of the window.").isEmpty)
    }

    // MARK: A delay after the pointer leaves

    @Test(arguments: [
        "The notice hides 400 ms after you move the mouse away.",
        "The notice then closes 2 seconds after the user moves the cursor off it.",
    ])
    func aDelayAfterThePointerLeavesIsNoTimeOnScreen(_ sentence: String) {
        #expect(asserted(AutoDismissRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test func aTimeCountedFromAppearingIsStillATimeOnScreen() {
        #expect(asserted(AutoDismissRule.self, "The notice hides 4 seconds after it appears.").map(\.seconds) == [4])
    }
}
