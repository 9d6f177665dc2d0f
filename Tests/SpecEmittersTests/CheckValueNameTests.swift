import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel
import Testing

/// A check's display name carries the values specgen read, so a failing test shows what was understood; a rule
/// that waits for a person becomes a disabled test that says what it would check and why it waits.
@Suite struct CheckValueNameTests {
    @Test func aQueueShowsItsLimitAndOverflowInTheName() async throws {
        let suite = try await StableTestNameTests.suite(
            """
            # Notice

            ## Behavior

            - Only one notice is on screen at a time; a new notice waits until the previous one is dismissed.
            - Only one notice is on screen at a time, and a new one replaces the previous one.
            """
        )
        #expect(suite.contains("[at most 1 visible, others queue]"))
        #expect(suite.contains("[at most 1 visible, the oldest is removed]"))
    }

    @Test func aRuleThatWaitsBecomesADisabledTestWithItsReason() async throws {
        let suite = try await StableTestNameTests.suite(
            """
            # Notice

            ## Behavior

            - Only one notice is on screen at a time; new ones wait in a queue or replace the earlier one.
            """
        )
        #expect(!suite.contains("[at most 1"))
        // The reason is a multi-line literal: read it as one line.
        let reason = suite.replacingOccurrences(of: "\\\n", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(reason.contains("would check at most 1 visible"))
        #expect(reason.contains("but waits: the sentence says both that extra ones wait and that earlier ones are removed"))
    }
}
