import SpecModel
import Testing

/// Where focus goes, said in a sentence of its own, completes the announcement stated in another.
@Suite struct AnnouncementFocusTests {
    private func announcements(_ lines: [String]) -> [AnnounceRule] {
        let markdown = "# Notice\n\n## Accessibility\n\n" + lines.map { "- \($0)" }.joined(separator: "\n") + "\n"
        return parse(markdown).spec.accessibility.flatMap(\.rules).compactMap { $0.as(AnnounceRule.self) }
    }

    @Test func aSeparateFocusSentenceCompletesTheAnnouncement() {
        let rules = announcements(["Screen readers announce the notice as soon as it shows.", "Focus stays where the person was working."])
        #expect(rules.map(\.movesFocus) == [false], "focus that stays where it was does not move to the notice")
        let negated = announcements(["Screen readers announce the notice as soon as it shows.", "Focus does not move to the notice."])
        #expect(negated.map(\.movesFocus) == [false])
        let moved = announcements(["Screen readers announce the notice as soon as it shows.", "Focus moves to the notice."])
        #expect(moved.map(\.movesFocus) == [true])
    }

    @Test func itNeverOverridesAndConflictsSettleNothing() {
        let stated = announcements(["It is announced without moving focus.", "Focus moves to the close button."])
        #expect(stated.map(\.movesFocus) == [false])
        let conflicting = announcements(["The notice is announced.", "Focus does not move to the notice.", "Focus moves to its action."])
        #expect(conflicting.map(\.movesFocus) == [nil])
    }

    @Test func focusMovedToAPartSaysNothingAloneButStillConflicts() {
        let part = announcements(["Screen readers announce the notice as soon as it shows.", "Focus moves to the notice's close button."])
        #expect(part.map(\.movesFocus) == [nil], "focus on a part is navigation, not where focus goes when it appears")
        let conflicting = announcements([
            "Screen readers announce the notice as soon as it shows.", "Focus does not move to the notice.",
            "Focus moves to the notice's close button.",
        ])
        #expect(conflicting.map(\.movesFocus) == [nil])
        let whole = announcements(["Screen readers announce the notice as soon as it shows.", "Focus moves to the notice."])
        #expect(whole.map(\.movesFocus) == [true])
    }

    @Test func focusAPersonMovesWithAKeySaysNothingOfAppearing() {
        let keyed = announcements([
            "Screen readers announce the notice as soon as it shows.", "Pressing F6 moves focus to the notice region.",
        ])
        #expect(keyed.map(\.movesFocus) == [nil])
        let appearing = announcements([
            "Screen readers announce the notice as soon as it shows.", "When the notice appears, focus moves to it.",
        ])
        #expect(appearing.map(\.movesFocus) == [true])
    }
}
