import SpecModel
import Testing

@testable import SpecParser

/// Each recogniser on sentences from our specs, the reference guidelines (seeds) and public docs (corpus),
/// and on sentences it must leave alone.
@Suite struct RuleRecognizerTests {
    private func rules(_ sentence: String, section: String = "Behaviors", parameters: Set<String> = []) -> [Rule] {
        RuleRecognizers.rules(in: Statement(section: section, text: sentence, line: 3, column: 1), parameterNames: parameters)
    }

    private func recognized(_ kind: Rule.Kind, _ sentence: String, section: String = "Behaviors", parameters: Set<String> = []) -> Rule? {
        rules(sentence, section: section, parameters: parameters).first { $0.kind == kind }
    }

    // MARK: autoDismiss

    @Test(arguments: [
        ("A snackbar dismisses itself after 7 seconds.", 7.0),
        ("Waiting 7 seconds, at which point they will automatically dismiss.", 7),  // seed
        ("A Snackbar is temporarily displayed on the screen, for 4 seconds.", 4),  // seed
        ("It disappears after seven seconds.", 7),
        ("By default, each banner will automatically dismiss after 5 seconds", 5),  // corpus: NotificationBanner
        // corpus: element
        ("By default, the notification automatically closes after 4500ms, but by setting `duration` you can control its duration", 4.5),
        ("The toast hides automatically after 2 sec.", 2),
    ])
    func autoDismissTimings(_ sentence: String, seconds: Double) throws {
        let rule = try #require(recognized(.autoDismiss, sentence))
        #expect(rule.seconds == seconds)
        #expect(rule.line == 3)
        #expect(rule.matchedText == sentence)
    }

    @Test func autoDismissConditions() throws {
        let stack = try #require(recognized(.autoDismiss, "When it has an action and VoiceOver is on, it stays for 10 seconds instead."))
        #expect(stack.seconds == 10)
        #expect(stack.condition == "it has an action and VoiceOver is on")
        let seed = try #require(
            recognized(.autoDismiss, "If there is an action, keep the snackbar active for an extended period of 10 seconds.")
        )
        #expect(seed.condition == "there is an action")
    }

    @Test(arguments: [
        "A snack bar or toast must not be timed to disappear.",  // seed: a11y guideline
        "Time before auto-dismiss, in seconds",  // corpus: no number
        "animation-duration: 750ms;",  // corpus: CSS
        "It sits 16 pt above the navigation bar.",
    ])
    func notAutoDismiss(_ sentence: String) {
        #expect(recognized(.autoDismiss, sentence) == nil)
    }

    // MARK: dismissGestures

    @Test(arguments: [
        ("Tapping the X icon dismisses the snackbar.", [Rule.Gesture.tapClose]),
        ("Swiping left, right, or down on the snackbar.", [.swipeLeft, .swipeRight, .swipeDown]),  // seed, under "Closing"
        ("Tapping anywhere on the Snackbar (outside the action) will immediately dismiss it.", [.tapAnywhere]),  // seed
        ("Tapping on the action will immediately perform it, and dismiss the Snackbar.", [.tapAction]),  // seed
        ("The user can dismiss the error banner by tapping on the “Close” button.", [.tapClose]),  // seed: banner
        ("By default, when a banner is tapped or swiped up by a user, it will be dismissed", [.tapAnywhere, .swipeUp]),  // corpus
        ("When `true`, the Toast can be swiped to dismiss", [.swipe]),  // corpus: react-native-toast-message
    ])
    func gestures(_ sentence: String, expected: [Rule.Gesture]) throws {
        let rule = try #require(recognized(.dismissGestures, sentence, section: "Behaviors > Closing"))
        #expect(rule.gestures == expected)
    }

    @Test func gesturesNeedADismissalContext() {
        #expect(recognized(.dismissGestures, "Swiping left shows the next page.") == nil)
        #expect(recognized(.dismissGestures, "Users can be enabled to pause or stop the progress by tapping on the bar.") == nil)
        #expect(
            recognized(.dismissGestures, "Tapping on the X icon within the snackbar.", section: "Behaviors > Closing")?.gestures == [
                .tapClose
            ]
        )
    }

    // MARK: maxVisible

    @Test func visibilityLimits() throws {
        let queue = try #require(
            recognized(.maxVisible, "Only one snackbar is visible at a time; the next one appears after the previous one is dismissed.")
        )
        #expect(queue.count == 1)
        #expect(queue.overflow == .queue)
        let seed = try #require(
            recognized(
                .maxVisible,
                "A single snackbar should only be displayed at a time with each subsequent snackbar appearing after the previous one is dismissed."
            )
        )
        #expect(seed.count == 1)
        #expect(seed.overflow == .queue)
        let evict = try #require(
            recognized(
                .maxVisible,
                "When more than `limit` snackbars are shown, the oldest is removed until `limit` remain.",
                parameters: ["limit"]
            )
        )
        #expect(evict.parameter == "limit")
        #expect(evict.count == nil)
        #expect(evict.overflow == .evictOldest)
        #expect(recognized(.maxVisible, "At most 3 toasts are shown at once.")?.count == 3)
        #expect(recognized(.maxVisible, "Only display one snackbar at a time.")?.count == 1)  // seed "Do"
    }

    @Test(arguments: [
        "Display multiple snackbars at the same time.",  // seed "Don't"
        "On iPad it is at most 600 pt wide and centred horizontally.",
        "Allow to display several banners simultaneously, configurable in banners queue",  // corpus
        "The message text is at most two lines long.",
    ])
    func notVisibilityLimits(_ sentence: String) {
        #expect(recognized(.maxVisible, sentence) == nil)
    }

    // MARK: persistent

    @Test(arguments: [
        (
            "A banner stays visible until the condition its text describes changes, unless a dismiss timer is configured.",
            "the condition its text describes changes"
        ),
        (
            "By default, a banner is persistent and remains visible until the system status or condition mentioned in the banner text changes.",
            "the system status or condition mentioned in the banner text changes"
        ),  // seed
        ("Toast remains open until closed by user", "closed by user"),  // seed: a11y front matter
        // corpus: primer
        ("They’re persistent and nonmodal, allowing the user to either ignore them or interact with them at any time", nil),
        ("A snack bar or toast must not be timed to disappear.", nil),  // seed
    ])
    func persistence(_ sentence: String, until: String?) throws {
        let rule = try #require(recognized(.persistent, sentence))
        #expect(rule.until == until)
    }

    @Test func stayingAttachedIsNotPersistence() {
        #expect(recognized(.persistent, "While the content scrolls, the banner stays attached to the navigation bar.") == nil)
        #expect(recognized(.persistent, "A snackbar dismisses itself after 7 seconds.") == nil)
    }

    // MARK: placement

    @Test func placementParts() throws {
        let bottom = try #require(
            recognized(.placement, "A snackbar sits at the bottom of the screen, 16 pt above the bottom navigation bar or the system bars.")
        )
        #expect(bottom.edge == "bottom")
        #expect(bottom.offset == 16)
        let seed = try #require(
            recognized(.placement, "Snackbars should span the width of the screen minus a 16pt left/right page margin.")
        )
        #expect(seed.margin == 16)
        let width = try #require(
            recognized(.placement, "Snackbars on iPad have a maximum width of 600 pts and are center aligned at the bottom of the screen.")
        )
        #expect(width.maxWidth == 600)
        #expect(width.alignment == "center")
        #expect(width.edge == "bottom")
    }

    @Test func placementNeedsAPlace() {
        #expect(recognized(.placement, "Tapping the X icon dismisses the snackbar.") == nil)
        #expect(recognized(.placement, "It stays for 16 seconds.") == nil)
    }

    // MARK: announce

    @Test func announcements() throws {
        #expect(
            recognized(.announce, "When a snackbar appears it is announced to assistive technology without moving focus to it.")?.movesFocus
                == false
        )
        #expect(
            recognized(
                .announce,
                "A message that appears after the user has arrived on the screen must be announced dynamically, but focus shouldn't move to it."
            )?.movesFocus == false
        )  // seed
        // seed
        #expect(recognized(.announce, "Announce the Snackbar content automatically once it appears (without user intervention).") != nil)
        #expect(recognized(.announce, "`MatSnackBar` announces messages via an `aria-live` region.") != nil)  // corpus: angular
        #expect(recognized(.announce, "The focus doesn't shift to the Snackbar when it pops up.") == nil)
        #expect(recognized(.announce, "A close control with an accessible label is always available.") == nil)
    }

    // MARK: maxLines

    @Test func lineLimits() {
        #expect(recognized(.maxLines, "The message text is at most two lines long.")?.lines == 2)
        #expect(recognized(.maxLines, "Should be no longer than 2 lines.")?.lines == 2)  // seed
        #expect(
            recognized(
                .maxLines,
                "Use a banner to inform users about a certain event or a change in system status within two lines of text."
            )?.lines == 2
        )  // seed
        #expect(recognized(.maxLines, "Snackbars can accommodate multiple lines of text if need be.") == nil)  // seed
        #expect(recognized(.maxLines, "We automatically determine if the message spans one or two lines.") == nil)  // seed
    }

    @Test func anUnrecognisedStatementHasNoRules() {
        #expect(rules("An embedded banner pushes the content below it down.").isEmpty)
    }
}
