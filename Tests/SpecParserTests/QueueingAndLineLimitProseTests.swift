import SpecModel
import Testing

@testable import SpecParser

/// Queueing stated without a number, line limits stated as instructions, corners that keep their side, and focus
/// that moves (sentences in our own words).
@Suite struct QueueingAndLineLimitProseTests {
    @Test func onlyEverBoundsHowManyShow() throws {
        let rule = try #require(ProseReading.first(MaxVisibleRule.self, "There is only ever one notice on screen."))
        #expect(rule.limit == .count(1))
        #expect(ProseReading.first(MaxVisibleRule.self, "A notice only ever shows one action.") == nil, "a count of parts")
    }

    @Test(arguments: [
        ("Extra notices wait their turn.", MaxVisibleRule.Limit.unstated),
        ("Notices that arrive together are shown one after another.", .unstated),
        ("Notices will be queued.", .unstated),
        ("A new notice is held back while another one is on screen.", .count(1)),
        ("Each notice appears when the one before it has gone.", .count(1)),
        ("Further notices are held until the visible one closes.", .count(1)),
    ])
    func queueingWithoutANumber(_ sentence: String, limit: MaxVisibleRule.Limit) throws {
        let rule = try #require(ProseReading.first(MaxVisibleRule.self, sentence))
        #expect(rule.limit == limit)
        #expect(rule.overflow == .queue)
    }

    @Test(arguments: [
        "The queue of pending uploads is cleared on sign-out.",
        "Show the notice until it is dismissed or another one is shown.",
        "It waits for another tap before it closes.",
        "Clear the queue",
        "A notice waits until the page has loaded before it appears.",
    ])
    func notQueueing(_ sentence: String) {
        #expect(ProseReading.first(MaxVisibleRule.self, sentence) == nil)
    }

    @Test(arguments: [
        ("Keep it to three lines.", 3),
        ("Limit the text to two lines.", 2),
        ("Don't go past one line.", 1),
        ("Never run beyond two lines.", 2),
        ("Don't use more than two lines.", 2),
    ])
    func lineLimitsAsInstructions(_ sentence: String, lines: Int) {
        #expect(ProseReading.first(MaxLinesRule.self, sentence)?.lines == lines)
    }

    @Test(arguments: [
        "Keep it short, around three lines of code.",
        "If the text runs over to two lines, the icon moves up.",
        "Don't truncate the second of two lines.",
    ])
    func notLineLimits(_ sentence: String) {
        #expect(ProseReading.first(MaxLinesRule.self, sentence) == nil)
    }

    @Test(arguments: [
        ("Notices appear top-right.", PlacementRule.Edge.top, PlacementRule.Alignment.trailing),
        ("It is positioned bottom left on large screens.", .bottom, .leading),
        ("They sit in the top right corner.", .top, .trailing),
        ("It opens at the bottom-end of the window.", .bottom, .trailing),
    ])
    func aCornerKeepsItsSide(_ sentence: String, edge: PlacementRule.Edge, alignment: PlacementRule.Alignment) throws {
        let rule = try #require(ProseReading.first(PlacementRule.self, sentence))
        #expect(rule.edge == edge)
        #expect(rule.alignment == alignment)
    }

    @Test(arguments: [
        "The `position` option can be `top-right`, `top-left` or `bottom-right`.",
        "It can be shown at the top or at the bottom.",
        "The X button at the top right of each notice can be hidden.",
    ])
    func noSinglePlace(_ sentence: String) {
        #expect(ProseReading.first(PlacementRule.self, sentence) == nil)
    }

    @Test(arguments: [
        ("It is announced by moving focus to it.", true),
        ("Screen readers announce it by moving the focus onto the notice.", true),
        ("It is announced by moving focus to it instead of using a live region.", true),
        ("Announce it without moving focus.", false),
        ("It is announced, but focus does not move to it.", false),
    ])
    func focus(_ sentence: String, moves: Bool) {
        #expect(ProseReading.first(AnnounceRule.self, sentence)?.movesFocus == moves)
    }
}
