import SpecModel

/// "Its timer stops while someone points at it or tabs into it", "hovering over a notice holds off the automatic
/// dismissal", "pauses its autoclose while moused over or focused within": what stops the dismiss timer.
enum TimerPauseRecognizer {
    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        // A timer reset or restarted on hover is held off too; one resumed when the pointer leaves was paused before.
        let resumesOnLeaving = text.containsAny(["leave", "leaves", "blur", "out"])
        let stems = ["paus", "suspend", "halt", "freez", "prevent"]
        // Most statements name no pause: the distinct words are asked first.
        let pauses =
            (text.containsPrefix(stems)
                && text.indices { word in stems.contains { RuleText.hasPrefix(word, $0) } }.contains { !text.isNegated($0) })
            || restartsTimer(text, resumesOnLeaving: resumesOnLeaving) || stopsTimer(text) || interruptsTimer(text)
        let timer =
            text.containsPrefix(["timer", "timeout", "countdown", "autoclose", "autohide", "auto-dismiss", "auto-hide", "auto-clos"])
            || !text.leavingVerbs.isEmpty || text.containsAny(["duration", "automatic", "automatically"])
        // "Pause the toast while hovering": pausing the component pauses its timer.
        let pausesComponent = text.indices { $0 == "pause" || $0 == "pauses" }.contains { index in
            let next = text.word(at: index + 1) == "the" ? text.word(at: index + 2) : text.word(at: index + 1)
            // "Pauses on hover": opening its sentence with no object, the component is what pauses.
            let opens = index == 0 || text.sentenceOfWord[index - 1] != text.sentenceOfWord[index]
            let intransitive = opens && ["on", "while", "when", "during", "and"].contains(text.word(at: index + 1))
            return text.vocabulary.namesComponent(next) || next == "it" || intransitive
        }
        guard (pauses && (timer || pausesComponent)) || heldByPresence(text) || staysWhileHovered(text) else { return [] }
        var during: [ConditionSubject] = []
        if text.containsPrefix(["hover", "mouse", "moused", "pointer", "cursor"]) { during.append(.pointerHovering) }
        if text.containsPrefix(["focus", "blur"]) { during.append(.keyboardFocused) }
        // "The timer pauses when someone interacts with it": a timer named as pausing under a condition no harness
        // arranges is still read, and waits saying so (`PauseTrigger`), rather than being dropped or guessed. Other
        // sentences without a trigger ("prevents the user from dismissing it") name no pause of a timer.
        guard !during.isEmpty else { return namesUnsettledPause(text) ? [TimerPauseRule(during: [])] : [] }
        return [TimerPauseRule(during: during)]
    }

    /// Whether the sentence says its timer pauses, under a condition: "the timer pauses while someone interacts with it".
    private static func namesUnsettledPause(_ text: RuleText) -> Bool {
        let timerWords: Set<String> = ["timer", "countdown", "timeout"]
        let pausing = text.indices { word in ["paus", "halt", "freez"].contains { RuleText.hasPrefix(word, $0) } }.contains {
            !text.isNegated($0)
        }
        return pausing && text.containsAny(Array(timerWords)) && text.clauses.contains { $0.condition != nil }
    }

    /// "hovering stops the countdown timer", "it will stop the timer": stopping whose object is the timer itself (a toast
    /// that stops animating is not).
    private static func stopsTimer(_ text: RuleText) -> Bool {
        // Most statements name no stopping: the distinct words are asked first.
        let stopping = ["stop", "stops", "stopped", "stopping"]
        guard text.containsAny(stopping) else { return false }
        let timerWords: Set<String> = ["timer", "countdown", "timeout", "clock"]
        return text.indices { stopping.contains($0) }.contains { index in
            !text.isNegated(index) && (index + 1...index + 3).contains { timerWords.contains(text.word(at: $0)) }
        }
    }

    /// "the timer is interrupted while the pointer is on it", "hovering interrupts the countdown": interrupting said of
    /// the timer itself, before or after the verb (an announcement that interrupts the user is not).
    private static func interruptsTimer(_ text: RuleText) -> Bool {
        guard text.containsPrefix(["interrupt"]) else { return false }
        let timerWords: Set<String> = ["timer", "timers", "countdown", "timeout", "clock"]
        return text.indices { RuleText.hasPrefix($0, "interrupt") }.contains { index in
            !text.isNegated(index)
                && (max(0, index - 3)...index + 3).contains { $0 != index && timerWords.contains(text.word(at: $0)) }
        }
    }

    /// "hovering resets the timer", "resumes its countdown when the pointer leaves": a verb whose object is the timer
    /// itself (focus or a form being reset is not).
    private static func restartsTimer(_ text: RuleText, resumesOnLeaving: Bool) -> Bool {
        // The timer's word is asked first: most statements have none.
        let timerWords = ["timer", "countdown", "timeout", "auto-dismiss", "auto-hide"]
        guard text.containsAny(timerWords) else { return false }
        let stems = ["reset", "restart"] + (resumesOnLeaving ? ["resum"] : [])
        guard text.containsPrefix(stems) else { return false }
        return text.indices { word in stems.contains { RuleText.hasPrefix(word, $0) } }.contains { index in
            !text.isNegated(index) && (index + 1...index + 3).contains { timerWords.contains(text.word(at: $0)) }
        }
    }

    /// "Hovering over it keeps it on screen until the pointer moves away", "it stays when hovered until you stop
    /// hovering": hovering holds it, and the stay ends with the hovering (said after "until").
    static func staysWhileHovered(_ text: RuleText) -> Bool {
        let pointer = ["hover", "mouse", "moused", "pointer", "cursor"]
        guard let until = text.indices(of: "until").first, text.containsPrefix(pointer) else { return false }
        let staying = text.indices { ["remain", "remains", "stay", "stays", "keeps", "keep"].contains($0) }.contains {
            $0 < until && !text.isNegated($0)
        }
        let hoveredBefore = (0..<until).contains { index in pointer.contains(where: text.word(at: index).hasPrefix) }
        let endsWithHovering = RuleText.fragment(text.clause(after: until)).containsPrefix(pointer)
        return staying && hoveredBefore && endsWithHovering
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
            // "hides after some time", "after a short while": a wait with no number is a timer too.
            || text.indices(of: "after").contains { index in
                (index + 1...index + 3).contains { ["time", "while", "period", "moment", "moments"].contains(text.word(at: $0)) }
            }
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
