import SpecModel
import Testing

@testable import SpecParser

/// Each recogniser on sentences written for these tests (the phenomena real documentation shows, in our own
/// words), and on sentences it must leave alone.
@Suite struct RuleRecognizerTests {
    private func rules(_ sentence: String, section: String = "Behaviors", leadIn: String? = nil, parameters: Set<String> = []) -> [Rule] {
        RuleRecognizers.rules(
            in: Statement(section: section, text: sentence, leadIn: leadIn, line: 3, column: 1),
            parameterNames: parameters
        )
    }

    private func recognized<Value: RuleValue>(
        _ kind: Value.Type,
        _ sentence: String,
        section: String = "Behaviors",
        leadIn: String? = nil,
        parameters: Set<String> = []
    ) -> Value? {
        rules(sentence, section: section, leadIn: leadIn, parameters: parameters).lazy.compactMap { $0.as(kind) }.first
    }

    // Completeness (a recogniser and a check for every kind) is tested in SpecEmittersTests/RuleKindCompletenessTests.

    // MARK: autoDismiss

    @Test(arguments: [
        ("A snackbar dismisses itself after 7 seconds.", 7.0),
        ("Once shown, the notice waits 6 seconds and then closes on its own.", 6),
        ("The message stays on screen for 3 seconds.", 3),
        ("It goes away after eight seconds.", 8),
        ("Alerts time out after 2,500ms.", 2.5),
        ("The panel is removed after 6000 milliseconds.", 6),
        ("A status note fades out after 4s.", 4),
        ("Pop-up notes auto-hide after 3.5 sec.", 3.5),
        ("After twelve seconds the message disappears automatically.", 12),
    ])
    func autoDismissTimings(_ sentence: String, seconds: Double) throws {
        let rule = try #require(rules(sentence).first { $0.kind == AutoDismissRule.kind })
        #expect(rule.as(AutoDismissRule.self)?.seconds == seconds)
        #expect(rule.line == 3)
        #expect(rule.matchedText == sentence)
    }

    @Test func rangesMinimumsAndDefaults() throws {
        let range = try #require(recognized(AutoDismissRule.self, "Each notice closes by itself after 3–8 seconds."))
        #expect(range.seconds == 3)
        #expect(range.maximumSeconds == 8)
        let words = try #require(recognized(AutoDismissRule.self, "It hides itself after 5 to 9 seconds."))
        #expect(words.maximumSeconds == 9)
        let minimum = try #require(recognized(AutoDismissRule.self, "Give every notice a timeout of at least 6 seconds."))
        #expect(minimum.atLeast)
        #expect(
            recognized(AutoDismissRule.self, "How long, in milliseconds, before the notice is dismissed. Defaults to 4000.")?.seconds == 4
        )
        #expect(recognized(AutoDismissRule.self, "Seconds before the banner hides; in seconds. The default is 6.")?.seconds == 6)
        // A ceiling is not the timing.
        let capped = rules("Notes auto-dismiss after 4 seconds; the maximum allowed time is 12 seconds.")
        #expect(capped.compactMap { $0.as(AutoDismissRule.self) }.map(\.seconds) == [4])
    }

    @Test func autoDismissConditions() throws {
        let stack = try #require(
            recognized(AutoDismissRule.self, "When it has an action and VoiceOver is on, it stays for 10 seconds instead.")
        )
        #expect(stack.seconds == 10)
        #expect(stack.condition?.text == "it has an action and VoiceOver is on")
        #expect(stack.condition?.facts == [.hasAction: true, .screenReaderRunning: true])
        let action = try #require(recognized(AutoDismissRule.self, "If a button is offered, the notice remains for 9 seconds."))
        #expect(action.condition?.facts == [.hasAction: true])
        // The subject's own qualifier, and a clause every check meets ("if nobody touches it").
        let subject = try #require(
            recognized(AutoDismissRule.self, "If left alone, a notice without an action will disappear after six seconds.")
        )
        #expect(subject.condition?.facts == [.hasAction: false])
        #expect(subject.condition?.text.contains("without an action") == true)
        let plural = try #require(recognized(AutoDismissRule.self, "Notes without actions close automatically after 5 seconds."))
        #expect(plural.condition?.facts == [.hasAction: false])
        // Under a screen reader heading, the timing is the screen reader's.
        let heading = try #require(
            recognized(
                AutoDismissRule.self,
                "With an action present, keep it up for a longer period of 12 seconds.",
                section: "Accessibility > TalkBack"
            )
        )
        #expect(heading.condition?.facts == [.hasAction: true, .screenReaderRunning: true])
        let hovering = try #require(recognized(AutoDismissRule.self, "While the pointer hovers over it, it stays for 20 seconds."))
        #expect(hovering.condition?.facts == [.pointerHovering: true])
        // Two timings, each with the clause nearest before it.
        let two = rules("Normally the note shows for 2 seconds, or if `extended` is true, it shows for 6 seconds.")
            .compactMap { $0.as(AutoDismissRule.self) }
        #expect(two.map(\.seconds) == [2, 6])
        #expect(two.map { $0.condition == nil } == [true, false])
    }

    @Test(arguments: [
        "A notice must never be dismissed on a timer.",  // persistence, not a timing
        "Notices with actions shouldn't auto-hide after 5 seconds.",
        "Time before auto-dismiss, in seconds",  // no number
        "The slide-in animation takes 250ms.",
        "Entry transitions last 300 ms.",
        "It sits 16 pt above the navigation bar.",
        "Keep the history for 7 days.",
        "A hint appears after a 400 ms delay.",  // an appearance delay
        "Don't dismiss it after 3 seconds.",
    ])
    func notAutoDismiss(_ sentence: String) {
        #expect(recognized(AutoDismissRule.self, sentence) == nil)
    }

    // MARK: dismissGestures

    @Test(arguments: [
        ("Tapping the X icon dismisses the snackbar.", [DismissGesturesRule.Gesture.tapClose]),
        ("Dragging the note left or right removes it.", [.swipeLeft, .swipeRight]),
        ("A flick downwards closes the panel.", [.swipeDown]),
        ("Touching anywhere outside its button closes the notice at once.", [.tapAnywhere]),
        ("Clicking the action runs it and closes the note.", [.tapAction]),
        ("Once the action has been performed, the notice is removed.", [.tapAction]),
        ("People can close the notice via its close button.", [.tapClose]),
        ("Each note shows a short text and an X to close.", [.tapClose]),
        ("Pressing the dismiss icon closes it; it can also be swiped away.", [.tapClose, .swipe]),
        ("An element that closes it is always available.", [.tapClose]),
    ])
    func gestures(_ sentence: String, expected: [DismissGesturesRule.Gesture]) throws {
        let rule = try #require(recognized(DismissGesturesRule.self, sentence))
        #expect(rule.gestures == expected)
    }

    @Test func gesturesReadTheirLeadInOrHeading() {
        let leadIn = "There are three ways to dismiss a note:"
        #expect(recognized(DismissGesturesRule.self, "Swipe it up or down.", leadIn: leadIn)?.gestures == [.swipeUp, .swipeDown])
        #expect(recognized(DismissGesturesRule.self, "Touch the X glyph.", section: "Behaviors > Closing")?.gestures == [.tapClose])
    }

    @Test(arguments: [
        "Swiping left shows the next page.",  // no dismissal
        "Users can pause the upload by tapping on the bar.",
        "Each panel holds a title, a body and a close button.",  // a part, not a gesture
        "Quiet notes have no dismiss button, so they need a direct response.",
        "Notes stay at the top and cannot be swiped off-screen.",
        "Pressing Escape closes the note.",  // a key, not a tap
        "Don't close the note when it is tapped.",
        "You can hide the close button with an option.",
        "The close button in the corner can be removed through a setting.",
    ])
    func notGestures(_ sentence: String) {
        #expect(recognized(DismissGesturesRule.self, sentence) == nil)
    }

    // MARK: maxVisible

    @Test func visibilityLimits() throws {
        let queue = try #require(
            recognized(MaxVisibleRule.self, "Only one note is visible at a time; the next one appears after the previous one is dismissed.")
        )
        #expect(queue.limit == .count(1))
        #expect(queue.overflow == .queue)
        let evict = try #require(
            recognized(
                MaxVisibleRule.self,
                "When more than `limit` notes are shown, the oldest is removed until `limit` remain.",
                parameters: ["limit"]
            )
        )
        #expect(evict.limit == .parameter("limit"))
        #expect(evict.overflow == .evictOldest)
        #expect(recognized(MaxVisibleRule.self, "At most 3 notes are shown at once.")?.limit == .count(3))
        // The number a stack must not exceed is its limit; a length exceeded is not a count of notes.
        #expect(
            recognized(MaxVisibleRule.self, "The oldest note leaves first, so the stack never exceeds four notes.")?.limit == .count(4)
        )
        #expect(recognized(MaxVisibleRule.self, "A note whose text exceeds two lines is shown truncated.")?.limit != .count(2))
        #expect(recognized(MaxVisibleRule.self, "Never show more than three notes at once.")?.limit == .count(3))
        #expect(recognized(MaxVisibleRule.self, "Avoid displaying more than two panels on the same page.")?.limit == .count(2))
        #expect(recognized(MaxVisibleRule.self, "Use no more than one note per screen.")?.limit == .count(1))
        #expect(recognized(MaxVisibleRule.self, "If several things happen, notes should appear one at a time.")?.limit == .count(1))
        let replace = try #require(recognized(MaxVisibleRule.self, "Opening a new note closes any existing ones."))
        #expect(replace.limit == .count(1))
        #expect(replace.overflow == .evictOldest)
        let waiting = try #require(recognized(MaxVisibleRule.self, "Once the limit is reached, further notes are queued."))
        #expect(waiting.limit == .unstated)
        #expect(waiting.overflow == .queue)
        #expect(
            recognized(MaxVisibleRule.self, "The maxNotes option sets the maximum number of notes shown together.")?.limit
                == .parameter("maxNotes")
        )
        // A "Don't" list forbids what it lists.
        #expect(recognized(MaxVisibleRule.self, "Show several notes at the same time.", leadIn: "Don't")?.limit == .count(1))
    }

    @Test(arguments: [
        "Show several notes at the same time.",  // a "Do" would allow it; without a lead-in it limits nothing
        "On iPad it is at most 600 pt wide and centred horizontally.",
        "Many panels may be displayed simultaneously, as configured.",
        "The text is at most two lines long.",
        "Only one note with a given id is visible at once.",  // uniqueness, not a limit
        "A note can hold a single action.",
        "Stack notes if more than one kind is showing.",
        "Several presenters can show more than one note at a time.",
        "Then it shows all four notes at once.",
        "Title and body are read as a single announcement when the note is shown.",
    ])
    func notVisibilityLimits(_ sentence: String) {
        #expect(recognized(MaxVisibleRule.self, sentence) == nil)
    }

    // MARK: persistent

    @Test(arguments: [
        (
            "A banner stays visible until the condition its text describes changes, unless a dismiss timer is configured.",
            "the condition its text describes changes"
        ),
        ("The notice stays open until the person closes it", "the person closes it"),
        ("Closable notes display until someone clicks the close icon.", "someone clicks the close icon"),
        ("They are persistent and never block the screen.", nil),
        ("A notice must not be timed to go away.", nil),
        ("Notes with buttons shouldn't auto-dismiss.", nil),
        ("Panels do not close automatically.", nil),
        ("Banners don't expire on their own.", nil),
        ("It needs a person's action to be dismissed.", nil),
        ("Alerts must be closed manually.", nil),
        ("Sticky: shown until dismissed, with no duration.", "dismissed"),
    ])
    func persistence(_ sentence: String, until: String?) throws {
        let rule = try #require(recognized(PersistentRule.self, sentence))
        #expect(rule.until == until)
    }

    @Test(arguments: [
        "While the content scrolls, the banner stays attached to the navigation bar.",
        "A snackbar dismisses itself after 7 seconds.",
        "It is visible until the person dismisses it or the set time runs out.",  // a timer ends it too
        "It shows at the bottom and doesn't require the person to dismiss it.",
        "Notes can stay until closed or auto-dismiss, as configured.",
        "For notes that need to dismiss themselves, call the close function.",
    ])
    func notPersistence(_ sentence: String) {
        #expect(recognized(PersistentRule.self, sentence) == nil)
    }

    // MARK: placement

    @Test func placementParts() throws {
        let bottom = try #require(
            recognized(PlacementRule.self, "A note sits at the bottom of the screen, 12 pt above the bottom navigation bar.")
        )
        #expect(bottom.edge == .bottom)
        #expect(bottom.offset == 12)
        #expect(recognized(PlacementRule.self, "Panels fill the screen's width less a 20pt left/right margin.")?.margin == 20)
        let width = try #require(
            recognized(PlacementRule.self, "On tablets the note has a maximum width of 480 pts and is center aligned.")
        )
        #expect(width.maxWidth == 480)
        #expect(width.alignment == .center)
        #expect(recognized(PlacementRule.self, "It is max-width: 512px.")?.maxWidth == 512)
        #expect(recognized(PlacementRule.self, "Notes have a minWidth of 10rem/160px and maxWidth of 30rem/480px.")?.maxWidth == 480)
        let corner = try #require(recognized(PlacementRule.self, "Notes pop up in the top-right of the window."))
        #expect(corner.edge == .top)
        #expect(corner.alignment == .trailing)
        let centre = try #require(recognized(PlacementRule.self, "On phones they enter at the bottom center of their screen."))
        #expect(centre.edge == .bottom)
        #expect(centre.alignment == .center)
        #expect(recognized(PlacementRule.self, "They show at the bottom left of the page.")?.alignment == .leading)
        #expect(recognized(PlacementRule.self, "Place the note on the leading edge instead of centered.")?.alignment == .leading)
        #expect(recognized(PlacementRule.self, "Leave a 24px gap between the tab bar and the note.")?.offset == 24)
    }

    @Test(arguments: [
        "Tapping the X icon dismisses the snackbar.",
        "It stays for 16 seconds.",
        "Newer notes are added at the bottom of the stack.",
        "Do not place the note at the top of the screen.",
        "It never covers content or floats on top of it.",
        "Keep 12 pixels of space between stacked notes.",
        "At minimum it is 320 px wide.",
        "Snackbars sit above the bottom navigation bar.",
        "To add new notes to the bottom, set the `appendNotes` option.",
        "New notes go to the top of the notes already shown.",
    ])
    func notPlacement(_ sentence: String) {
        #expect(recognized(PlacementRule.self, sentence) == nil)
    }

    // MARK: announce

    @Test func announcements() throws {
        #expect(
            recognized(AnnounceRule.self, "When it appears it is announced to assistive technology without moving focus to it.")?.movesFocus
                == false
        )
        #expect(recognized(AnnounceRule.self, "Read the note aloud when it shows, but don't move focus.")?.movesFocus == nil)
        #expect(recognized(AnnounceRule.self, "Announce the note when it shows, but don't move focus.")?.movesFocus == false)
        #expect(recognized(AnnounceRule.self, "It must be announced, yet focus shouldn't jump to it.")?.movesFocus == false)
        #expect(recognized(AnnounceRule.self, "Give it `role=\"alert\"`; focus then moves onto the panel.")?.movesFocus == true)
        #expect(recognized(AnnounceRule.self, "Each note uses `role=\"status\"`.") != nil)
        #expect(recognized(AnnounceRule.self, "Notes are read through an `aria-live` region.") != nil)
        #expect(recognized(AnnounceRule.self, "TalkBack reads the message as soon as it shows.") != nil)
    }

    @Test(arguments: [
        "The focus doesn't shift to the note when it pops up.",
        "A close control with an accessible label is always available.",
        "Screen readers do not read notes that were there before the page loaded.",
        "Use `role=\"region\"` so people can jump to the panel.",
    ])
    func notAnnouncements(_ sentence: String) {
        #expect(recognized(AnnounceRule.self, sentence) == nil)
    }

    // MARK: maxLines

    @Test(arguments: [
        ("The text is at most two lines long.", 2),
        ("It should be no longer than 3 lines.", 3),
        ("Tell people what happened within two lines of text.", 2),
        ("The label must not exceed three lines.", 3),
        ("The label can span one or two lines.", 2),
        ("On wide screens a note should show only a single line.", 1),
        ("The message doesn't run over two lines.", 2),
        ("Avoid three or more lines of text.", 2),
        ("Body text is limited to four lines.", 4),
    ])
    func lineLimits(_ sentence: String, lines: Int) {
        #expect(recognized(MaxLinesRule.self, sentence)?.lines == lines)
    }

    @Test(arguments: [
        "Notes can hold several lines of text if needed.",
        "The layout picks one or two lines depending on the length.",
        "If the text runs over to two lines, the button moves below it.",
        "Heights: 48dp (single-line), 72dp (multi-line).",
    ])
    func notLineLimits(_ sentence: String) {
        #expect(recognized(MaxLinesRule.self, sentence) == nil)
    }

    // MARK: timerPause, appearanceDelay, escapeDismiss

    @Test func timerPauses() {
        #expect(
            recognized(TimerPauseRule.self, "The countdown pauses while the pointer hovers over the note.")?.during == [.pointerHovering]
        )
        #expect(
            recognized(TimerPauseRule.self, "Timers stop when a note is focused or moused over.")?.during == nil,
            "stop is not pause: the timer may restart"
        )
        #expect(
            recognized(TimerPauseRule.self, "Hovering or focusing a note suspends its auto-dismiss.")?.during
                == [.pointerHovering, .keyboardFocused]
        )
        #expect(recognized(TimerPauseRule.self, "Hovering over it prevents the automatic dismissal.")?.during == [.pointerHovering])
        #expect(recognized(TimerPauseRule.self, "Hovering over the note shows its full text.") == nil)
        #expect(recognized(TimerPauseRule.self, "You can pause the video by focusing it.") == nil)
    }

    @Test func appearanceDelays() {
        #expect(recognized(AppearanceDelayRule.self, "A hint appears after a 400 ms delay.")?.seconds == 0.4)
        #expect(recognized(AppearanceDelayRule.self, "The label shows 1.5 seconds after the pointer rests on it.")?.seconds == 1.5)
        #expect(recognized(AppearanceDelayRule.self, "It appears briefly and closes itself after 4 seconds.") == nil)
        #expect(recognized(AppearanceDelayRule.self, "The hint appears after a short delay.") == nil)
    }

    @Test func escapeDismissal() {
        #expect(recognized(EscapeDismissRule.self, "Pressing Escape closes the note.") != nil)
        #expect(recognized(EscapeDismissRule.self, "People can dismiss it with the Esc key.") != nil)
        #expect(recognized(EscapeDismissRule.self, "Escape does not close the note.") == nil)
        #expect(recognized(EscapeDismissRule.self, "Use the escape hatch for unusual layouts.") == nil)
    }

    // MARK: Context

    @Test func anotherComponentsRulesDoNotApply() {
        #expect(rules("If the note needs an action, consider using a banner that stays until dismissed.").isEmpty)
        #expect(rules("For errors, use a dialog instead, which closes after 5 seconds.").isEmpty)
    }

    @Test func anUnrecognisedStatementHasNoRules() {
        #expect(rules("An embedded banner pushes the content below it down.").isEmpty)
    }
}
