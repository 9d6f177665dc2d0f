import SpecModel

/// "announced to assistive technology without moving focus", "its text is read out through an aria-live region", "a live
/// region with a polite announcement", `role="alert"`, `role="status"`, "VoiceOver reads the message"; focus stays
/// ("read the text aloud and leave focus where it is") or moves ("so focus shifts to the banner"). A screen reader that
/// does not announce ("screen readers do not inform users") is not an announcement.
enum AnnounceRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        // "used to provide an announcement", "used for announcements": the announcement is what the component is
        // used for (its content), not what assistive technology does, unless assistive technology is named.
        let assistive =
            ConditionReader.mentionsScreenReader(text)
            || text.containsAny(["assistive", "polite", "assertive", "aria", "accessibility", "live"])
        let announces =
            text.indices { $0.hasPrefix("announc") }.contains {
                // "`announce_urgent` interrupts it": a function's name is not the verb of announcing.
                !text.isNegated($0) && !text.isIdentifierPart($0)
                    && (assistive || !text.word(at: $0).hasPrefix("announcement") || !text.words(before: $0, count: 6).contains("used"))
                    && (assistive || !text.word(at: $0).hasPrefix("announcement") || !shownAsContent($0, in: text))
                    && (assistive || !text.word(at: $0).hasPrefix("announcement") || !referredTo($0, in: text))
            } || text.containsPhrase("aria-live")
            || usesLiveRegion(text)
            || text.containsPrefix(["accessibilityliveregion", "uiaccessibilityannouncementnotification"])
            || text.indices(of: "role").contains { hasLiveRole($0, in: text) }
            || readsAloud(text)
        guard announces else { return [] }
        return [AnnounceRule(movesFocus: movesFocus(text))]
    }

    /// Verbs by which a component shows what it holds.
    private static let showingContent: Set<String> = [
        "displays", "display", "shows", "show", "presents", "present", "contains", "contain", "holds", "hold", "lists", "list",
    ]

    /// "displays important announcements at the top of the page": announcements the component shows are its content,
    /// not something assistive technology says.
    private static func shownAsContent(_ noun: Int, in text: RuleText) -> Bool {
        text.words(before: noun, count: 3).contains { showingContent.contains($0) }
    }

    /// Prepositions that make a noun something referred to ("a link to an announcement", "details about announcements").
    private static let referring: Set<String> = ["to", "about", "of", "regarding", "from"]

    /// "opening a web link to an announcement", "details about the latest announcements": an announcement a preposition
    /// points to is a piece of news, not something assistive technology says (read only where no assistive technology
    /// is named). The preposition stands right before the noun, or before a determiner a word or two before it.
    private static func referredTo(_ noun: Int, in text: RuleText) -> Bool {
        if referring.contains(text.word(at: noun - 1)) { return true }
        return (noun - 3...noun - 2).contains { preposition in
            referring.contains(text.word(at: preposition)) && Lexicon.determiners.contains(text.word(at: preposition + 1))
        }
    }

    /// Words that tie a live region to the component: it is one, uses one, or its text goes through one.
    private static let liveRegionTies: Set<String> = [
        "as", "via", "through", "in", "into", "inside", "within", "uses", "use", "using", "is", "are", "renders", "render",
        "wraps", "wrapped", "becomes", "acts", "has", "have", "having", "with", "creates", "provides", "adds",
    ]

    /// "rendered in a live region", "uses a polite live region": a live region the component is or speaks through.
    /// One only named ("the live region container exists from page load") says nothing the component does.
    private static func usesLiveRegion(_ text: RuleText) -> Bool {
        text.indices(of: "live").contains { live in
            ["region", "regions"].contains(text.word(at: live + 1))
                && text.words(before: live, count: 3).contains { liveRegionTies.contains($0) }
        }
    }

    /// Roles that make assistive technology announce the component.
    private static let liveRoles: Set<String> = ["alert", "status", "log"]

    /// `role="alert"`, "the `alert` role", "a role of `status`", "The role of the toast is alert": the role word with a
    /// live role before it or within its sentence's next few words.
    private static func hasLiveRole(_ role: Int, in text: RuleText) -> Bool {
        let sentence = text.sentenceOfWord[role]
        if liveRoles.contains(text.word(at: role - 1)) { return true }
        return (role + 1...role + 5).contains {
            $0 < text.words.count && text.sentenceOfWord[$0] == sentence && liveRoles.contains(text.word(at: $0))
        }
    }

    /// Parts of a component a screen reader may read on their own.
    private static let partsRead: Set<String> = [
        "label", "labels", "item", "items", "icon", "icons", "button", "buttons", "description", "descriptions", "title", "titles",
    ]

    /// "VoiceOver reads the message", "screen readers read it out".
    private static func readsAloud(_ text: RuleText) -> Bool {
        guard ConditionReader.mentionsScreenReader(text) else { return false }
        return text.indices { ["reads", "read", "speaks", "speak", "informs", "inform"].contains($0) }.contains { verb in
            !text.isNegated(verb) && !text.words(before: verb, count: 3).contains { $0.hasSuffix("n't") || $0 == "not" }
                && !readByPerson(verb, in: text)
                // "the screen reader reads the items' labels": what it does with a part is not the component announcing.
                && !(verb + 1...verb + 5).contains { partsRead.contains(text.word(at: $0)) }
        }
    }

    /// Words naming a screen reader, and words naming a person.
    private static let readerWords: Set<String> = ["reader", "readers", "voiceover", "talkback", "narrator", "nvda", "jaws"]
    private static let personWords: Set<String> = ["user", "users", "people", "person", "someone"]

    /// "Screen reader users can swipe to the toast to read it": a reading the person sets out to do (the verb after
    /// "to"), where the nearest of the two before it is a person; the screen reader says nothing. ("The screen reader
    /// user must be alerted and read the message" is read to the person.)
    private static func readByPerson(_ verb: Int, in text: RuleText) -> Bool {
        guard text.word(at: verb - 1) == "to" else { return false }
        let nearest = (max(0, verb - 8)..<verb).reversed().first { index in
            readerWords.contains(text.word(at: index)) || personWords.contains(text.word(at: index))
        }
        return nearest.map { personWords.contains(text.word(at: $0)) } ?? false
    }

    /// "It must not interrupt the user by stealing focus": a move named as the means ("by …ing") of a verb that the
    /// clause negates is denied with that verb, however far the negation stands from the move.
    private static func negatedMeans(_ verb: Int, in text: RuleText) -> Bool {
        guard text.word(at: verb - 1) == "by", let clause = text.clause(of: verb) else { return false }
        return (clause.words.lowerBound..<verb - 1).contains { index in
            let word = text.word(at: index)
            return Lexicon.negators.contains(word) || word.hasSuffix("n't")
        }
    }

    /// Words of a person who may move focus, and of the keys they press to do it.
    private static let movers: Set<String> = [
        "user", "users", "you", "people", "person", "press", "pressing", "f6", "tab", "shortcut", "shortcuts",
    ]

    /// "users can press F6 to move focus to it", "keyboard users can move focus to it": a move a person makes, not one
    /// the component makes when it appears.
    private static func movedByPerson(_ verb: Int, in text: RuleText) -> Bool {
        guard let clause = text.clause(of: verb) else { return false }
        let before = max(clause.words.lowerBound, verb - 5)..<verb
        // "you don't have to move focus to it": a move denied to the person is one the component does not need.
        if before.contains(where: { Lexicon.negators.contains(text.word(at: $0)) || text.word(at: $0).hasSuffix("n't") }) {
            return false
        }
        return before.contains { movers.contains(text.word(at: $0)) }
    }

    /// Words that make a condition the component's appearing, which is when focus would move anyway.
    private static let appearing: Set<String> = [
        "appears", "appear", "shows", "show", "shown", "opens", "open", "displays", "displayed", "visible", "presented", "arrives",
        "pops", "slides",
    ]

    /// "if it has actions, focus moves to the first one", "focus is moved to it only if it has an action", "moving focus
    /// to it would interrupt them": a move stated for some instances, or supposed to argue against it, is not what the
    /// component does when it appears.
    private static func isSupposed(_ verb: Int, in text: RuleText) -> Bool {
        let sentence = text.sentenceOfWord[verb]
        // A gerund made the subject of "would" or "could".
        if text.word(at: verb).hasSuffix("ing"),
            (verb + 1...verb + 5).contains(where: {
                ["would", "could", "might"].contains(text.word(at: $0)) && text.sentenceOfWord[$0] == sentence
            })
        {
            return true
        }
        // "only if" after the move, in its sentence.
        if text.indices(of: "only").contains(where: {
            $0 > verb && text.sentenceOfWord[$0] == sentence && ["if", "when"].contains(text.word(at: $0 + 1))
        }) {
            return true
        }
        // A condition clause just before the move's clause, other than its appearing.
        guard let position = text.clauses.firstIndex(where: { $0.words.contains(verb) }), position > 0 else { return false }
        let before = text.clauses[position - 1]
        guard before.sentence == sentence, let condition = before.condition,
            ["if", "when", "whenever", "unless", "once"].contains(condition)
        else { return false }
        return !before.words.contains { appearing.contains(text.word(at: $0)) }
    }

    /// Verbs that make "focused" say what the subject becomes.
    private static let becoming: Set<String> = ["is", "are", "gets", "get", "becomes", "become", "be"]

    /// "The banner is focused when it appears", "it gets focused on page load", "the notice is not focused": the
    /// component (its name or a pronoun just before the verb) as the one focused, outside a condition. True, false
    /// when negated, or nil.
    private static func focusedComponent(in text: RuleText) -> Bool? {
        for focused in text.indices(of: "focused") {
            guard let verb = (max(0, focused - 3)..<focused).last(where: { becoming.contains(text.word(at: $0)) }),
                text.clause(of: focused)?.condition == nil
            else { continue }
            let subject = text.word(at: verb - 1)
            // "The notice uses role=alert and is focused": a verb joined by "and" shares the opening subject.
            let opensWithComponent = (0..<min(3, text.words.count)).contains { text.vocabulary.namesComponent(text.word(at: $0)) }
            guard text.vocabulary.namesComponent(subject) || ["it", "they"].contains(subject) || (subject == "and" && opensWithComponent)
            else { continue }
            return !(text.isNegated(focused) || (verb..<focused).contains { Lexicon.negators.contains(text.word(at: $0)) })
        }
        return nil
    }

    /// Words that send focus back where it was.
    private static let returning: Set<String> = ["back", "return", "returns", "returned", "returning", "restore", "restores", "restored"]

    /// "focus goes back to the trigger after it is dismissed", "focus is restored to the button": a move back, made when
    /// the component leaves, says nothing of focus when it appears.
    private static func returnsFocus(_ verb: Int, in text: RuleText) -> Bool {
        guard let clause = text.clause(of: verb) else { return false }
        return clause.words.contains { returning.contains(text.word(at: $0)) }
    }

    /// Whether focus moves to the component, when the statement says: a negated move ("don't move focus", "focus
    /// shouldn't move to it", "without moving focus") or a stated one ("focus shifts to", "moves focus to").
    static func movesFocus(_ text: RuleText) -> Bool? {
        // "announces it without focusing it": the move itself, negated.
        if text.indices(of: "focusing").contains(where: { text.isNegated($0) }) { return false }
        // "it is not focusable", "a non-focusable region": what cannot take focus is not moved to.
        if text.indices(where: { $0 == "focusable" || $0 == "non-focusable" }).contains(where: {
            text.isNegated($0) || text.word(at: $0) == "non-focusable"
        }) {
            return false
        }
        if let focused = focusedComponent(in: text) { return focused }
        if let stays = FocusStays.movesFocus(text) { return stays }
        guard let focus = text.indices(where: { $0 == "focus" || $0 == "focused" }).first else { return nil }
        let verbs = text.indices {
            [
                "move", "moves", "moving", "moved", "shift", "shifts", "shifting", "go", "goes", "jump", "steal", "take", "takes",
                "receive", "receives", "receiving", "affect", "placed", "put", "set", "land", "lands", "sent",
                // "does not gain focus", "never grabs focus", "steals focus".
                "gain", "gains", "gaining", "grab", "grabs", "grabbing", "steals", "stealing", "taking",
                // "focus is not affected", "doesn't change focus", "without disrupting focus", "focus never leaves".
                "affected", "change", "changes", "changed", "changing", "disrupt", "disrupts", "disrupting", "leave", "leaves",
                "leaving", "disrupted",
                // "focus is brought to the banner", "transfers focus to it", "focus is directed to the alert".
                "bring", "brings", "brought", "transfer", "transfers", "transferred", "direct", "directs", "directed",
                // "without interrupting the user's focus".
                "interrupt", "interrupts", "interrupting", "interrupted",
            ].contains($0)
        }
        .filter { abs($0 - focus) <= 3 }
        guard let verb = verbs.first else { return nil }
        if movedByPerson(verb, in: text) || isSupposed(verb, in: text) || returnsFocus(verb, in: text) { return nil }
        // "If focus moves to the toast, screen readers read it": a move a condition opens with is supposed, not stated.
        if let clause = text.clause(of: verb), ["if", "when", "whenever", "unless", "once"].contains(clause.condition ?? ""),
            focus - clause.words.lowerBound <= 3
        {
            return nil
        }
        let near = text.words(before: min(verb, focus), count: 3) + text.words[min(verb, focus)..<max(verb, focus)].map(\.text)
        let negated =
            text.isNegated(verb) || near.contains { Lexicon.negators.contains($0) || $0.hasSuffix("n't") } || negatedMeans(verb, in: text)
        return !negated
    }
}
