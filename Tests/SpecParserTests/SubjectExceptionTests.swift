import SpecModel
import Testing

@testable import SpecParser

/// An exception in the subject ("All kinds except errors …") limits which instances a rule is about; a rule that
/// cannot carry it waits with the exception quoted (sentences in our own words).
@Suite struct SubjectExceptionTests {
    @Test func anExceptionInTheSubjectMakesTheTimingWait() throws {
        let rules = ProseReading.rules("All kinds except 'alarm' will hide after 6 seconds.")
        let timing = try #require(rules.first { $0.kind == AutoDismissRule.kind }, "\(rules)")
        #expect(timing.pending?.contains("except") == true, "\(rules)")
    }

    @Test func theSameTimingForEveryKindIsAsserted() {
        let rules = ProseReading.rules("All kinds will hide after 6 seconds.")
        #expect(rules.contains { $0.kind == AutoDismissRule.kind && $0.pending == nil }, "\(rules)")
    }

    @Test func anExceptionAfterTheVerbIsNoSubjectException() {
        let rules = ProseReading.rules("The notice hides after 6 seconds, except when it has an action.")
        #expect(!rules.contains { $0.pending?.contains("exception the rule does not carry") == true }, "\(rules)")
    }
}
