import SpecModel
import Testing

@testable import SpecParser

/// A timer said to pause under a condition no harness arranges is read and waits, saying why; a settled trigger is
/// asserted, and a sentence that names no paused timer gives no pause (sentences in our own words).
@Suite struct PauseTriggerTests {
    private let section = "Behaviors > Timing"

    private func pauses(_ sentence: String) -> [Rule] {
        ProseReading.rules(sentence, section: section).filter { $0.as(TimerPauseRule.self) != nil }
    }

    @Test(arguments: [
        "The countdown pauses while someone works with the notice.",
        "Its timer pauses when a person engages with the notice.",
    ])
    func anUnsettledTriggerWaitsWithItsReason(_ sentence: String) {
        let rules = pauses(sentence)
        #expect(rules.count == 1)
        #expect(rules.first?.pending?.contains("what pauses it is not settled") == true, "\(rules)")
        #expect(rules.first?.as(TimerPauseRule.self)?.during == [])
    }

    @Test func aSettledTriggerIsAsserted() {
        let rules = pauses("The countdown pauses while the pointer rests on the notice.")
        #expect(rules.first?.pending == nil, "\(rules)")
        #expect(rules.first?.as(TimerPauseRule.self)?.during == [.pointerHovering])
    }

    @Test(arguments: [
        "Prevents people from closing the notice while a form is open.",
        "The countdown runs for five seconds once the notice opens.",
    ])
    func noPausedTimerGivesNoPause(_ sentence: String) {
        #expect(pauses(sentence).isEmpty, "\(pauses(sentence))")
    }
}
