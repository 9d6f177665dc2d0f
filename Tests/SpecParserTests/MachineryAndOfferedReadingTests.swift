import SpecModel
import Testing

@testable import SpecParser

/// Readings that held on sentences from sources never seen (session 21): an announcement said of the platform's
/// machinery (a role, an ARIA attribute, an announcer) rather than of the component, swipe directions that cover
/// both axes, a feature list's line that only names a capability, a behaviour called "an option", and a condition
/// after "but". Each waits (or reads as its words say); its plain counterpart is asserted. Sentences in our own words.
@Suite struct MachineryAndOfferedReadingTests {
    // MARK: Announcing machinery is not the component

    @Test(arguments: [
        "The status role carries a polite live setting by default.",
        "aria-live=\"polite\" holds speech back until the reader is quiet.",
        "The announcer has to offer both a polite and an assertive priority.",
        "The usual technique is to put a role=\"alert\" region in the page and fill the region later.",
    ])
    func anAnnouncementSaidOfTheMachineryWaits(_ sentence: String) {
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(AnnounceRule.self, sentence).contains { $0.contains("how announcing works") })
    }

    @Test(arguments: [
        "The notice has the status role, so screen readers read it out.",
        "aria-live makes screen readers announce the notice when it appears.",
        "The alert role makes screen readers announce it at once.",
        "Use a polite live region for every notice.",
    ])
    func anAnnouncementOfTheComponentIsAsserted(_ sentence: String) {
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).count == 1, "\(ProseReading.rules(sentence))")
    }

    // MARK: Directions on both axes

    @Test func bothAxesAreASwipeInAnyDirection() {
        #expect(
            ProseReading.asserted(DismissGesturesRule.self, "Swipe the notice horizontally or vertically to dismiss it.").map(\.gestures)
                == [[.swipe]]
        )
        #expect(
            Set(ProseReading.asserted(DismissGesturesRule.self, "Swipe the notice vertically to dismiss it.").flatMap(\.gestures))
                == [.swipeUp, .swipeDown],
            "one axis names its two directions"
        )
    }

    // MARK: A feature's name

    @Test func aLineNamingAFeatureWaits() {
        let read = ProseReading.rules("Swipe-to-dismiss support", section: "Behaviors > Dismissal")
        let gestures = read.filter { $0.as(DismissGesturesRule.self) != nil }
        #expect(!gestures.isEmpty && gestures.allSatisfy { $0.pending?.contains("a feature named") == true }, "\(read)")
        let stated = ProseReading.rules("Swipe the notice to dismiss it.", section: "Behaviors > Dismissal")
        #expect(stated.filter { $0.pending == nil }.compactMap { $0.as(DismissGesturesRule.self) }.map(\.gestures) == [[.swipe]])
    }

    // MARK: A behaviour called an option

    @Test func aBehaviourCalledAnOptionWaits() {
        let sentence = "Pressing Escape to close the hint is a handy option, though it may surprise people."
        #expect(ProseReading.asserted(EscapeDismissRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(EscapeDismissRule.self, sentence).contains { $0.contains("called an option") })
        #expect(ProseReading.asserted(EscapeDismissRule.self, "Pressing Escape closes the hint.").count == 1)
    }

    // MARK: A condition after "but"

    @Test func anEdgeUnderAConditionAfterButWaits() {
        let sentence = "Normally it sits above its trigger, but if the trigger is at the top of the window, below it."
        #expect(ProseReading.asserted(PlacementRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.asserted(PlacementRule.self, "It sits at the top of the window.").map(\.edge) == [.top])
        let roomless = "It sits above its trigger, but if the trigger is at the top and there is no room, below it."
        #expect(ProseReading.asserted(PlacementRule.self, roomless).isEmpty, "a negated condition naming an edge is still a condition")
    }

    // MARK: Persistence for one value of an option

    @Test func persistenceWhenEnabledWaits() {
        let sentence = "When enabled, the notice is not removed automatically."
        #expect(ProseReading.asserted(PersistentRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(ProseReading.waiting(PersistentRule.self, sentence).contains { $0.contains("one value of an option") })
        #expect(ProseReading.asserted(PersistentRule.self, "The notice is not removed automatically.").count == 1)
    }
}
