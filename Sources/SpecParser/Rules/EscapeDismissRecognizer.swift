import SpecModel

/// "Pressing Escape hides the tooltip", "the user can dismiss it by pressing Esc", "Escape closes it".
enum EscapeDismissRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition, text.containsAny(["escape", "esc"]) else { return [] }
        // "closing it other than by pressing Esc", "a click instead of Escape": Escape set apart as the exception.
        let keys = text.indices(where: { $0 == "escape" || $0 == "esc" })
        guard keys.contains(where: { !isSetApart($0, in: text) }) else { return [] }
        let dismisses = text.leavingVerbs.contains { !text.isNegated($0) }
        guard
            dismisses
                // (Under a "Dismissal" heading, "Pressing Escape does not close it" still denies it.)
                || (text.containsPrefix(["press"]) && !text.leavingVerbs.contains { text.isNegated($0) }
                    && RuleText.fragment(text.section + " " + text.leadIn).containsPrefix(["dismiss", "clos"]))
        else { return [] }
        return [EscapeDismissRule()]
    }

    /// Why a rule read from `text` waits when its only leaving words name a control or an event ("provide an
    /// Escape/close button", "return focus on close"): no verb says what Escape does. Nil when one is a verb.
    static func pendingReason(_ text: RuleText) -> String? {
        let leaving = text.leavingVerbs.filter { !text.isNegated($0) }
        guard !leaving.isEmpty, leaving.allSatisfy({ isNoun($0, in: text) }), let first = leaving.first else { return nil }
        let control = Lexicon.controlNouns.contains(text.word(at: first + 1))
        let named = control ? text.text(of: first..<first + 2) : text.text(of: max(0, first - 1)..<first + 1)
        return "no verb says what Escape does: “\(named)” names \(control ? "a control" : "an event")"
    }

    /// "close" in "a close button" or "on close": a leaving word that names a control or an event.
    private static func isNoun(_ index: Int, in text: RuleText) -> Bool {
        Lexicon.controlNouns.contains(text.word(at: index + 1)) || ["on", "upon"].contains(text.word(at: index - 1))
    }

    /// Whether the key at `index` follows "other than", "rather than", "instead of" or "except" within three words.
    private static func isSetApart(_ index: Int, in text: RuleText) -> Bool {
        (max(0, index - 3)..<index).contains { position in
            let word = text.word(at: position)
            return word == "except" || (word == "than" && ["other", "rather"].contains(text.word(at: position - 1)))
                || (word == "of" && text.word(at: position - 1) == "instead")
        }
    }
}
