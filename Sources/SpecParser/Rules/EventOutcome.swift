/// "When a user hits Escape or clicks outside, the modal emits a cancel event": the clause the conditions lead to says
/// what the press does, and here it is an event the component sends, not its closing. A dismissal read from the
/// conditions alone would be a guess, so it waits.
enum EventOutcome {
    /// Verbs by which a component sends an event or calls back.
    private static let sending: Set<String> = [
        "emits", "emit", "fires", "fire", "dispatches", "dispatch", "raises", "raise", "invokes", "invoke", "calls", "call",
    ]
    /// What is sent.
    private static let sent: Set<String> = ["event", "events", "callback", "callbacks", "handler", "handlers"]
    /// Words after a leaving verb that make it a name ("cancel event", "close button"), not the act.
    private static let naming: Set<String> = ["event", "events", "callback", "handler", "action", "method"]

    /// Why a dismissal read from `text` waits: its outcome outside the conditions is an event sent and no clause there
    /// dismisses. Nil otherwise.
    static func pendingReason(_ text: RuleText) -> String? {
        let outcome = text.clauses.filter { $0.condition == nil }
        guard
            let verb = outcome.lazy.flatMap({ $0.words }).first(where: { index in
                sending.contains(text.word(at: index)) && (index + 1...index + 4).contains { sent.contains(text.word(at: $0)) }
            })
        else { return nil }
        let dismisses = text.leavingVerbs.contains { index in
            guard let clause = text.clause(of: index), clause.condition == nil else { return false }
            let next = text.word(at: index + 1)
            return !text.isNegated(index) && !naming.contains(next) && !Lexicon.controlNouns.contains(next)
        }
        guard !dismisses else { return nil }
        return
            "what the press does is an event the component sends (“\(text.text(of: verb..<min(verb + 4, text.words.count)))”), not its dismissal"
    }
}
