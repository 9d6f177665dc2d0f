import Testing

@testable import SpecParser

/// The lexicon's one singular/plural helper and its named subsets of component nouns (in our own words).
@Suite struct LexiconNumberFormsTests {
    @Test func aNounComesWithItsSingularAndPlural() {
        #expect(Lexicon.numberForms(of: "ribbon") == ["ribbon", "ribbons"])
        #expect(Lexicon.numberForms(of: "ribbons") == ["ribbon", "ribbons"])
        #expect(Lexicon.numberForms(of: "box") == ["box", "boxes"])
        #expect(Lexicon.numberForms(of: "patches") == ["patch", "patches"])
    }

    @Test func aWordEndingInDoubleSIsNoPlural() {
        #expect(Lexicon.singular("progress") == "progress")
        #expect(!Lexicon.numberForms(of: "progress").contains("progres"))
    }

    @Test func theNamedSubsetsKeepEveryWordTheyList() {
        // Built by intersection, so a word missing from the whole list would silently drop out of the subset.
        #expect(Lexicon.distinctComponentNouns.count == 10)
        #expect(Lexicon.recommendedComponentNouns.count == 10)
        #expect(Lexicon.distinctComponentNouns.isSubset(of: Lexicon.componentNouns))
        #expect(!Lexicon.recommendedComponentNouns.contains("header"))
    }
}
