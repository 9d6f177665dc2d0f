/// Advice to the page's author is not behaviour: "We recommend placing it right above the form it concerns",
/// "it is best to put it near the field", "Avoid timed notices for long messages, because people read slowly".
/// The advised clause is cut from the statement before the recognisers read it, so the rest of the sentence
/// ("It is announced on arrival, so we suggest rendering the close button outside it") still counts.
enum AuthorAdvice {
    /// Words that recommend something to the author.
    private static let adviceMarkers: Set<String> = [
        "recommend", "recommends", "recommended", "recommending", "suggest", "suggests", "suggested", "advise", "advises",
        "advised", "advisable", "encourage", "encouraged", "consider", "considering",
    ]

    /// What an author does with a component on a page (not what the component does).
    private static let authorActs: Set<String> = [
        "place", "placing", "put", "putting", "position", "positioning", "use", "using", "add", "adding", "include", "including",
        "render", "rendering", "pair", "pairing", "group", "grouping", "locate", "locating", "insert", "inserting", "nest",
        "nesting", "wrap", "wrapping",
    ]

    /// The statement without its advice to the author; nil when nothing else is left.
    static func remainder(of text: RuleText) -> RuleText? {
        if isScopedUsageWarning(text) { return nil }
        guard let marker = text.words.indices.first(where: { isAdvice(at: $0, text) }) else { return text }
        // The advice runs from the start of its clause to the end of its sentence.
        let sentence = text.sentenceOfWord[marker]
        var clauseStart =
            (0..<marker).last { index in
                text.sentenceOfWord[index] == sentence && text.sentenceOfWord[index + 1] == sentence
                    && text.gap(before: index + 1).contains { ",;:—–(".contains($0) }
            }.map { $0 + 1 } ?? text.words.indices.first { text.sentenceOfWord[$0] == sentence } ?? marker
        // "If you find it is not announced, we recommend …": a condition opening the sentence is the advice's.
        let sentenceStart = text.words.indices.first { text.sentenceOfWord[$0] == sentence } ?? marker
        if clauseStart > sentenceStart, text.clause(of: sentenceStart)?.condition != nil,
            text.clauses.allSatisfy({ $0.sentence != sentence || $0.words.lowerBound >= clauseStart || $0.condition != nil })
        {
            clauseStart = sentenceStart
        }
        let sentenceEnd = text.words.indices.last { text.sentenceOfWord[$0] == sentence } ?? marker
        var kept = ""
        if clauseStart > 0 { kept += text.text(of: 0..<clauseStart) + ". " }
        if sentenceEnd + 1 < text.words.count { kept += String(text.original[text.words[sentenceEnd + 1].range.lowerBound...]) }
        guard kept.contains(where: \.isLetter) else { return nil }
        return RuleText(
            kept,
            section: text.section,
            leadIn: text.leadIn,
            parameterNames: text.parameterNames,
            vocabulary: text.vocabulary
        )
    }

    /// "we recommend placing", "it is recommended to put", "consider using": a marker followed closely by an act of
    /// the author's.
    private static func isAdvice(at index: Int, _ text: RuleText) -> Bool {
        guard adviceMarkers.contains(text.word(at: index)) else { return false }
        // "we recommend preloading a container": an act named by a gerund right after the marker is the author's.
        let next = text.word(at: index + 1)
        if next.count > 5, next.hasSuffix("ing") { return true }
        return (index + 1...index + 3).contains { authorActs.contains(text.word(at: $0)) }
    }

    /// "Avoid timed notices for long messages, because …", "Don't use auto-dismiss when the text is long": a
    /// prohibition scoped to some uses, or argued for, advises the author; it does not forbid a behaviour outright.
    private static func isScopedUsageWarning(_ text: RuleText) -> Bool {
        // "Use assertive announcements sparingly": how often the author should use something, not what it does.
        if text.word(at: 0) == "use", text.containsAny(["sparingly", "judiciously", "sparsely", "rarely"]) { return true }
        // "Avoid …" opening any sentence, or "you should avoid …"; not "to avoid the keyboard".
        let forbids =
            text.isProhibition
            || text.indices(of: "avoid").contains { index in
                index == 0 || text.sentenceOfWord[index - 1] != text.sentenceOfWord[index]
                    || ["should", "must", "please", "we", "you"].contains(text.word(at: index - 1))
            }
        guard forbids else { return false }
        let argued = text.words.indices.contains { index in
            let word = text.word(at: index)
            return word == "because" || word == "since"
                || (word == "as" && ["they", "it", "people", "users"].contains(text.word(at: index + 1)))
        }
        let usage =
            text.containsAny(["use", "using"]) && (text.containsAny(["when", "if", "with"]) || scopesByFor(text))
            // "Avoid when the notice must stay …": avoiding it (using it) in a case.
            || text.indices(of: "avoid").contains { ["when", "if", "for", "in"].contains(text.word(at: $0 + 1)) }
        return argued || usage
    }

    /// Words for the component's own text, which "for" names as the object of a limit, not as a scope of use.
    private static let ownText: Set<String> = ["message", "text", "title", "content", "label", "body"]

    /// "Avoid timed notices for long messages": a "for" that scopes the warning to some uses; "for the notice's
    /// message" names what the limit holds.
    private static func scopesByFor(_ text: RuleText) -> Bool {
        text.indices(of: "for").contains { index in
            guard ["the", "its", "a"].contains(text.word(at: index + 1)) else { return true }
            let noun = (index + 2...index + 3).first { ownText.contains(text.word(at: $0)) }
            return noun == nil
        }
    }
}
