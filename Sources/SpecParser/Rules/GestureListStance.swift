import SpecModel

/// A sentence that lists gestures gives all of them or waits: "drag the handle, tap the close icon or tap the
/// header" names a drag on the handle, which no gesture kind stands for, so asserting the rest would check half the
/// rule.
enum GestureListStance {
    /// Surfaces a gesture may act on that no gesture kind names. (The scrim, overlay or backdrop covers everything
    /// outside the component: a tap there is a tap anywhere outside it.)
    private static let unnamedSurfaces: Set<String> = [
        "handle", "grabber", "background", "header", "title", "image", "link", "body",
    ]
    /// Acts a gesture list is made of.
    private static let acts: [String] = ["tap", "click", "press", "touch", "drag", "swip", "pull"]

    static func pendingReason(_ rule: DismissGesturesRule, in text: RuleText) -> String? {
        // "disappears after a timeout unless the user taps on it": the tap keeps it, it does not dismiss it.
        let gestureWords = text.indices { word in acts.contains(where: word.hasPrefix) }
        if !gestureWords.isEmpty, gestureWords.allSatisfy({ text.clause(of: $0)?.condition == "unless" }) {
            return "the gestures stand in an “unless” clause: they hold the component, the sentence does not say they dismiss it"
        }
        // "back button clicks": the system's back control is no gesture on the component.
        if text.containsPhrase("back button") || text.containsPhrase("back buttons") {
            return
                "the sentence lists the system back button, which no gesture kind stands for; asserting the rest would check half the rule"
        }
        // "until someone clicks to shut it": a tap, but not where.
        if rule.gestures.contains(.tapAnywhere),
            text.indices(where: { ["click", "clicks", "tap", "taps", "press", "presses"].contains($0) }).contains(where: {
                text.word(at: $0 + 1) == "to"
            })
        {
            return "the sentence says a tap closes it, not where the tap lands"
        }
        // "(swipe, button, outside click)": a list item that is a bare control names no control or act, so which
        // gesture it stands for is not settled.
        if let bare = text.indices(where: { ["button", "buttons", "control", "controls"].contains($0) }).first(where: {
            isBareItem($0, in: text)
        }) {
            return "a way of dismissing not understood: “\(text.text(of: bare..<bare + 1))” names no control or act; asserting the rest "
                + "would check half the rule"
        }
        for act in text.indices(where: { word in acts.contains(where: word.hasPrefix) }) where !text.isNegated(act) {
            // The noun the act lands on: "tap the scrim", "drag the handle", "clicking on the backdrop".
            var index = act + 1
            while ["on", "the", "a", "an", "its", "their", "down", "up"].contains(text.word(at: index)) { index += 1 }
            let target = text.word(at: index)
            if unnamedSurfaces.contains(target) {
                return "the sentence lists a gesture on the \(target), which no gesture kind stands for; asserting the rest would check "
                    + "half the rule"
            }
        }
        return nil
    }

    /// Whether the word at `index` stands alone as an item of a list: a comma or an opening parenthesis before it, and a
    /// comma, a closing parenthesis, "and" or "or" after it.
    private static func isBareItem(_ index: Int, in text: RuleText) -> Bool {
        let before = text.gap(before: index)
        let after = text.gap(before: index + 1)
        let opens = before.contains(",") || before.contains("(")
        let closes = after.contains(",") || after.contains(")") || (["and", "or"].contains(text.word(at: index + 1)) && after == " ")
        return index > 0 && opens && closes
    }
}
