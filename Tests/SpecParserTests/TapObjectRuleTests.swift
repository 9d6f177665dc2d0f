import SpecModel
import Testing

@testable import SpecParser

/// A tap is what its object names (sentences in our own words about an invented ribbon): the component itself gives the
/// tap kinds read before, a close control the words name gives the close control, and another thing leaves the rule
/// waiting with the phrase it did not understand.
@Suite struct TapObjectRuleTests {
    /// The document is about a ribbon, so its name is the component's.
    private static let ribbon = RuleVocabulary(component: ["ribbon"])

    private func gestures(_ sentence: String) -> [Set<DismissGesturesRule.Gesture>] {
        ProseReading.rules(sentence, vocabulary: Self.ribbon).filter { $0.pending == nil }.compactMap {
            $0.as(DismissGesturesRule.self).map { Set($0.gestures) }
        }
    }

    private func waiting(_ sentence: String) -> [String] {
        ProseReading.rules(sentence, vocabulary: Self.ribbon).filter { $0.as(DismissGesturesRule.self) != nil }.compactMap(\.pending)
    }

    // MARK: A close control the words name

    @Test(arguments: [
        "People can click the cross to close the ribbon.",
        "The ribbon stays until someone clicks on the close box.",
        "Tapping the dismiss mark closes the ribbon.",
        "Pressing its cancel box hides the ribbon.",
        "Tapping the × hides the ribbon.",
    ])
    func aTapOnANamedCloseControlIsTheCloseControl(_ sentence: String) {
        #expect(gestures(sentence) == [[.tapClose]], "\(ProseReading.rules(sentence))")
    }

    // MARK: The component itself

    @Test(arguments: [
        "Tapping the ribbon closes it.",
        "Clicking it closes the ribbon.",
        "Tapping anywhere closes the ribbon.",
        "Clicking the content of the ribbon closes it.",
        "Tapping the ribbon's surface hides it.",
        "Tapping the screen hides the ribbon.",
    ])
    func aTapOnTheComponentIsATapAnywhere(_ sentence: String) {
        #expect(gestures(sentence) == [[.tapAnywhere]], "\(ProseReading.rules(sentence))")
    }

    @Test func aSwipeGoesWhereItsWordsSay() {
        #expect(gestures("Flicking it upward closes the ribbon.") == [[.swipeUp]])
        #expect(gestures("Dragging it away closes the ribbon.") == [[.swipe]])
    }

    @Test func aTapWithNoObjectReadsAsBefore() {
        #expect(gestures("A tap closes the ribbon.") == [[.tapAnywhere]])
    }

    // MARK: Another thing

    @Test(arguments: [
        ("Tapping the avatar closes the ribbon.", "the avatar"),
        ("Clicking the small badge hides the ribbon.", "the small badge"),
    ])
    func aTapOnAnUnsettledThingWaits(_ sentence: String, _ phrase: String) {
        #expect(gestures(sentence).isEmpty, "\(ProseReading.rules(sentence))")
        #expect(waiting(sentence) == ["a value not understood: “\(phrase)”"], "\(ProseReading.rules(sentence))")
    }

    @Test func aNameTheDocumentDoesNotGiveIsNotTheComponent() {
        #expect(ProseReading.rules("Tapping the ribbon closes it.").compactMap(\.pending) == ["a value not understood: “the ribbon”"])
    }

    @Test func anExampleTapIllustratesTheMainClause() {
        // The action is the way; "such as tapping a chip" only illustrates it, so its unknown object settles nothing.
        #expect(gestures("People can also close it with an action, such as tapping a chip.") == [[.tapAction]])
    }

    // MARK: The words that are no object

    @Test func aTapOnTheActionIsReadAsTheAction() {
        #expect(gestures("Tapping the action button closes the ribbon.") == [[.tapAction]])
    }

    @Test func theButtonAfterANamedCloseButtonIsThatButton() {
        #expect(gestures("The ribbon has a close button; tapping the button hides it.") == [[.tapClose]])
    }
}
