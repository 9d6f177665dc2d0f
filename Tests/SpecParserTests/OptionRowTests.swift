import Foundation
import SpecModel
import Testing

@testable import SpecParser

/// An option row under an API heading states behaviour only when its default turns the behaviour on; no default, or a
/// default that leaves it off, waits with the reason (in our own words, about an invented component).
@Suite struct OptionRowTests {
    private func behaviours(_ markdown: String) -> [Statement] {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes).spec.behaviors
    }

    private let table = """
        # Pebble

        A pebble confirms an action.

        ## Props

        | Prop | Type | Default | Description |
        |---|---|---|---|
        | `placement` | string | `top-right` | Where the pebble is shown. |
        | `closable` | boolean | `false` | Shows a close button. |
        | `pauseOnHover` | boolean | | Pauses the timer while the pointer rests on the pebble. |
        | `iconPlacement` | string | `top-right` | Where the icon is shown. |

        """

    @Test func aDefaultThatTurnsItOnStates() {
        let row = behaviours(table).first { $0.text.hasPrefix("Where the pebble") }
        let placement = row?.rules.compactMap { $0.as(PlacementRule.self) }.first
        #expect(placement?.edge == .top, "\(String(describing: row))")
        #expect(row?.rules.allSatisfy { $0.pending == nil } == true, "\(String(describing: row))")
    }

    @Test func noDefaultOrADefaultThatLeavesItOffWaits() {
        let statements = behaviours(table)
        for prefix in ["Shows a close button", "Pauses the timer"] {
            let rules = statements.first { $0.text.hasPrefix(prefix) }?.rules ?? []
            #expect(rules.allSatisfy { $0.pending != nil }, "\(prefix): \(rules)")
        }
        let timer = statements.first { $0.text.hasPrefix("Pauses the timer") }?.rules.first
        #expect(timer?.pending?.contains("an option, not a stated behaviour") == true, "\(String(describing: timer))")
    }

    @Test func aRowAboutAPartWaitsThoughItsDefaultIsOn() {
        let rules = behaviours(table).first { $0.text.hasPrefix("Where the icon") }?.rules ?? []
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending?.contains("does not name the component") == true }, "\(rules)")
    }

    @Test func aKindTheBehaviourSectionStatesIsNotReadAgain() {
        let stated = table.replacingOccurrences(
            of: "## Props",
            with: "## Behaviors\n\n- The pebble sits at the bottom of the screen.\n\n## Props"
        )
        let placements = behaviours(stated).filter { $0.rules.contains { $0.as(PlacementRule.self) != nil } }
        #expect(placements.count == 1 && placements.first?.section.hasPrefix("Behaviors") == true, "\(placements)")
    }
}
