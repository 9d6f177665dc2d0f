/// "Clicking outside the menu closes the menu", "Escape closes any open menu inside it": the verb of closing has an
/// object of its own, another widget, so the sentence says how that widget closes, not the component. The reading
/// waits rather than give the component a way to close that the sentence never gave it.
enum DismissedObject {
    /// Widgets that sit in or beside a component and close on their own (the document's own component aside; not
    /// "window", which often names a dialog itself).
    private static let otherWidgets: Set<String> = [
        "menu", "menus", "submenu", "submenus", "dropdown", "dropdowns", "keyboard", "picker", "pickers", "select", "selects",
        "sidebar", "sidebars", "tab", "tabs", "browser", "editor", "form", "forms", "list", "lists",
    ]
    /// Words that may stand between a verb and its object's head ("closes any open menu").
    private static let fillers: Set<String> = ["the", "a", "an", "any", "all", "every", "each", "its", "their", "open", "other"]

    /// Whether the verb at `index` takes every instance as its object ("clear all", "dismiss them all", "close all the
    /// notifications").
    private static func clearsAll(_ index: Int, in text: RuleText) -> Bool {
        text.word(at: index + 1) == "all" || text.word(at: index + 1) == "everything"
            || (["them", "these"].contains(text.word(at: index + 1)) && text.word(at: index + 2) == "all")
    }

    /// Why a dismissal read from `text` waits: every verb of closing outside the conditions clears all instances at once,
    /// or closes another widget.
    static func pendingReason(_ text: RuleText) -> String? {
        let verbs = text.leavingVerbs.filter { index in
            !text.isNegated(index) && text.clause(of: index)?.condition == nil
                && !Lexicon.controlNouns.contains(text.word(at: index + 1))
        }
        // "touch Clear all", "swipe to dismiss all the notifications": a bulk action empties the list of instances; it
        // is not how one instance is dismissed. ("Clear all" is a control's name; "clear" alone is no verb of leaving.)
        let bulk = verbs.filter { clearsAll($0, in: text) } + (text.phraseIndex("clear all").map { [$0] } ?? [])
        if let first = bulk.first, verbs.allSatisfy({ clearsAll($0, in: text) }) {
            return
                "a bulk action (“\(text.text(of: first..<min(first + 2, text.words.count)))”) clears every instance, not how one is dismissed"
        }
        guard !verbs.isEmpty else { return nil }
        var named: String?
        for verb in verbs {
            var index = verb + 1
            while index < verb + 4, fillers.contains(text.word(at: index)) { index += 1 }
            let head = text.word(at: index)
            guard otherWidgets.contains(head), !text.vocabulary.isOwn(head) else { return nil }
            named = named ?? text.text(of: verb + 1..<index + 1)
        }
        return named.map { "what the sentence closes is “\($0)”, not the component" }
    }
}
