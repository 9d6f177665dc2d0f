import SpecModel
import Testing

@testable import SpecParser

/// Each recogniser on sentences from our specs, the reference guidelines (seeds) and public docs (corpus),
/// and on sentences it must leave alone.
@Suite struct RuleRecognizerTests {
    private func rules(_ sentence: String, section: String = "Behaviors", parameters: Set<String> = []) -> [Rule] {
        RuleRecognizers.rules(in: Statement(section: section, text: sentence, line: 3, column: 1), parameterNames: parameters)
    }

    private func recognized<Value: RuleValue>(
        _ kind: Value.Type,
        _ sentence: String,
        section: String = "Behaviors",
        parameters: Set<String> = []
    ) -> Value? {
        rules(sentence, section: section, parameters: parameters).lazy.compactMap { $0.as(kind) }.first
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
        let rule = try #require(rules(sentence).first { $0.kind == AutoDismissRule.kind })
        #expect(rule.as(AutoDismissRule.self)?.seconds == seconds)
        #expect(rule.line == 3)
        #expect(rule.matchedText == sentence)
    }

    @Test func autoDismissConditions() throws {
        let stack = try #require(
            recognized(AutoDismissRule.self, "When it has an action and VoiceOver is on, it stays for 10 seconds instead.")
        )
        #expect(stack.seconds == 10)
        #expect(stack.condition?.text == "it has an action and VoiceOver is on")
        #expect(stack.condition?.facts == [.hasAction: true, .screenReaderRunning: true])
        let seed = try #require(
            recognized(AutoDismissRule.self, "If there is an action, keep the snackbar active for an extended period of 10 seconds.")
        )
        #expect(seed.condition?.text == "there is an action")
        #expect(seed.condition?.facts == [.hasAction: true])
    }

    @Test(arguments: [
        "A snack bar or toast must not be timed to disappear.",  // seed: a11y guideline
        "Time before auto-dismiss, in seconds",  // corpus: no number
        "animation-duration: 750ms;",  // corpus: CSS
        "It sits 16 pt above the navigation bar.",
    ])
    func notAutoDismiss(_ sentence: String) {
        #expect(recognized(AutoDismissRule.self, sentence) == nil)
    }

    // MARK: dismissGestures

    @Test(arguments: [
        ("Tapping the X icon dismisses the snackbar.", [DismissGesturesRule.Gesture.tapClose]),
        ("Swiping left, right, or down on the snackbar.", [.swipeLeft, .swipeRight, .swipeDown]),  // seed, under "Closing"
        ("Tapping anywhere on the Snackbar (outside the action) will immediately dismiss it.", [.tapAnywhere]),  // seed
        ("Tapping on the action will immediately perform it, and dismiss the Snackbar.", [.tapAction]),  // seed
        ("The user can dismiss the error banner by tapping on the “Close” button.", [.tapClose]),  // seed: banner
        ("By default, when a banner is tapped or swiped up by a user, it will be dismissed", [.tapAnywhere, .swipeUp]),  // corpus
        ("When `true`, the Toast can be swiped to dismiss", [.swipe]),  // corpus: react-native-toast-message
    ])
    func gestures(_ sentence: String, expected: [DismissGesturesRule.Gesture]) throws {
        let rule = try #require(recognized(DismissGesturesRule.self, sentence, section: "Behaviors > Closing"))
        #expect(rule.gestures == expected)
    }

    @Test func gesturesNeedADismissalContext() {
        #expect(recognized(DismissGesturesRule.self, "Swiping left shows the next page.") == nil)
        #expect(recognized(DismissGesturesRule.self, "Users can be enabled to pause or stop the progress by tapping on the bar.") == nil)
        #expect(
            recognized(DismissGesturesRule.self, "Tapping on the X icon within the snackbar.", section: "Behaviors > Closing")?.gestures
                == [
                    .tapClose
                ]
        )
    }

    // MARK: maxVisible

    @Test func visibilityLimits() throws {
        let queue = try #require(
            recognized(
                MaxVisibleRule.self,
                "Only one snackbar is visible at a time; the next one appears after the previous one is dismissed."
            )
        )
        #expect(queue.limit == .count(1))
        #expect(queue.overflow == .queue)
        let seed = try #require(
            recognized(
                MaxVisibleRule.self,
                "A single snackbar should only be displayed at a time with each subsequent snackbar appearing after the previous one is dismissed."
            )
        )
        #expect(seed.limit == .count(1))
        #expect(seed.overflow == .queue)
        let evict = try #require(
            recognized(
                MaxVisibleRule.self,
                "When more than `limit` snackbars are shown, the oldest is removed until `limit` remain.",
                parameters: ["limit"]
            )
        )
        #expect(evict.limit == .parameter("limit"))
        #expect(evict.overflow == .evictOldest)
        #expect(recognized(MaxVisibleRule.self, "At most 3 toasts are shown at once.")?.limit == .count(3))
        #expect(recognized(MaxVisibleRule.self, "Only display one snackbar at a time.")?.limit == .count(1))  // seed "Do"
    }

    @Test(arguments: [
        "Display multiple snackbars at the same time.",  // seed "Don't"
        "On iPad it is at most 600 pt wide and centred horizontally.",
        "Allow to display several banners simultaneously, configurable in banners queue",  // corpus
        "The message text is at most two lines long.",
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
        let rule = try #require(recognized(PersistentRule.self, sentence))
        #expect(rule.until == until)
    }

    @Test func stayingAttachedIsNotPersistence() {
        #expect(recognized(PersistentRule.self, "While the content scrolls, the banner stays attached to the navigation bar.") == nil)
        #expect(recognized(PersistentRule.self, "A snackbar dismisses itself after 7 seconds.") == nil)
    }

    // MARK: placement

    @Test func placementParts() throws {
        let bottom = try #require(
            recognized(
                PlacementRule.self,
                "A snackbar sits at the bottom of the screen, 16 pt above the bottom navigation bar or the system bars."
            )
        )
        #expect(bottom.edge == .bottom)
        #expect(bottom.offset == 16)
        let seed = try #require(
            recognized(PlacementRule.self, "Snackbars should span the width of the screen minus a 16pt left/right page margin.")
        )
        #expect(seed.margin == 16)
        let width = try #require(
            recognized(
                PlacementRule.self,
                "Snackbars on iPad have a maximum width of 600 pts and are center aligned at the bottom of the screen."
            )
        )
        #expect(width.maxWidth == 600)
        #expect(width.alignment == .center)
        #expect(width.edge == .bottom)
    }

    @Test func placementNeedsAPlace() {
        #expect(recognized(PlacementRule.self, "Tapping the X icon dismisses the snackbar.") == nil)
        #expect(recognized(PlacementRule.self, "It stays for 16 seconds.") == nil)
    }

    // MARK: announce

    @Test func announcements() throws {
        #expect(
            recognized(AnnounceRule.self, "When a snackbar appears it is announced to assistive technology without moving focus to it.")?
                .movesFocus
                == false
        )
        #expect(
            recognized(
                AnnounceRule.self,
                "A message that appears after the user has arrived on the screen must be announced dynamically, but focus shouldn't move to it."
            )?.movesFocus == false
        )  // seed
        // seed
        #expect(
            recognized(AnnounceRule.self, "Announce the Snackbar content automatically once it appears (without user intervention).") != nil
        )
        #expect(recognized(AnnounceRule.self, "`MatSnackBar` announces messages via an `aria-live` region.") != nil)  // corpus: angular
        #expect(recognized(AnnounceRule.self, "The focus doesn't shift to the Snackbar when it pops up.") == nil)
        #expect(recognized(AnnounceRule.self, "A close control with an accessible label is always available.") == nil)
    }

    // MARK: maxLines

    @Test func lineLimits() {
        #expect(recognized(MaxLinesRule.self, "The message text is at most two lines long.")?.lines == 2)
        #expect(recognized(MaxLinesRule.self, "Should be no longer than 2 lines.")?.lines == 2)  // seed
        #expect(
            recognized(
                MaxLinesRule.self,
                "Use a banner to inform users about a certain event or a change in system status within two lines of text."
            )?.lines == 2
        )  // seed
        #expect(recognized(MaxLinesRule.self, "Snackbars can accommodate multiple lines of text if need be.") == nil)  // seed
        #expect(recognized(MaxLinesRule.self, "We automatically determine if the message spans one or two lines.") == nil)  // seed
    }

    @Test func anUnrecognisedStatementHasNoRules() {
        #expect(rules("An embedded banner pushes the content below it down.").isEmpty)
    }
}
