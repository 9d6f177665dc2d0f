import SpecModel
import Testing

@testable import SpecParser

/// Who a sentence is about: the component, one of its parts, or the page's author (sentences in our own words).
@Suite struct StatementSubjectTests {
    private let anatomy = RuleVocabulary(parts: [["container"], ["headline"], ["dismiss", "icon"], ["avatar"]], component: ["notice"])

    @Test(arguments: [
        "The dismiss icon sits at the top end of the notice.",
        "The close button carries an accessible name.",
        "Its close button is placed at the bottom right.",
        "The action button keeps a 16 pt margin from the text.",
        "The avatar sits at the top of the notice.",
        "The headline sits at the top.",
    ])
    func aPartsStatementIsNoComponentRule(_ sentence: String) {
        #expect(ProseReading.rules(sentence, section: "Behaviors > Dismissing", vocabulary: anatomy).isEmpty)
    }

    @Test func aControlThatDismissesTheComponentIsAGesture() {
        #expect(ProseReading.first(DismissGesturesRule.self, "The close button dismisses the notice.")?.gestures == [.tapClose])
        #expect(ProseReading.first(DismissGesturesRule.self, "A close control is always available.")?.gestures == [.tapClose])
    }

    @Test func actsAndKindsOfTheComponentAreAboutTheComponent() {
        // The subject is an act ("Tapping …"), or a kind of the component ("Action notices").
        #expect(ProseReading.first(DismissGesturesRule.self, "Tapping the close button dismisses the notice.")?.gestures == [.tapClose])
        #expect(ProseReading.first(AutoDismissRule.self, "Action notices stay for 10 seconds.")?.seconds == 10)
        #expect(
            ProseReading.first(PlacementRule.self, "The container sits at the bottom of the screen.", vocabulary: anatomy)?.edge == .bottom
        )
        // A text part's line limit is still a line limit.
        #expect(ProseReading.first(MaxLinesRule.self, "The headline wraps to at most two lines.", vocabulary: anatomy)?.lines == 2)
    }

    @Test func aPronounContinuesThePartItFollows() {
        #expect(ProseReading.rules("The close button can be styled. These styles may be removed again.").isEmpty)
    }

    @Test(arguments: [
        "We recommend placing the notice right above the form it refers to.",
        "It is best practice, and we suggest putting it along the top edge of the page.",
        "Consider positioning it at the bottom of a phone's screen.",
        "Avoid timed notices for long messages, because people may not finish reading them.",
        "Don't use auto-dismissing notices when the text is long.",
        "The notice sits at the top of the form it concerns.",
    ])
    func adviceToTheAuthorIsNotBehaviour(_ sentence: String) {
        #expect(ProseReading.rules(sentence).isEmpty)
    }

    @Test func theClauseBeforeTheAdviceStillCounts() {
        let rules = ProseReading.rules("Screen readers announce the notice, so we recommend rendering its close button outside it.")
        #expect(rules.map(\.kind) == [AnnounceRule.kind])
    }

    @Test func prohibitionsWithoutAReasonStillForbid() {
        #expect(ProseReading.first(MaxVisibleRule.self, "Avoid showing more than two notices on the same screen.")?.limit == .count(2))
    }
}
