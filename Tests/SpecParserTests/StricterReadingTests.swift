import SpecModel
import Testing

@testable import SpecParser

/// Readings made stricter from sentences of sources never seen: a gesture whose outcome is not leaving, a part that is
/// what a sentence places, and an instruction to use a setting for an effect state no rule of the component (in our
/// own words, about an invented component).
@Suite struct StricterReadingTests {
    private let pebble = RuleVocabulary(component: ["pebble"])

    private func asserted<Value: RuleValue>(_ kind: Value.Type, _ sentence: String, section: String = "Behaviors") -> Value? {
        ProseReading.rules(sentence, section: section, vocabulary: pebble).lazy.filter { $0.pending == nil }.compactMap { $0.as(kind) }
            .first
    }

    @Test func aGestureThatExpandsIsNoWayToDismiss() {
        let section = "Behaviors > Dismissal"
        #expect(asserted(DismissGesturesRule.self, "On touch, a tap or a drag upward expands the pebble.", section: section) == nil)
        let leaves = asserted(DismissGesturesRule.self, "A drag upward dismisses the pebble.", section: section)
        #expect(leaves?.gestures.contains(.swipeUp) == true, "\(String(describing: leaves))")
    }

    @Test func aPartPlacedByTheVerbIsNotWhereTheComponentSits() {
        let part = "Pebbles can be closed, with a close icon being displayed in the top right corner."
        #expect(asserted(PlacementRule.self, part) == nil)
        let whole = asserted(PlacementRule.self, "Pebbles with a close icon are displayed in the top right corner.")
        #expect(whole?.edge == .top, "\(String(describing: whole))")
    }

    @Test func oneInstanceSharingATagBoundsDuplicatesNotTheScreen() {
        let tagged = ProseReading.rules("When a pebble is tagged, only one pebble with that tag is displayed.", vocabulary: pebble)
        let limits = tagged.compactMap { $0.as(MaxVisibleRule.self) != nil ? $0 : nil }
        #expect(!limits.isEmpty && limits.allSatisfy { $0.pending?.contains("no duplicates") == true }, "\(tagged)")
        #expect(asserted(MaxVisibleRule.self, "Only one pebble is displayed at a time.") != nil)
    }

    @Test func usingASettingForAnEffectIsAnInstruction() {
        let rules = ProseReading.rules("Use the sticky option to keep pebbles on screen until they are closed.", vocabulary: pebble)
        #expect(rules.allSatisfy { $0.pending?.contains("instruction") == true }, "\(rules)")
        #expect(asserted(PersistentRule.self, "Pebbles stay on screen until they are closed.") != nil)
    }
}
