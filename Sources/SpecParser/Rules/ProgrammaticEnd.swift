import SpecModel

/// "stays until `dismiss()` is called", "remains until dismissed programmatically": the only end the sentence names is
/// a call in code. That says neither a person's act nor a timeout ends it, so the stay is not a persistence rule a test
/// could check; it waits with the reason.
enum ProgrammaticEnd {
    /// Words that name a call in code as what ends the stay.
    private static let callWords: Set<String> = [
        "programmatically", "programmatic", "programmatically-dismissed", "called", "invoked", "call", "calls", "calling",
        "method", "api",
    ]
    /// Words that name a person's act, which would make the stay a rule ("until the user calls it off" is a person).
    private static let personWords: Set<String> = [
        "user", "users", "someone", "person", "people", "reader", "readers", "you", "they", "manually",
    ]

    /// Why a persistence ended only by a call waits, or nil when its end is a person's act or unsaid.
    /// ("Notifications will not auto-hide until resume is called": the end is read from the sentence's "until" when the
    /// rule carries none.)
    static func pendingReason(_ rule: PersistentRule, in sentence: RuleText) -> String? {
        let ends =
            rule.until.map { [$0] } ?? sentence.indices(of: "until").map { sentence.clause(after: $0, stopWords: ["unless", "but"]) }
        return ends.lazy.compactMap(reason(ending:)).first
    }

    /// Why a stay ended by `until` waits, or nil when the end is not only a call.
    private static func reason(ending until: String) -> String? {
        // Most ends name no call: a look at the characters spares reading them into words (persistence is common).
        let lowered = until.lowercased()
        guard lowered.contains("()") || callWords.contains(where: { lowered.contains($0) }) else { return nil }
        let text = RuleText.fragment(until)
        let namesCall = until.contains("()") || text.containsAny(callWords)
        // A tap word is a person's act, unless it is the name of the method called ("until `select()` is called").
        let taps = !until.contains("()") && text.containsPrefix(Lexicon.tapPrefixes)
        let person = text.containsAny(personWords) || taps
        guard namesCall, !person else { return nil }
        return "dismissed by a call the sentence names (“\(until)”); no user action or timeout stated"
    }
}
