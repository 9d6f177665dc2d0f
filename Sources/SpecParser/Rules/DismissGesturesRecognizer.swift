import SpecModel

/// "Tapping the X icon dismisses the snackbar", "Swiping left, right or down dismisses it",
/// "Tapping anywhere outside its action dismisses it", "Tapping the action performs it and dismisses".
enum DismissGesturesRecognizer {
    static let recognize: RuleRecognizer = { text in
        let dismissal =
            text.containsPrefix(["dismiss", "close", "closing", "hide"]) || text.section.contains("dismiss")
            || text.section.contains("clos")
        guard dismissal else { return [] }
        var gestures: Set<DismissGesturesRule.Gesture> = []

        let taps = text.containsPrefix(["tap", "click", "press", "double-tap"])
        if taps {
            let outside = text.containsAny(["anywhere", "outside"])
            let closeControl =
                text.contains("x") || text.containsPhrase("close button") || text.containsPhrase("close icon")
                || text.containsPhrase("close control") || text.containsPhrase("dismiss icon") || text.containsPhrase("dismiss button")
            let action = text.contains("action") && !outside
            if closeControl { gestures.insert(.tapClose) }
            if action { gestures.insert(.tapAction) }
            if outside || (!closeControl && !action) { gestures.insert(.tapAnywhere) }
        }
        if text.containsPrefix(["swip"]) {
            let directions: [(String, DismissGesturesRule.Gesture)] = [
                ("left", .swipeLeft), ("right", .swipeRight), ("up", .swipeUp), ("down", .swipeDown),
            ]
            let named = directions.filter { text.contains($0.0) }.map(\.1)
            gestures.formUnion(named.isEmpty ? [.swipe] : named)
        }
        guard !gestures.isEmpty else { return [] }
        return [DismissGesturesRule(gestures: Array(gestures))]
    }
}
