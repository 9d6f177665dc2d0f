import SpecModel

/// "announced to assistive technology without moving focus", "announces messages via an aria-live region".
enum AnnounceRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard
            text.containsPrefix(["announce"]) || text.containsPhrase("aria-live") || text.containsPhrase("live region")
                || text.containsPrefix(["accessibilityliveregion", "uiaccessibilityannouncementnotification"])
        else { return [] }
        var rule = AnnounceRule()
        if text.containsPhrase("without moving focus") || text.containsPhrase("not move focus")
            || (text.contains("focus")
                && text.containsAny(["shouldn't", "doesn't", "not", "never", "won't"])
                && text.containsPrefix(["move", "shift"]))
        {
            rule.movesFocus = false
        } else if text.containsPhrase("moves focus") || text.containsPhrase("focus moves") {
            rule.movesFocus = true
        }
        return [rule]
    }
}
