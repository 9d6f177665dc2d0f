import Testing

@testable import SpecParser

/// `RuleText.words(of:)` gives the words a full `RuleText` reads, without building the rest of one; the vocabulary
/// reads a document's own names through it (in our own words, about an invented component).
@Suite struct RuleTextWordsTests {
    @Test func theWordsAreTheOnesAFullReadingSplits() {
        let text = "The Pebble’s chip waits 3,000ms (e.g. on hover). Then it fades × 2, its label-text too."
        #expect(RuleText.words(of: text).map(\.text) == RuleText.fragment(text).words.map(\.text))
        #expect(RuleText.words(of: text).map(\.text).contains("pebble's"))
    }

    @Test func aLimitKeepsOnlyTheOpeningWords() {
        let text = "Each pebble chip glows softly when focused."
        #expect(RuleText.words(of: text, limit: 3).map(\.text) == ["each", "pebble", "chip"])
        #expect(RuleText.words(of: text, limit: 3).map(\.text) == Array(RuleText.words(of: text).map(\.text).prefix(3)))
    }

    @Test func textWithoutWordsGivesNone() {
        #expect(RuleText.words(of: "").isEmpty)
        #expect(RuleText.words(of: " -- ... ; ").isEmpty)
    }

    @Test func aLongRunOfDeterminersStillFindsTheOpeningNoun() {
        let markdown =
            "# Pebble\n\n## Behavior\n\n- The, the, the, the toast glides in from the side.\n"
            + "- The, the, the, the toast glides out after 6 seconds.\n"
        let spec = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes).spec
        #expect(RuleVocabulary(spec).isOwn("toast"))
    }

    @Test func aParenthesisInTheSummaryStillGivesAnotherName() {
        let markdown = "# Pebble\n\nThe pebble (callout) marks a choice.\n"
        let spec = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes).spec
        #expect(RuleVocabulary(spec).isOwn("callout"))
        #expect(!RuleVocabulary(spec).isOwn("choice"))
    }
}
