import SpecModel

/// Clauses set apart from the rule: examples ("for example, at the top on phones", "(e.g. 10 seconds)") and
/// possibilities the author configures ("but you can set it with the `position` option"). The statement is read
/// again without them (only when it has such a clause), so a rule found only there is known as theirs and waits.
enum ExampleAside {
    /// Why a clause is set apart, or nil when it states.
    static func reason(_ clause: Clause, in text: RuleText) -> String? {
        if clause.isExample { return "read only from an example in the sentence" }
        if let other = otherComponent(clause, in: text) { return "read only from a clause about another component (“\(other)”)" }
        if let offer = clause.offer { return "offered, not stated: " + offer }
        if let referred = ReferredCase.phrase(of: clause, in: text) {
            return "read only from a clause that holds in a case told elsewhere (“\(referred)”), which it does not state"
        }
        // "(regardless of whether anyone clicked the action)": a concession, not a rule.
        if text.word(at: clause.words.lowerBound) == "regardless" { return "read only from a concession (“regardless of …”), not a rule" }
        // "you may prefer that it never auto-hides", "if you want it on the left": the author's choice.
        let words = clause.words.map { text.word(at: $0) }
        if words.contains("you"), words.contains(where: { ["want", "wish", "like", "prefer", "choose"].contains($0) }) {
            return "read only from a choice of the author's (“if you want …”), not a rule"
        }
        // "If you add a close button, …", "when you pass an action": the developer building it is the agent, so what
        // the clause holds is the author's choice, not the component's own behaviour ("if you tap it" is the user's).
        // ("unless you explicitly announce it": an adverb between them leaves the developer the agent.)
        if clause.condition != nil, let you = words.firstIndex(of: "you"), you <= 2,
            let verb = words.indices.first(where: { $0 > you && !words[$0].hasSuffix("ly") }), authoring.contains(words[verb])
        {
            return "read only from a choice of the author's (“\(words[0]) you \(words[verb]) …”), not a rule"
        }
        if clause.modality == .configurable && clause.condition == nil {
            // Quoted as the sentence says it ("You can limit the number"), so a person sees what was offered.
            let quoted = text.text(of: clause.words.lowerBound..<min(clause.words.upperBound, clause.words.lowerBound + 5))
            return "read only from a possibility the author configures (“\(quoted)”), not a rule"
        }
        return nil
    }

    /// "Unlike a toast", "toasts disappear after 5 s" in a document about a banner, and the relative clause after
    /// them ("which disappears after 5 seconds"): a clause about another component, or a contrast with one. The
    /// words naming it, or nil.
    private static func otherComponent(_ clause: Clause, in text: RuleText) -> String? {
        let first = clause.words.lowerBound
        if text.word(at: first) == "unlike" { return text.text(of: first..<min(clause.words.upperBound, first + 3)) }
        let previous = text.clauses.last(where: { $0.words.upperBound <= first && $0.sentence == clause.sentence })
            .flatMap { $0.words.upperBound == first ? $0 : nil }
        // A relative clause continues the clause before it, and speaks of its antecedent, the word right before it: "The
        // platform ships a toast, which sits at the bottom" places the toast, not the document's component.
        if ["which", "who"].contains(text.word(at: first)), let previous {
            if let named = otherComponent(previous, in: text) { return named }
            if let last = previous.words.last, namesOtherKind(last, of: previous, in: text) { return text.text(of: last..<last + 1) }
        }
        // "…, which by default, shows it at the bottom": a verb with no subject after a relative clause cut by a comma goes
        // on with that clause.
        if let previous, ["which", "who"].contains(text.word(at: previous.words.lowerBound)),
            ClauseOffer.opensWithSubjectlessVerb(text.word(at: first))
        {
            return otherComponent(previous, in: text)
        }
        let head = Lexicon.determiners.contains(text.word(at: first)) ? first + 1 : first
        guard namesOtherKind(head, of: clause, in: text) else { return nil }
        return text.text(of: first..<head + 1)
    }

    /// Whether the word at `index` names another kind of transient message than the document's, in a clause that does
    /// not also name the document's own ("Snackbar or toast must be announced": the component named beside the other one).
    /// Only a document about one of these kinds tells the others apart from its own.
    private static func namesOtherKind(_ index: Int, of clause: Clause, in text: RuleText) -> Bool {
        let word = text.word(at: index)
        return !text.vocabulary.ownNames.isDisjoint(with: Lexicon.distinctComponentNouns) && clause.words.contains(index)
            && Lexicon.distinctComponentNouns.contains(word) && !text.vocabulary.isOwn(word)
            && !text.vocabulary.variants.contains(where: { $0.contains(word) })
            && !clause.words.contains(where: { text.vocabulary.isOwn(text.word(at: $0)) })
    }

    /// Verbs by which the developer builds or configures the component, after "if you" / "when you".
    private static let authoring: Set<String> = [
        "add", "set", "pass", "use", "provide", "include", "enable", "disable", "configure", "specify", "render", "define",
        "override", "customize", "customise", "supply", "give", "need", "create", "call", "put", "place",
        // Only the page's code announces; the reader of the page does not.
        "announce",
    ]

    /// What the statement states outside its set-apart clauses, read again from them (only the recognisers of `kinds`,
    /// those read from the whole statement), and the reason the rest waits; nil when no clause is set apart. The values
    /// are the second reading's, so an example's value never stands in for the rule's ("in the centre (e.g. at the top
    /// on phones)"). Clauses left that are only conditions state nothing ("when it is set to indefinite").
    static func stated(_ text: RuleText, subject: StatementSubject, among kinds: Set<String>) -> (values: [any RuleValue], reason: String)?
    {
        guard let reason = text.clauses.lazy.compactMap({ reason($0, in: text) }).first else { return nil }
        let keptClauses = text.clauses.enumerated().filter { Self.reason($0.element, in: text) == nil }
        guard keptClauses.contains(where: { $0.element.condition == nil }) else { return ([], reason) }
        var kept = ""
        // Each kept clause with the punctuation after it, so sentences still end where they did.
        for (position, clause) in keptClauses {
            let start = text.words[clause.words.lowerBound].range.lowerBound
            let end =
                position + 1 < text.clauses.count
                ? text.words[text.clauses[position + 1].words.lowerBound].range.lowerBound : text.original.endIndex
            kept += text.original[start..<end]
        }
        let main = RuleText(
            kept,
            section: text.section,
            leadIn: text.leadIn,
            parameterNames: text.parameterNames,
            vocabulary: text.vocabulary
        )
        let values = RuleRecognizers.all.filter { kinds.contains($0.kind) && subject.admits($0.kind, in: main) }.flatMap {
            $0.recognize(main)
        }
        return (values, reason)
    }
}
