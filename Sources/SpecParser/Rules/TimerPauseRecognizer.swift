import SpecModel

/// "Its timer stops while someone points at it or tabs into it", "hovering over a notice holds off the automatic
/// dismissal", "pauses its autoclose while moused over or focused within": what stops the dismiss timer.
enum TimerPauseRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        let pauses = text.indices { word in ["paus", "suspend", "halt", "freez", "prevent"].contains { RuleText.hasPrefix(word, $0) } }
            .contains { !text.isNegated($0) }
        let timer =
            text.containsPrefix(["timer", "timeout", "countdown", "autoclose", "autohide", "auto-dismiss", "auto-hide", "auto-clos"])
            || !text.leavingVerbs.isEmpty || text.containsAny(["duration", "automatic", "automatically"])
        // "Pause the toast while hovering": pausing the component pauses its timer.
        let pausesComponent = text.indices { $0 == "pause" || $0 == "pauses" }.contains { index in
            let next = text.word(at: index + 1) == "the" ? text.word(at: index + 2) : text.word(at: index + 1)
            // "Pauses on hover": opening its sentence with no object, the component is what pauses.
            let opens = index == 0 || text.sentenceOfWord[index - 1] != text.sentenceOfWord[index]
            let intransitive = opens && ["on", "while", "when", "during"].contains(text.word(at: index + 1))
            return Lexicon.componentNouns.contains(next) || text.vocabulary.component.last == next || next == "it" || intransitive
        }
        guard (pauses && (timer || pausesComponent)) || heldByPresence(text) else { return [] }
        var during: [ConditionSubject] = []
        if text.containsPrefix(["hover", "mouse", "moused", "pointer"]) { during.append(.pointerHovering) }
        if text.containsPrefix(["focus"]) { during.append(.keyboardFocused) }
        guard !during.isEmpty else { return [] }
        return [TimerPauseRule(during: during)]
    }

    /// "disappears after a timeout unless the pointer is over it", "must not disappear while hovered or focused":
    /// leaving on a timer that hovering or focus holds off.
    private static func heldByPresence(_ text: RuleText) -> Bool {
        guard text.containsAny(["unless", "while"]), text.containsPrefix(["hover", "mouse", "moused", "pointer", "focus"]) else {
            return false
        }
        let timed =
            text.containsAny(["automatically", "timeout", "timer", "auto"]) || !text.durations.isEmpty
            || text.leavingVerbs.contains { text.word(at: $0).hasPrefix("auto") }
        return text.clauses.contains { clause in
            guard let condition = clause.condition else { return false }
            let presence = clause.words.contains {
                ["hover", "mouse", "moused", "pointer", "focus"].contains(where: text.word(at: $0).hasPrefix)
            }
            let leaving = text.leavingVerbs.contains { text.sentenceOfWord[$0] == clause.sentence && $0 < clause.words.lowerBound }
            let negatedLeaving = text.leavingVerbs.contains {
                text.sentenceOfWord[$0] == clause.sentence && $0 < clause.words.lowerBound && text.isNegated($0)
            }
            return presence && leaving && ((condition == "unless" && timed) || (condition == "while" && negatedLeaving))
        }
    }
}
