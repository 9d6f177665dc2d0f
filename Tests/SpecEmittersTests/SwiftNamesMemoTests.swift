import Foundation
import SpecModel
import SpecParser
import Testing

@testable import SpecEmitters

/// The Swift names a plan's emitters share: made once per type prefix, and made again for a changed plan.
@Suite struct SwiftNamesMemoTests {
    private let plan = ComponentPlanner.plan(
        SpecParser.parse(
            bytes: Data(
                """
                # Beacon

                A beacon blinks to draw the eye.

                ## API

                | Parameter | Type | Default | Description |
                |---|---|---|---|
                | `pulse` | `Int` | `3` | How many times it blinks. |

                ## Variants

                - **Soft**: a slow blink.
                - **Sharp**: a fast blink.

                """.utf8
            ),
            source: "specs/beacon.md"
        ).spec
    )

    @Test func copiesOfAPlanShareTheNamesOfOnePrefix() {
        let copy = plan
        let first = plan.swiftNames.names(plan, settings: OutputSettings())
        let again = copy.swiftNames.names(copy, settings: OutputSettings())
        #expect(first.component == "Beacon")
        #expect(again.component == first.component && again.models == first.models && again.variants == first.variants)
        let fresh = SwiftNames(plan, settings: OutputSettings())
        #expect(first.models == fresh.models && first.properties == fresh.properties)
    }

    @Test func anotherPrefixOrAChangedPlanIsSpelledAnew() {
        _ = plan.swiftNames.names(plan, settings: OutputSettings())
        let prefixed = plan.swiftNames.names(plan, settings: OutputSettings(typePrefix: "DS"))
        #expect(prefixed.component == "DSBeacon")
        var renamed = plan
        renamed.name = PlanName("Lantern")
        #expect(renamed.swiftNames.names(renamed, settings: OutputSettings()).component == "Lantern")
        #expect(plan.swiftNames.names(plan, settings: OutputSettings()).component == "Beacon")
    }
}
