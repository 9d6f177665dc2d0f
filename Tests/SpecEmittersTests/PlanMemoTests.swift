import Foundation
import SpecModel
import SpecParser
import Testing

@testable import SpecEmitters

/// The Swift names are spelled once per plan and shared by the emitters; a plan changed after they were spelled, or
/// asked with another type prefix, gets names of its own, never the ones kept for the old values.
@Suite struct PlanMemoTests {
    private static let notice = """
        # Notice

        ## API

        ```swift
        public struct Notice {
            public init(text: String, seconds: Double = 3)
        }
        ```

        | Name | Type | Default | Description |
        | --- | --- | --- | --- |
        | text | String | | The words shown. |
        | seconds | Double | 3 | Time on screen. |
        """

    private func plan() -> ComponentPlan {
        ComponentPlanner.plan(SpecParser.parse(bytes: Data(Self.notice.utf8), source: "specs/notice.md").spec)
    }

    @Test func everyEmitterOfOnePlanGetsTheSameNames() {
        let plan = plan()
        let first = SwiftNames.of(plan, settings: OutputSettings())
        let copy = plan
        #expect(SwiftNames.of(copy, settings: OutputSettings()).component == first.component)
        #expect(first.component == "Notice")
        #expect(first.models == ["NoticeConfiguration"])
    }

    @Test func aChangedCopyIsSpelledAgain() {
        let plan = plan()
        #expect(SwiftNames.of(plan, settings: OutputSettings()).component == "Notice")
        var renamed = plan
        renamed.name = PlanName("Banner")
        #expect(SwiftNames.of(renamed, settings: OutputSettings()).component == "Banner")
        // The original keeps its own names.
        #expect(SwiftNames.of(plan, settings: OutputSettings()).component == "Notice")
    }

    @Test func anotherPrefixIsSpelledAgain() {
        let plan = plan()
        #expect(SwiftNames.of(plan, settings: OutputSettings()).component == "Notice")
        #expect(SwiftNames.of(plan, settings: OutputSettings(typePrefix: "DS")).component == "DSNotice")
        #expect(SwiftNames.of(plan, settings: OutputSettings()).component == "Notice")
    }
}
