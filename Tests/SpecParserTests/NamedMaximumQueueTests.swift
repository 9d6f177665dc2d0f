import SpecModel
import Testing

@testable import SpecParser

/// A line naming a maximum with no value ("Maximum number of notices that can wait in the queue") describes a setting
/// even when a waiting word sits in its own clause: the queue belongs to what is counted. A waiting word in a clause of
/// its own after the maximum states the overflow (in our own words).
@Suite struct NamedMaximumQueueTests {
    @Test(arguments: [
        "Maximum number of notices that can wait in the queue",
        "The maximum number of ribbons which may be queued",
        "Max number of notices held in the queue",
    ])
    func aQueueInsideTheNamedMaximumStatesNoOverflow(_ sentence: String) {
        let read = ProseReading.rules(sentence, section: "Behaviors > Stacking").filter { $0.as(MaxVisibleRule.self) != nil }
        #expect(read.allSatisfy { $0.pending != nil }, "\(read)")
    }

    @Test func aQueueStatedAfterTheNamedMaximumIsTheOverflow() {
        let sentence = "Maximum number of notices shown at once; the rest wait in a queue."
        let read = ProseReading.rules(sentence, section: "Behaviors > Stacking").compactMap { rule in
            rule.pending == nil ? rule.as(MaxVisibleRule.self) : nil
        }
        #expect(read.count == 1 && read.first?.overflow == .queue, "\(read)")
    }
}
