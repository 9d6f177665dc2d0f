import Foundation
import SpecModel
import Testing

@testable import SpecEmitters
@testable import SpecParser

/// Every rule kind is listed once in `RuleKinds.all`; forgetting its recogniser or its check must fail here
/// instead of compiling and silently never firing.
@Suite struct RuleKindCompletenessTests {
    @Test(arguments: RuleKinds.names)
    func everyKindHasOneRecogniser(_ kind: String) {
        #expect(RuleRecognizers.all.filter { $0.kind == kind }.count == 1, "no recogniser (or several) registered for \(kind)")
    }

    @Test func everyKindHasAConformanceCheck() {
        for type in RuleKinds.all {
            #expect(type is any CheckableRule.Type, "\(type.kind) has no CheckableRule conformance in SpecEmitters")
        }
    }

    @Test func kindNamesAreUniqueAndEveryRecogniserReadsAListedKind() {
        let kinds = RuleKinds.names
        #expect(Set(kinds).count == kinds.count)
        #expect(Set(RuleRecognizers.all.map(\.kind)).isSubset(of: Set(kinds)))
    }

    @Test func everyKindRoundTripsThroughTheIR() throws {
        let statement = Statement(section: "Behaviors", text: "t", line: 1, column: 1)
        let values: [any RuleValue] = [
            AutoDismissRule(
                seconds: 4,
                atMost: true,
                condition: RuleCondition(text: "error notes without an action", facts: [.hasAction: false], variant: "Error")
            ),
            DismissGesturesRule(gestures: [.swipeDown, .tapClose]), MaxVisibleRule(limit: .parameter("limit"), overflow: .queue),
            PersistentRule(until: "closed"), PlacementRule(edge: .top, offset: 8, alignment: .trailing), AnnounceRule(movesFocus: false),
            MaxLinesRule(lines: 2), TimerPauseRule(during: [.pointerHovering, .keyboardFocused]), AppearanceDelayRule(seconds: 0.5),
            EscapeDismissRule(),
        ]
        #expect(Set(values.map { type(of: $0).kind }) == Set(RuleKinds.names), "add a value of the new kind here")
        for value in values {
            let rule = Rule(value, matchedText: statement.text, line: 1, column: 1)
            let data = try JSONEncoder().encode(rule)
            #expect(try JSONDecoder().decode(Rule.self, from: data) == rule)
        }
    }
}
