import SpecModel

/// "Pressing Escape hides the tooltip", "the user can dismiss it by pressing Esc", "Escape closes it".
enum EscapeDismissRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition, text.containsAny(["escape", "esc"]) else { return [] }
        let dismisses = text.leavingVerbs.contains { !text.isNegated($0) }
        guard
            dismisses
                // (Under a "Dismissal" heading, "Pressing Escape does not close it" still denies it.)
                || (text.containsPrefix(["press"]) && !text.leavingVerbs.contains { text.isNegated($0) }
                    && RuleText.fragment(text.section + " " + text.leadIn).containsPrefix(["dismiss", "clos"]))
        else { return [] }
        return [EscapeDismissRule()]
    }
}
