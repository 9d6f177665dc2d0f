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
