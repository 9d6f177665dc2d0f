import SpecModel
import SpecParser
import Testing

/// Behaviour written outside behaviour sections (under a variant, in an overview) is read when a recogniser
/// finds a rule in it that the behaviour sections do not state; ordinary prose there never becomes a statement.
@Suite struct BehaviourInPassingTests {
    @Test func aVariantsDefaultBehaviourIsRead() throws {
        let spec = parse(
            """
            # Notice

            ## Variants

            - **Sticky** (default): it stays on screen until the person closes it.
            - **Compact**: a single line with an icon.

            ## Overview

            The notice is a small panel used to tell people about something that happened.
            """
        ).spec
        #expect(spec.behaviors.count == 1)
        let statement = try #require(spec.behaviors.first)
        #expect(statement.section == "Variants")
        #expect(statement.rules.compactMap { $0.as(PersistentRule.self) }.count == 1)
    }

    @Test func whatABehaviourSectionStatesIsNotCheckedTwice() {
        let spec = parse(
            """
            # Notice

            A notice keeps to at most two lines of text.

            ## Behaviors

            - The text wraps to at most two lines.
            """
        ).spec
        #expect(spec.behaviors.map(\.line) == [7])
    }

    @Test func theReadingIsANote() {
        let result = SpecParser.parse(
            bytes: Array(
                "# Notice\n\n## Overview\n\nAt most three are shown at once; when another arrives, the oldest is removed to make room.\n"
                    .utf8
            ),
            source: "notice.md",
            inferences: .notes
        )
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("outside a behaviour section") })
        #expect(result.spec.behaviors.first?.rules.compactMap { $0.as(MaxVisibleRule.self) }.first?.overflow == .evictOldest)
    }
}
