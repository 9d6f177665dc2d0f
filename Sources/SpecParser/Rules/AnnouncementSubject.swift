/// Whether an announcement is said of the component or of the platform's announcing machinery. "The status role has
/// a polite live value by default", "`aria-live="polite"` queues the announcement until …", "The announcer must
/// support both priorities", "The key technique is to place an alert region in the DOM": the subject is a role, an
/// ARIA attribute, an announcer or a technique, and no instance of the component is named, so the sentence teaches
/// how announcing works, not what this component does. ("`aria-live` makes screen readers read the toast" names it,
/// and "Use a polite live region" is an instruction whose object is the component's own region: both are read.)
enum AnnouncementSubject {
    /// Heads of a subject that name the machinery of announcing.
    private static let machinery: Set<String> = [
        "role", "roles", "announcer", "announcers", "technique", "techniques", "attribute", "attributes",
    ]
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
        guard let subject = machinerySubject(text), !namesInstance(text) else { return nil }
        return "speaks of how announcing works (“\(subject)”), not of the component"
    }

    /// The opening words up to a head naming the machinery (or an ARIA attribute opening the sentence), or nil.
    private static func machinerySubject(_ text: RuleText) -> String? {
        var index = 0
        if leadWords.contains(text.word(at: index)) { index += 1 }
        let start = index
        // "Use role=\"status\" for …" is an instruction about the component's own role, not a subject.
        guard Lexicon.determiners.contains(text.word(at: start)) || text.word(at: start).hasPrefix("aria") else { return nil }
        while index < min(text.words.count, start + 5) {
            let word = text.word(at: index)
            if phraseEnders.contains(word) { return nil }
            let head = word.split(separator: "-").last.map(String.init) ?? word
            if (index == start && word.hasPrefix("aria")) || machinery.contains(head) {
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
