import SpecModel
import Testing

@testable import SpecParser

/// A list item with no subject of its own takes its lead-in's when the lead-in names the component ("Each notice:"):
/// its modal is then the component's, as in a whole sentence. Under a lead-in that names settings, or none, it describes
/// a setting and waits (sentences in our own words).
@Suite struct LeadInSubjectTests {
    private let section = "Behaviors > Dismissal"

    private func gestures(_ item: String, leadIn: String?) -> [Rule] {
        ProseReading.rules(item, section: section, leadIn: leadIn).filter { $0.as(DismissGesturesRule.self) != nil }
    }

    @Test(arguments: ["Each notice:", "The notice supports two gestures:", "Notices:"])
    func theLeadInsSubjectCarriesIntoTheItem(_ leadIn: String) {
        let rules = gestures("Can be closed by flicking it upward", leadIn: leadIn)
        #expect(rules.count == 1)
        #expect(rules.first?.pending == nil, "\(rules)")
        #expect(rules.first?.as(DismissGesturesRule.self)?.gestures == [.swipeUp])
    }

    @Test(arguments: [nil, "Options:", "The notice takes these settings:", "Each card:"])
    func withoutTheComponentAsSubjectTheItemDescribesASetting(_ leadIn: String?) {
        let rules = gestures("Can be closed by flicking it upward", leadIn: leadIn)
        #expect(rules.allSatisfy { $0.pending != nil }, "\(rules)")
    }

    @Test func aCarriedSubjectStillMeetsAnOffer() {
        let rules = ProseReading.rules("can be configured to hide after 5 seconds", section: "Behaviors > Timing", leadIn: "Each notice:")
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.pending != nil }, "\(rules)")
    }
}
