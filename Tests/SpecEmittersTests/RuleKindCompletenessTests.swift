import SpecModel
import Testing

@testable import SpecEmitters

/// Every rule kind the IR knows has an executable check (its recogniser is checked in SpecParserTests).
@Suite struct RuleKindCompletenessTests {
    @Test(arguments: RuleKinds.all.map { $0.kind })
    func everyKindIsCheckable(_ kind: String) throws {
        let type = try #require(RuleKinds.type(named: kind))
        #expect(type is any CheckableRule.Type, "\(kind) has no CheckableRule conformance in SpecEmitters/Conformance/Checks")
    }

    @Test func kindNamesAreUnique() {
        let names = RuleKinds.all.map { $0.kind }
        #expect(Set(names).count == names.count)
    }
}
