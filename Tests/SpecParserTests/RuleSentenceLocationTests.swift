import SpecModel
import SpecParser
import Testing

/// A rule stands at the sentence that states it, not at the first line of a paragraph that runs over several lines;
/// the statement itself keeps its start.
@Suite struct RuleSentenceLocationTests {
    @Test func aRuleInALaterSentenceStandsAtThatSentencesLine() throws {
        let spec = parse(
            """
            # Notice

            ## Behaviors

            A notice tells people about something that happened in the app.
            It uses plain words.
            A notice closes by itself after 5 seconds.
            """
        ).spec
        let statement = try #require(spec.behaviors.first)
        #expect(statement.line == 5)
        let rule = try #require(statement.rules.first { $0.kind == AutoDismissRule.kind })
        #expect(rule.line == 7)
        #expect(rule.column == 1)
    }

    @Test func twoRulesInTwoSentencesStandApart() throws {
        let spec = parse(
            """
            # Notice

            ## Behaviors

            - Notices always show up at the bottom of the window. Only one notice is shown at a time,
              and a second one waits. A notice closes by itself
              after 5 seconds.
            """
        ).spec
        let statement = try #require(spec.behaviors.first)
        let placement = try #require(statement.rules.first { $0.kind == PlacementRule.kind })
        let timing = try #require(statement.rules.first { $0.kind == AutoDismissRule.kind })
        #expect(placement.line == 5)
        #expect(placement.column == 3)
        // The sentence opens on line 6, after "and a second one waits. "; its column counts from the item's text.
        #expect(timing.line == 6)
        #expect(timing.column > 3)
    }

    @Test func aLineWithoutClosingPunctuationBeforeACapitalEndsASentence() throws {
        let spec = parse(
            """
            # Notice

            ## Behaviors

            Notices give brief feedback about an operation the app will perform
            They close by themselves after 4 seconds
            """
        ).spec
        let rule = try #require(spec.behaviors.first?.rules.first { $0.kind == AutoDismissRule.kind })
        #expect(rule.line == 6)
    }

    @Test func aSentenceWrappedOverLinesStandsAtItsFirstLine() throws {
        let spec = parse(
            """
            # Notice

            ## Behaviors

            A notice tells people about something that happened. A notice closes
            by itself after 5 seconds when the
            TalkBack screen reader is off.
            """
        ).spec
        let rule = try #require(spec.behaviors.first?.rules.first { $0.kind == AutoDismissRule.kind })
        #expect(rule.line == 5)
    }

    @Test func aOneLineStatementsRuleStaysAtTheStatement() throws {
        let spec = parse(
            """
            # Notice

            ## Behaviors

            - It has no title. A notice closes by itself after 5 seconds.
            """
        ).spec
        let statement = try #require(spec.behaviors.first)
        let rule = try #require(statement.rules.first)
        #expect(rule.line == statement.line)
        #expect(rule.column == statement.column)
    }
}
