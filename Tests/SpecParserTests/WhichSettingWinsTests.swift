import SpecModel
import Testing

@testable import SpecParser

/// A sentence that says one setting beats another ("wins over", "has priority over", "supersedes") compares settings;
/// the component's behaviour it mentions waits. "over" as a place or a pointer's path still states (in our own words).
@Suite struct WhichSettingWinsTests {
    @Test(arguments: [
        "Sticky wins over the timeout and switches off closing by itself.",
        "When both are given, `keepOpen` has priority over `duration`, so the notice stays until closed.",
        "The pinned flag prevails over any delay: the notice stays put until someone dismisses it.",
        "A pinned notice supersedes the auto-hide time and remains until closed.",
    ])
    func aSettingThatWinsWaits(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("which setting wins") == true }, "\(rules)")
    }

    @Test func overAsAPlaceOrAPathStates() {
        #expect(ProseReading.asserted(PlacementRule.self, "It appears over the page content at the top of the window.").count == 1)
        #expect(ProseReading.asserted(TimerPauseRule.self, "Hovering over the notice pauses its timer.").count == 1)
    }
}
