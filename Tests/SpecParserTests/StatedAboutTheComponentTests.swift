import SpecModel
import SpecParser
import Testing

/// Behaviour is asserted only where it is stated about the component's own instances (sentences in our own
/// words): outside a behaviour section a sentence must name the component and say how an instance shows, leaves
/// or sits; a count, an edge or a handler of something else waits with its reason.
@Suite struct StatedAboutTheComponentTests {
    private func rules(_ markdown: String) -> [Rule] {
        parse(markdown).spec.behaviors.flatMap(\.rules)
    }

    @Test func aUsageSentenceAboutTheComponentsInstancesIsAsserted() throws {
        let found = rules(
            """
            # Drawer

            ## Usage

            A drawer slides in from the bottom of the screen when it opens.
            """
        )
        let rule = try #require(found.first { $0.kind == PlacementRule.kind })
        #expect(rule.pending == nil)
    }

    @Test func aUsageSentenceAboutSomethingElseWaits() throws {
        let found = rules(
            """
            # Calendar

            ## Usage

            Extra padding is added at the bottom of the screen for the home indicator.
            """
        )
        #expect(found.allSatisfy { $0.pending != nil })
        #expect(found.first?.pending?.contains("outside a behaviour section") == true)
    }

    @Test func oneDayAtATimeIsNoVisibleLimit() {
        let found = rules(
            """
            # Calendar

            ## Behavior

            - Only one day can be picked at a time.
            """
        )
        #expect(found.filter { $0.kind == MaxVisibleRule.kind && $0.pending == nil }.isEmpty)
    }

    @Test func aGestureListWithAnUnnamedSurfaceWaitsWhole() {
        let found = rules(
            """
            # Sheet

            ## Behavior

            - Close it by dragging the handle, tapping the close icon or tapping the scrim.
            """
        )
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.pending != nil })
    }
}
