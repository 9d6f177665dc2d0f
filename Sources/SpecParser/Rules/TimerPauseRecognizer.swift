import SpecModel

/// "Its timer stops while someone points at it or tabs into it", "hovering over a notice holds off the automatic
/// dismissal", "pauses its autoclose while moused over or focused within": what stops the dismiss timer.
enum TimerPauseRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        let pauses = text.indices { word in ["paus", "suspend", "halt", "freez", "prevent"].contains(where: word.hasPrefix) }
            .contains { !text.isNegated($0) }
        let timer =
            text.containsPrefix(["timer", "timeout", "countdown", "autoclose", "autohide", "auto-dismiss", "auto-hide", "auto-clos"])
            || !text.leavingVerbs.isEmpty || text.containsAny(["duration", "automatic", "automatically"])
        guard pauses, timer else { return [] }
        var during: [ConditionSubject] = []
        if text.containsPrefix(["hover", "mouse", "moused", "pointer"]) { during.append(.pointerHovering) }
        if text.containsPrefix(["focus"]) { during.append(.keyboardFocused) }
        guard !during.isEmpty else { return [] }
        return [TimerPauseRule(during: during)]
    }
}
