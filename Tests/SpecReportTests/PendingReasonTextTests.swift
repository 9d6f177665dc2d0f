import Testing

@testable import SpecReport

/// A statement whose reading specgen is unsure of says why once per reason, in the order read.
@Suite struct PendingReasonTextTests {
    @Test func reasonsAreSaidOnceInOrder() {
        let joined = StatementView.joinedReasons([
            "a value not understood: “24 pt”", "offered, not stated: x", "a value not understood: “24 pt”",
        ])
        #expect(joined == "a value not understood: “24 pt”; offered, not stated: x")
    }

    @Test func noReasonGivesNothing() {
        #expect(StatementView.joinedReasons([]).isEmpty)
    }
}
