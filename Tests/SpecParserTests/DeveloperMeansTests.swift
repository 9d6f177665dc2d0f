import SpecModel
import Testing

@testable import SpecParser

/// A clause whose means is the developer's act in code ("by passing `edge`", "By calling `hold()`, …") says what a
/// setting does, with or without "can"; a means that is a person's gesture ("by swiping it") still states (in our own
/// words).
@Suite struct DeveloperMeansTests {
    @Test(arguments: [
        "Pin it to the top of the window by passing `edge=\"top\"`.",
        "It is moved to the bottom edge by setting `side` to `bottom`.",
        "By calling `hold()`, the notice stays until someone dismisses it.",
    ])
    func theDevelopersMeansMakesItASetting(_ sentence: String) {
        let rules = ProseReading.rules(sentence)
        #expect(!rules.isEmpty && rules.allSatisfy { $0.pending != nil }, "\(rules)")
    }

    @Test func aPersonsGestureAsTheMeansStates() {
        #expect(ProseReading.asserted(DismissGesturesRule.self, "It is dismissed by swiping it to the side.").count == 1)
    }
}
