/// Behaviour stated in passing (outside a behaviour section: an overview, usage notes, an API description) is
/// asserted only when the sentence speaks of the component's own instances: it names the component (or opens with
/// "it"/"they") as its subject, and says how an instance shows, leaves or sits on screen. Otherwise the rule waits:
/// "a button at the bottom of the list", "extra padding at the bottom" and an app's own handler are not about
/// instances of the component.
enum InPassingStance {
    /// Verb beginnings that say what an instance does on screen.
    private static let instanceVerbs: [String] = [
        "appear", "show", "display", "present", "slide", "sits", "sit", "placed", "position", "pinned", "anchored", "docked", "come",
        "comes", "dismiss", "clos", "remov", "hid", "disappear", "expire", "announc", "contain", "stay", "remain", "persist",
        "require", "time", "times", "auto", "fade", "pop",
    ]

    /// Why a rule read outside a behaviour section waits, or nil when it speaks of the component's instances.
    static func pendingReason(_ text: RuleText) -> String? {
        // The main clause of each sentence: not a condition ("Once the window is set, …"), not an example, not a
        // lead phrase without a verb ("By default,").
        for clause in text.clauses where clause.condition == nil && !clause.isExample {
            // "This function removes the oldest snackbar": an instance is what the act is done to.
            let actedOn = clause.words.contains { index in
                instanceVerbs.contains { text.word(at: index).hasPrefix($0) }
                    && (index + 1...index + 4).contains { namesComponent(text.word(at: $0), text) }
            }
            if actedOn { return nil }
            let words = Array(clause.words)
            guard let verb = words.first(where: { text.isVerbLike($0) }) else { continue }
            // The subject's head is the word before its verb ("An Action Sheet comes up" → sheet; "With a bottom app
            // bar users are …" → users), or before its relative pronoun ("A message that appears …" → message).
            var headIndex = verb - 1
            if ["that", "which", "who"].contains(text.word(at: headIndex)) { headIndex -= 1 }
            let head = headIndex >= clause.words.lowerBound ? text.word(at: headIndex) : ""
            // "The maximum number of snackbars …": the component after "of" in a subject that is no preposition's.
            let subject = (clause.words.lowerBound..<max(clause.words.lowerBound, headIndex)).map { text.word(at: $0) }
            let ofComponent =
                !prepositions.contains(text.word(at: clause.words.lowerBound))
                && subject.indices.contains { subject[$0] == "of" && subject[($0 + 1)...].contains { namesComponent($0, text) } }
            let named = ["it", "they"].contains(head) || namesComponent(head, text) || ofComponent
            let sentence = text.wordIndices(ofSentence: clause.sentence)
            let acts = sentence.contains { index in instanceVerbs.contains { text.word(at: index).hasPrefix($0) } }
            // A negated act ("must not be timed to disappear") still speaks of how an instance leaves.
            if named && acts { return nil }
        }
        return "stated outside a behaviour section, and not about how the component's own instances show, leave or sit on screen"
    }

    /// Words that open a phrase that is not a subject ("With a bar, users …").
    private static let prepositions: Set<String> = ["with", "for", "in", "on", "by", "from", "to", "at", "without", "through"]

    /// Whether a word names the component: one of the document's own names (the shared decision), a type name
    /// containing its name (`MDCSnackbarManager`), or a generic noun for a transient message when the name is one.
    private static func namesComponent(_ word: String, _ text: RuleText) -> Bool {
        if text.vocabulary.isOwn(word) { return true }
        // Titles put the kind first or last ("Sheets: bottom", "App bars: bottom"): any noun of the name counts.
        let names = text.vocabulary.component.filter { !placeWords.contains($0) && $0.count > 2 }.map(Lexicon.singular)
        // A document about a transient message calls its instances by the kind's common nouns ("a message", "the toast").
        if Lexicon.componentNouns.contains(word), !["one", "ones", "component", "components"].contains(word),
            text.vocabulary.component.contains(where: Lexicon.componentNouns.contains)
        {
            return true
        }
        // A type name holding the component's name (`MDCBottomAppBarView`, `MDCSnackbarManager`).
        let joined = text.vocabulary.component.joined()
        if joined.count >= 4, word.count > joined.count, word.contains(joined) { return true }
        return word.count > 8 && names.filter { $0.count > 2 && word.contains($0) }.count >= 2
    }

    /// Words of a title that place or qualify, not name ("bottom", "top").
    private static let placeWords: Set<String> = ["bottom", "top", "side", "left", "right", "the", "and", "with", "for"]
}

extension RuleText {
    /// Whether the word at `index` looks like the verb that ends a subject: an auxiliary, a modal, or a word in
    /// -s/-ed after a noun ("comes", "slides", "is presented").
    func isVerbLike(_ index: Int) -> Bool {
        Self.subjectEnders.contains(word(at: index))
    }

    /// Auxiliaries, modals and the verbs of showing that end a sentence's subject.
    private static let subjectEnders: Set<String> = [
        "is", "are", "was", "were", "be", "can", "will", "should", "must", "may", "might", "has", "have", "does", "do", "doesn't",
        "don't", "isn't", "aren't", "won't", "cannot", "can't", "provide", "provides", "contain", "contains", "display", "displays",
        "appear", "appears", "show", "shows", "slide", "slides", "come", "comes", "sit", "sits", "require", "requires", "announces",
        "stay", "stays", "remain", "remains", "always", "never", "also", "only",
    ]
}
