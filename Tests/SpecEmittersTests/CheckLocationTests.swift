import SpecModel
import SpecParser
import Testing

@testable import SpecEmitters

/// A check points at the sentence whose rule it asserts, so a failing test's name leads to the words that state it.
@Suite struct CheckLocationTests {
    private static func plan(_ markdown: String) -> ConformancePlan {
        let spec = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/notice.md").spec
        return ConformancePlanner.plan(spec, sources: SourceNames(path: "specs/notice.md", name: "specs/notice.md"))
    }

    @Test func aCheckNamesTheLineOfItsRulesSentence() throws {
        let plan = Self.plan(
            """
            # Notice

            ## Behaviors

            A notice tells people about something that happened in the app.
            A notice closes by itself after 5 seconds.
            """
        )
        let entry = try #require(plan.statements.first)
        #expect(entry.isExecutable)
        #expect(entry.statement.line == 5)
        #expect(entry.line == 6)
        #expect(entry.column == 1)
    }

    @Test func aStatementWithoutRulesIsNamedAtItsStart() throws {
        let plan = Self.plan(
            """
            # Notice

            ## Behaviors

            - A notice tells people about something that happened.
              It uses plain words.
            """
        )
        let entry = try #require(plan.statements.first)
        #expect(!entry.isExecutable)
        #expect(entry.line == 5)
        #expect(entry.column == 3)
    }
}
