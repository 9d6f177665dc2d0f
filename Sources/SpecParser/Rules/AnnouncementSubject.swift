/// Whether an announcement is said of the component or of something else. "The status role has a polite live value by
/// default", "`aria-live="polite"` queues the announcement until …", "The announcer must support both priorities", "The
/// key technique is to place an alert region in the DOM", "The screen reader speaks changes when the user is idle",
/// "Generally, a change to an assertive region interrupts …": the subject is a role, an ARIA attribute, an announcer, a
/// technique, a screen reader, a live region or a change to one, and no instance of the component is named, so the
/// sentence teaches how announcing works, not what this component does. "People using screen readers should hear of
/// changes" speaks of the people informed, again naming no instance. "Announce a message to screen readers" opens with
/// an imperative of announcing whose object is any text: a function's summary, what a call does. ("`aria-live` makes
/// screen readers read the toast" names it, and "Use a polite live region" is an instruction whose object is the
/// component's own region: both are read.)
enum AnnouncementSubject {
    /// Heads of a subject that name the machinery of announcing.
    private static let machinery: Set<String> = [
        "role", "roles", "announcer", "announcers", "technique", "techniques", "attribute", "attributes", "reader", "readers",
        "region", "regions", "change", "changes",
    ]
    /// Heads of a subject that name the people an announcement informs.
    private static let informed: Set<String> = ["user", "users", "people", "person", "listener", "listeners"]
    /// Words that may open such a subject without a determiner ("Screen readers speak …", "Users of …").
    private static let bareOpenings: Set<String> = ["screen", "assistive", "live", "users", "people"]
    /// Imperatives of announcing that open a function's summary.
    private static let announcingImperatives: Set<String> = ["announce", "speak", "read", "post", "say", "voice"]
    /// Objects that stand for any text a caller passes ("a message", "text", "any string"), not the component's own.
    private static let anyText: Set<String> = ["a", "an", "any", "some", "text", "arbitrary", "custom", "given"]
    /// Words an opening may start with before its subject: a note's label, a gerund of using, a scenario's "given".
    private static let leadWords: Set<String> = ["note", "using", "given"]
    /// Words that end the opening noun phrase.
    private static let phraseEnders: Set<String> = [
        "is", "are", "was", "has", "have", "can", "will", "should", "must", "may", "might", "of", "in", "to", "for", "and", "or",
    ]
    /// Nouns after a component noun that make it name a part ("the message text"), not an instance.
    private static let partNouns: Set<String> = ["text", "title", "label", "content", "body", "region", "container"]
    /// Pronouns that may stand for the component.
    private static let pronouns: Set<String> = ["it", "its", "they", "them", "their", "itself", "themselves"]

    /// Why an announce rule read from `text` waits, or nil when the sentence may be about the component.
    static func pendingReason(_ text: RuleText) -> String? {
        if let summary = functionSummary(text) {
            return "a function's summary (“\(summary)”): what a call announces, not what the component does"
        }
        if let call = developersCall(text) {
            return "announced when the developer calls a function (“\(call)”), not by the component"
        }
        guard let subject = machinerySubject(text), !namesInstance(text) else { return nil }
        if let head = subject.split(separator: " ").last, informed.contains(String(head).lowercased()) {
            return "speaks of the people informed (“\(subject)”), naming no instance of the component"
        }
        return "speaks of how announcing works (“\(subject)”), not of the component"
    }

    /// Verbs by which the developer runs a function.
    private static let calling: Set<String> = ["call", "calls", "invoke", "invokes", "run", "runs", "trigger", "triggers"]

    /// "When you call `announce()`, the message is read out": a condition whose subject is the developer running a
    /// function, so what follows is what the call does. The condition's words up to the verb, or nil.
    private static func developersCall(_ text: RuleText) -> String? {
        for clause in text.clauses where clause.condition != nil {
            let words = clause.words.map { text.word(at: $0) }
            guard let you = words.firstIndex(of: "you"), you <= 2, you + 1 < words.count, calling.contains(words[you + 1]) else {
                continue
            }
            return text.text(of: clause.words.lowerBound..<clause.words.lowerBound + you + 2)
        }
        return nil
    }

    /// "Announce a message to screen readers", "Speak text through the screen reader": an imperative of announcing
    /// opening the statement, whose object is any text. The opening words, or nil.
    private static func functionSummary(_ text: RuleText) -> String? {
        guard announcingImperatives.contains(text.word(at: 0)), anyText.contains(text.word(at: 1)) else { return nil }
        return text.text(of: 0..<min(3, text.words.count))
    }

    /// The opening words up to a head naming the machinery (or an ARIA attribute opening the sentence), or nil.
    private static func machinerySubject(_ text: RuleText) -> String? {
        var index = 0
        if leadWords.contains(text.word(at: index)) { index += 1 }
        // "Generally, a change …": an adverb set off by a comma leads in before the subject.
        if text.word(at: index).hasSuffix("ly"), text.gap(before: index + 1).hasPrefix(",") { index += 1 }
        let start = index
        // "Use role=\"status\" for …" is an instruction about the component's own role, not a subject.
        guard
            Lexicon.determiners.contains(text.word(at: start)) || text.word(at: start).hasPrefix("aria")
                || bareOpenings.contains(text.word(at: start))
        else { return nil }
        while index < min(text.words.count, start + 5) {
            let word = text.word(at: index)
            if phraseEnders.contains(word) { return nil }
            let head = word.split(separator: "-").last.map(String.init) ?? word
            // "A live region announcement can …": the compound's head is the announcement, which the component may make.
            if text.word(at: index + 1).hasPrefix("announc") {
                index += 1
                continue
            }
            if (index == start && word.hasPrefix("aria")) || machinery.contains(head) || informed.contains(head) {
                return text.text(of: 0..<index + 1)
            }
            index += 1
        }
        return nil
    }

    /// Whether the sentence names an instance of the component: its name or a pronoun, not a role's value ("the alert
    /// role", `role="alert"`), a note's label ("Note:") or a part ("the message text").
    private static func namesInstance(_ text: RuleText) -> Bool {
        text.words.indices.contains { index in
            let word = text.word(at: index)
            if pronouns.contains(word) { return true }
            guard text.vocabulary.namesComponent(word) else { return false }
            let roleValue = ["role", "roles"].contains(text.word(at: index + 1)) || text.word(at: index - 1) == "role"
            let noteLabel = index == 0 && word == "note"
            return !roleValue && !noteLabel && !partNouns.contains(text.word(at: index + 1))
        }
    }
}
