import SpecModel
import Testing

@testable import SpecParser

/// A document may call its own component by several kind words: its title, a synonym it states ("also called …",
/// "… or …", a parenthesis) and the noun its behaviour sentences open with. Only a kind word it does not use for its
/// own component names another one (in our own words, about an invented component).
@Suite struct OwnComponentNamesTests {
    private func spec(_ markdown: String) -> ComponentSpec {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/invented.md", inferences: .notes).spec
    }

    private func asserted(_ spec: ComponentSpec) -> [String] {
        spec.statements.flatMap(\.rules).filter { $0.pending == nil }.map { type(of: $0.value).kind }
    }

    @Test func aStatedSynonymIsTheComponentsOwnName() {
        let toast = spec(
            "# Toast\n\nA short message, also called a snackbar, that floats over the content.\n\n## Behavior\n\n"
                + "- Snackbars disappear after 4 seconds.\n"
        )
        #expect(RuleVocabulary(toast).isOwn("snackbars"))
        #expect(asserted(toast).contains(AutoDismissRule.kind), "\(toast.statements.flatMap(\.rules))")
    }

    @Test func aParenthesisOrAnOrGivesAnotherName() {
        let byParenthesis = RuleVocabulary(spec("# Banner\n\nThe banner (callout) sits above the page.\n"))
        #expect(byParenthesis.isOwn("callout") && byParenthesis.isOwn("callouts"))
        let byOr = RuleVocabulary(spec("# Toast\n\nA toast or snackbar tells the reader what happened.\n"))
        #expect(byOr.isOwn("snackbar"))
    }

    @Test func theNounItsSentencesOpenWithIsItsOwn() {
        let notice = spec(
            "# Notification\n\n## Behavior\n\n- The toast slides in from the top.\n"
                + "- The toast disappears after 6 seconds.\n- Toasts never cover the main menu.\n"
        )
        #expect(RuleVocabulary(notice).isOwn("toast"))
        #expect(asserted(notice).contains(AutoDismissRule.kind), "\(notice.statements.flatMap(\.rules))")
    }

    @Test func aModalOnADialogsOwnPageStates() {
        let dialog = spec(
            "# Dialog\n\n## Behavior\n\n- The modal closes when Escape is pressed.\n- The modal traps focus while it is open.\n"
        )
        let rules = dialog.statements.flatMap(\.rules)
        #expect(rules.contains { $0.as(EscapeDismissRule.self) != nil && $0.pending == nil }, "\(rules)")
    }

    @Test func anotherKindMentionedInPassingStillWaits() {
        let banner = spec(
            "# Banner\n\n## Behavior\n\n- The banner stays until the reader closes it.\n"
                + "- The banner sits above the page header.\n- Toasts disappear after 5 seconds.\n"
        )
        #expect(!RuleVocabulary(banner).isOwn("toasts"))
        #expect(!asserted(banner).contains(AutoDismissRule.kind), "\(banner.statements.flatMap(\.rules))")
    }

    @Test func aMenuNamedOnceStillWaits() {
        let ribbon = spec("# Ribbon\n\n## Behavior\n\n- The menu closes when Escape is pressed.\n")
        let rules = ribbon.statements.flatMap(\.rules)
        #expect(!rules.contains { $0.as(EscapeDismissRule.self) != nil && $0.pending == nil }, "\(rules)")
    }

    @Test func aWordNearANameWithoutOrIsNoSynonym() {
        let vocabulary = RuleVocabulary(spec("# Banner\n\nUse a banner instead of a toast for lasting news.\n"))
        #expect(!vocabulary.isOwn("toast"))
    }
}
