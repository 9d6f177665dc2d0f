import SpecModel
import Testing

@testable import SpecParser

/// Timings in prose: motions are not display times, bounds and ranges are kept, defaults count, and the kind of
/// component a timing is stated for stays its condition (sentences in our own words).
@Suite struct TimingProseTests {
    @Test(arguments: [
        "It fades in over 300 ms.",
        "The notice slides in within 200 ms.",
        "A 250 ms fade plays when it leaves.",
        "Its fade-out takes 150 ms.",
        "Closing it runs a 400 ms collapse.",
    ])
    func animationIsNotDisplayTime(_ sentence: String) {
        #expect(ProseReading.first(AutoDismissRule.self, sentence) == nil)
    }

    @Test func aTimingBeforeAMotionStaysATiming() {
        #expect(ProseReading.first(AutoDismissRule.self, "After 5 seconds the notice fades out.")?.seconds == 5)
        #expect(ProseReading.first(AutoDismissRule.self, "It fades in over 200 ms and stays visible for 6 seconds.")?.seconds == 6)
    }

    @Test func aPressThatStartsTheTimingIsNoGesture() {
        let rules = ProseReading.rules("It stays for two seconds after a long press.", section: "Behaviors > Dismissing")
        #expect(rules.map(\.kind) == [AutoDismissRule.kind])
        #expect(ProseReading.rules("A long press shows it.", section: "Behaviors > Dismissing").isEmpty)
    }

    @Test(arguments: [
        ("Error notices stay for 8 seconds.", "error"),
        ("Critical banners close automatically after 12 seconds.", "critical"),
        ("The notice hides itself after 10 seconds for warnings.", "warnings"),
    ])
    func theKindOfComponentIsKept(_ sentence: String, word: String) throws {
        let rule = try #require(ProseReading.first(AutoDismissRule.self, sentence))
        #expect(rule.condition?.text.lowercased().contains(word) == true)
    }

    @Test func aDocumentsOwnVariantIsAKind() throws {
        let vocabulary = RuleVocabulary(variants: [["sync"]], variantNames: ["Sync"], component: ["notice"])
        let rule = try #require(ProseReading.first(AutoDismissRule.self, "Sync notices disappear after 3 seconds.", vocabulary: vocabulary))
        #expect(rule.condition?.text == "Sync notices")
        #expect(rule.condition?.variant == "Sync")
        // An intent word the document does not list as a variant is kept as text only.
        #expect(
            ProseReading.first(AutoDismissRule.self, "Error notices disappear after 3 seconds.", vocabulary: vocabulary)?.condition?.variant
                == nil
        )
        // Without a kind word the timing has no condition.
        #expect(ProseReading.first(AutoDismissRule.self, "Plain notices disappear after 3 seconds.")?.condition == nil)
    }

    @Test(arguments: [
        ("The notice must not be shorter than 6 seconds on screen.", 6.0),
        ("It remains visible for at least 5 seconds.", 5),
        ("It stays 4 seconds or more.", 4),
        ("Each notice is displayed for longer than 3 seconds.", 3),
        ("A notice should never disappear in less than 4 seconds.", 4),
    ])
    func lowerBounds(_ sentence: String, seconds: Double) throws {
        let rule = try #require(ProseReading.first(AutoDismissRule.self, sentence))
        #expect(rule.seconds == seconds)
        #expect(rule.atLeast && !rule.atMost)
    }

    @Test(arguments: [
        ("It disappears after at most 10 seconds.", 10.0),
        ("The notice closes within 9 seconds.", 9),
        ("It stays on screen no longer than 7 seconds.", 7),
    ])
    func upperBounds(_ sentence: String, seconds: Double) throws {
        let rule = try #require(ProseReading.first(AutoDismissRule.self, sentence))
        #expect(rule.seconds == seconds)
        #expect(rule.atMost && !rule.atLeast)
    }

    @Test func aSettingsLimitIsNotATiming() {
        let rules = ProseReading.rules("It closes after 4 seconds; the maximum allowed duration is 12 seconds.")
        #expect(rules.compactMap { $0.as(AutoDismissRule.self) }.map(\.seconds) == [4])
        #expect(ProseReading.first(AutoDismissRule.self, "Its longest timeout may be up to 20 seconds.") == nil)
        #expect(ProseReading.first(AutoDismissRule.self, "The duration prop accepts values from 1 to 10 seconds.") == nil)
        #expect(ProseReading.first(AutoDismissRule.self, "People can set the duration anywhere from 2 to 20 seconds.") == nil)
    }

    @Test(arguments: [
        "It closes itself after anywhere from 3 up to 8 seconds.",
        "It is removed after between 3 s and 8 s.",
        "The notice hides after from 3 seconds to 8 seconds.",
        "It can last anywhere between 3 and 8 seconds.",
    ])
    func ranges(_ sentence: String) throws {
        let rule = try #require(ProseReading.first(AutoDismissRule.self, sentence))
        #expect(rule.seconds == 3)
        #expect(rule.maximumSeconds == 8)
        #expect(!rule.atLeast && !rule.atMost)
    }

    @Test(arguments: [
        ("Its duration defaults to 4000 ms.", 4.0),
        ("The default display time is 5 seconds.", 5),
        ("The timeout is 6 seconds by default.", 6),
    ])
    func defaultsStatedInProse(_ sentence: String, seconds: Double) {
        #expect(ProseReading.first(AutoDismissRule.self, sentence)?.seconds == seconds)
    }

    @Test(arguments: [
        "The animation duration defaults to 300 ms.",
        "Its default debounce time for typing is 300 ms.",
        "Its default tooltip delay before appearing is 500 ms.",
    ])
    func otherDefaultsAreNotTimings(_ sentence: String) {
        #expect(ProseReading.first(AutoDismissRule.self, sentence) == nil)
    }
}
