import SpecModel

/// Documents often say that a component is announced in one sentence and where focus goes in another ("Announce
/// it when it appears." … "Focus does not move to it."). A statement about focus alone completes the announcement
/// rules that leave focus unstated; it never overrides one that states it, and conflicting focus statements settle
/// nothing.
enum AnnouncementFocus {
    /// Words of a person acting with the keyboard ("press", "shortcut", the Tab key).
    private static let keyActs: Set<String> = ["press", "presses", "pressing", "pressed", "shortcut", "shortcuts", "hotkey", "tab", "f6"]

    /// Things other than the component that focus can be moved to.
    private static let focusTargets: Set<String> = [
        "button", "buttons", "link", "links", "icon", "icons", "action", "actions", "control", "controls", "element", "elements",
        "trigger", "field", "fields", "input", "item", "items",
    ]

    /// Sets `movesFocus` on announcement rules that leave it open, from the document's focus statements.
    static func complete(_ spec: inout ComponentSpec, parameterNames: Set<String>) {
        // Statements are tokenised again only when an announcement leaves focus open (most specs have none).
        let open = (spec.behaviors + spec.accessibility).contains { statement in
            statement.rules.contains { $0.as(AnnounceRule.self).map { $0.movesFocus == nil } ?? false }
        }
        guard open else { return }
        var stated: Set<Bool> = []
        var toPart = false
        for statement in spec.behaviors + spec.accessibility where !statement.rules.contains(where: { $0.value is AnnounceRule }) {
            let text = RuleText(statement.text, section: statement.section, leadIn: statement.leadIn ?? "", parameterNames: parameterNames)
            // "Pressing F6 moves focus to the region": focus a person moves with a key is not where it goes when
            // the component appears.
            if text.containsAny(keyActs) { continue }
            guard !text.isProhibition, let moves = AnnounceRecognizer.movesFocus(text) else { continue }
            // "Moves focus to the dismiss button on a visible toast", "focus returns to the trigger": focus that goes
            // to a part or back to the page is keyboard navigation, not where focus goes when the component appears.
            // It says nothing alone, but it still conflicts with "focus does not move".
            if moves, text.containsAny(focusTargets) {
                toPart = true
                continue
            }
            stated.insert(moves)
        }
        if toPart, !stated.isEmpty { stated.insert(true) }
        guard stated.count == 1, let moves = stated.first else { return }
        func completed(_ statements: [Statement]) -> [Statement] {
            statements.map { statement in
                var statement = statement
                statement.rules = statement.rules.map { rule in
                    guard var announce = rule.as(AnnounceRule.self), announce.movesFocus == nil else { return rule }
                    announce.movesFocus = moves
                    var completed = Rule(announce, matchedText: rule.matchedText, line: rule.line, column: rule.column)
                    completed.pending = rule.pending
                    return completed
                }
                return statement
            }
        }
        spec.behaviors = completed(spec.behaviors)
        spec.accessibility = completed(spec.accessibility)
    }
}
