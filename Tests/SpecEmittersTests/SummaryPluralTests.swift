import SpecModel
import Testing

@testable import SpecEmitters

/// Counts in check messages and summaries agree with their number: "until 1 remains", "at most 1 line".
@Suite struct SummaryPluralTests {
    private func failures(_ rule: any CheckableRule) throws -> [String] {
        let spec = ComponentSpec(name: "Chip", source: "specs/chip.md")
        return try rule.checkBlocks(in: spec).get().flatMap { $0 }.compactMap { step in
            if case .expect(_, let failure) = step { failure } else { nil }
        }
    }

    @Test func oneAndManyReadRight() throws {
        #expect(try failures(MaxVisibleRule(limit: .count(1), overflow: .evictOldest)) == ["the oldest is removed until 1 remains"])
        #expect(try failures(MaxVisibleRule(limit: .count(3), overflow: .evictOldest)) == ["the oldest is removed until 3 remain"])
        #expect(try failures(MaxLinesRule(lines: 1)).contains("a long message is cut to at most 1 line"))
        #expect(try failures(MaxLinesRule(lines: 2)).contains("a long message is cut to at most 2 lines"))
        #expect(RuleSummary.describe(MaxLinesRule(lines: 1)) == "has at most 1 line")
        #expect(Plural.count(1, "executable check") == "1 executable check")
        #expect(Plural.count(0, "statement") == "0 statements")
        #expect(Plural.count(2, "match", "matches") == "2 matches")
    }
}
