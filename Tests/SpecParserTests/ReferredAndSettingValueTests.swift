import SpecModel
import Testing

@testable import SpecParser

/// Words that name something else than the rule's cue (sentences in our own words about an invented strip): an
/// announcement a preposition points to is a piece of news, and a condition on a named setting's truth value describes
/// that value, not the default.
@Suite struct ReferredAndSettingValueTests {
    @Test func anAnnouncementPointedToIsNews() {
        #expect(ProseReading.asserted(AnnounceRule.self, "Tapping the strip opens a page linked to an announcement.").isEmpty)
        #expect(ProseReading.asserted(AnnounceRule.self, "It shows details about the latest announcements.").isEmpty)
    }

    @Test func anAnnouncementTheStripBecomesIsSpoken() {
        #expect(ProseReading.asserted(AnnounceRule.self, "Its title and text become a single announcement when it appears.").count == 1)
        // Named assistive technology makes any announcement spoken.
        #expect(ProseReading.asserted(AnnounceRule.self, "Screen readers read it as a link to an announcement.").count == 1)
    }

    @Test func aConditionOnANamedSettingsTruthValueDescribesThatValue() {
        let sentence = "When `urgent` is true, switches to role=\"alert\"."
        #expect(ProseReading.asserted(AnnounceRule.self, sentence).isEmpty)
        #expect(ProseReading.waiting(AnnounceRule.self, sentence).first?.contains("setting's value") == true)
        #expect(ProseReading.asserted(PersistentRule.self, "If sticky is set to true, stays until someone closes it.").isEmpty)
    }

    @Test func aConditionOnTheComponentsOwnStateIsNoSetting() {
        #expect(ProseReading.asserted(AnnounceRule.self, "The strip uses an assertive live region.").count == 1)
        // "it" is the strip: its state is a condition of the rule, not a setting's value.
        #expect(ProseReading.asserted(PersistentRule.self, "When it is on, the strip stays until someone closes it.").count == 1)
    }
}
