import SpecModel

/// A sentence that lists gestures gives all of them or waits: "drag the handle, tap the close icon or tap the
/// scrim" names a tap on the scrim, which no gesture kind stands for, so asserting the rest would check half the
/// rule.
enum GestureListStance {
    /// Surfaces a gesture may act on that no gesture kind names.
    private static let unnamedSurfaces: Set<String> = [
        "scrim", "overlay", "backdrop", "handle", "grabber", "background", "header", "title", "image", "link", "body",
    ]
    /// Acts a gesture list is made of.
    private static let acts: [String] = ["tap", "click", "press", "touch", "drag", "swip", "pull"]

    static func pendingReason(_ rule: DismissGesturesRule, in text: RuleText) -> String? {
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
}
