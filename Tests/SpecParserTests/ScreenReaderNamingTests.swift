import SpecModel
import Testing

@testable import SpecParser

/// Screen readers named by what they do ("screen reading software") are screen readers (sentences in our own words
/// about an invented strip).
@Suite struct ScreenReaderNamingTests {
    @Test func readersNamedByWhatTheyDoReadTheStripOut() {
        let sentence = "For people who rely on screen reading software, the strip's text is read out when it appears."
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).count == 1)
    }

    @Test func textReadOutWithNoReaderNamedIsNoAnnouncement() {
        #expect(ProseReading.asserted(AnnounceRule.self, "The strip's text is read out by the presenter during the demo.").isEmpty)
    }
}
