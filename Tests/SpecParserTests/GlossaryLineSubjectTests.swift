import SpecModel
import Testing

@testable import SpecParser

/// A glossary line ("Term: a part that …") speaks of the part it defines, not of the component; a gesture's direction
/// joined to its word ("swipe-up") is the direction read (sentences in our own words).
@Suite struct GlossaryLineSubjectTests {
    private let section = "Behaviors > Dismissal"

    @Test(arguments: [
        "Grip: (optional) the round button that invites an upward swipe.",
        "Knob: small round indicator which invites a drag to the side.",
    ])
    func aPartDefinedByAGlossaryLineGivesNoComponentRule(_ sentence: String) {
        #expect(ProseReading.rules(sentence, section: section).isEmpty, "\(ProseReading.rules(sentence, section: section))")
    }

    /// A part named by any noun: the head before a preposition or a relative pronoun, after an article.
    @Test(arguments: [
        "Handle: (optional) a short bar at the top that hints you can drag it down.",
        "Grip: a slim pill along the top edge that people can pull.",
        "Tab: the small flap at the bottom that slides it open.",
        "Rail: a thin strip on the left side which holds the actions.",
    ])
    func aThingOfAnyNameDefinedByAGlossaryLineGivesNoPlacement(_ sentence: String) {
        #expect(ProseReading.asserted(PlacementRule.self, sentence).isEmpty, "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        ("Position: the notice sits at the top of the window.", PlacementRule.Edge.top),
        ("Placement: at the bottom of the screen, centred.", PlacementRule.Edge.bottom),
    ])
    func aLabelBeforeTheComponentsPlacementStillReads(_ sentence: String, edge: PlacementRule.Edge) {
        #expect(ProseReading.asserted(PlacementRule.self, sentence).map(\.edge) == [edge], "\(ProseReading.rules(sentence))")
    }

    @Test(arguments: [
        "Dismissal: the panel closes after a swipe-down.",
        "Closing: swiping down closes the panel.",
    ])
    func aLabelBeforeTheComponentsOwnSentenceStillReads(_ sentence: String) {
        let gestures = ProseReading.rules(sentence, section: section).filter { $0.pending == nil }.compactMap {
            $0.as(DismissGesturesRule.self)
        }
        #expect(gestures.map(\.gestures) == [[.swipeDown]], "\(ProseReading.rules(sentence, section: section))")
    }

    @Test func aDirectionJoinedToTheGestureIsRead() {
        #expect(ProseReading.first(DismissGesturesRule.self, "A swipe-up closes the panel.", section: section)?.gestures == [.swipeUp])
        // Without a direction the swipe goes any way.
        #expect(ProseReading.first(DismissGesturesRule.self, "A swipe closes the panel.", section: section)?.gestures == [.swipe])
    }
}
