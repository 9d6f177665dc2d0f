import SpecModel

/// "Tapping the X icon dismisses the notice", "A flick leftward, rightward or downward dismisses it", "dragging left or right",
/// "Tapping anywhere outside its action dismisses it", "clicking the action closes it" (tapAction), "dismissed via the
/// close button", "an X to close", "A close control is always available". Needs a sentence (or heading, or lead-in)
/// about dismissing; a control that is absent ("do not have a close button"), a swipe that is denied ("may not be
/// swiped off-screen") and keys ("pressing Escape") are not gestures.
enum DismissGesturesRecognizer {
    /// Words before "action" that make it something the user does, not the action control. Built once: recognisers run for every statement.
    private static let taking: Set<String> = [
        "take", "takes", "taking", "require", "requires", "required", "user", "dismiss", "no",
    ]

    /// Nouns a gesture word can modify to name a measure of the gesture rather than the gesture.
    private static let gestureMeasures: Set<String> = [
        "direction", "directions", "axis", "axes", "threshold", "thresholds", "distance", "velocity", "speed",
    ]

    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        // Verbs of dismissing, not the name of a close control ("close button").
        let closeControl = closeControlIndex(text)
        let dismissVerbs = verbsOfDismissing(text, closeControl: closeControl)
        // "it slides out in the swipe direction", "the drag threshold": a gesture word naming a measure of the gesture
        // is no gesture made.
        // "swiping left brings up options": a gesture whose own clause leads elsewhere is no way of leaving, even when
        // another clause of the sentence dismisses ("swiping up dismisses it, and swiping left brings up options").
        let ledElsewhere = { (index: Int) in GestureOutcome.leadsElsewhere(index, in: text, dismissVerbs: dismissVerbs) }
        let swipes = text.indices { word in ["swip", "flick", "drag"].contains { RuleText.hasPrefix(word, $0) } }.filter {
            !text.isNegated($0) && !GestureOutcome.isDenied($0, in: text) && !gestureMeasures.contains(text.word(at: $0 + 1))
                && !GestureOutcome.namesCode($0, in: text) && !ledElsewhere($0)
        }
        // "includes a close button", "shows a dismiss icon", "with an X", "press the close buttons": a close control
        // stated as a part is how it is closed.
        let controls = closeControl == nil ? [] : closeControlIndices(text)
        // "then the dismiss button, when present": a control that may be absent is not stated as a way to close it.
        let mayBeAbsent = text.indices { ["present", "available", "shown", "provided"].contains($0) }.contains {
            ["when", "if", "where"].contains(text.word(at: $0 - 1))
        }
        let available =
            closeControl != nil && !mayBeAbsent
            && (text.containsAny(["available", "provided", "present", "always", "displayed", "shown", "included"])
                || controls.contains { control in
                    text.words(before: control, count: 4).contains {
                        partVerbs.contains($0) || Lexicon.tapPrefixes.contains(where: $0.hasPrefix)
                    }
                })
        // "unless the close button is used": a close control used or acted on is a way of leaving, with no verb of it.
        let usedControl = controls.contains { isActedOn($0, in: text, taps: [], dismissVerbs: dismissVerbs) }
        // The heading and lead-in are read last: most statements settle it before.
        guard
            !dismissVerbs.isEmpty || available || usedControl
                || RuleText.fragment(text.section + " " + text.leadIn).containsPrefix(["dismiss", "clos"])
        else { return [] }
        // Under a "Dismissing" heading, a press that shows it or starts its time ("stays for 2 s after a long press",
        // "a long press shows it") is how it arrives, not how it leaves.
        if dismissVerbs.isEmpty, !available, !usedControl, !text.durations.isEmpty || text.containsAny(arriving) { return [] }
        // There, a gesture whose sentence states another outcome ("tap it to open the app", "dragging it pauses its
        // timer", "swipe gestures are disabled on desktop") leads there, not away.
        if dismissVerbs.isEmpty, !available, !usedControl, GestureOutcome.otherOutcome(in: text) != nil { return [] }
        // There too, a gesture whose own clause goes on to a negated verb ("Swiping it away doesn't stop it coming back")
        // has its outcome stated, and it is not leaving.
        if dismissVerbs.isEmpty, !available, !usedControl, GestureOutcome.deniesOtherOutcome(in: text) { return [] }

        var gestures: Set<DismissGesturesRule.Gesture> = []
        let keyboard = text.containsAny(Lexicon.keyWords)
        let taps = counted(taps: text, keyboard: keyboard, dismissVerbs: dismissVerbs, ledElsewhere: ledElsewhere)
        let outside = text.containsAny(["anywhere", "outside", "elsewhere"]) || tapsBehind(text)
        let action = actionIndex(text)
        let performed = text.containsPrefix(["perform", "clicked", "tapped", "invoked", "activated"])
        // A close control the sentence only names ("hides the close icon", "on focus of the dismiss icon") is no way
        // of closing it: the control must be offered, acted on, or what dismisses.
        if available || controls.contains(where: { isActedOn($0, in: text, taps: taps, dismissVerbs: dismissVerbs) }) {
            gestures.insert(.tapClose)
        }
        // "dismiss it with an action", "closed via the action": the action as the means of a verb of dismissing.
        let byAction = action.map { action in
            dismissVerbs.contains { verb in
                verb < action && action - verb <= 5
                    && (verb + 1..<action).contains { ["via", "with", "by", "using", "through"].contains(text.word(at: $0)) }
            }
        }
        if action != nil, !outside, !taps.isEmpty || performed || byAction == true { gestures.insert(.tapAction) }
        // "click the cross", "clicks on the close box": a tap is what its object names, a close control's and no tap anywhere.
        let onCloseControl = taps.filter { TapObject.of($0, in: text, closeControlNamed: closeControl != nil) == .closeControl }
        if !onCloseControl.isEmpty { gestures.insert(.tapClose) }
        let pointing = taps.filter {
            !text.word(at: $0).hasPrefix("select") && !text.word(at: $0).hasPrefix("activat") && !onCloseControl.contains($0)
        }
        // "when this button is clicked": a tap on a named control is no tap anywhere on the component.
        let onControl = pointing.allSatisfy { tap in
            (tap - 3...tap + 3).contains { Lexicon.controlNouns.contains(text.word(at: $0)) && $0 != tap }
        }
        if !pointing.isEmpty, outside || (closeControl == nil && action == nil && !onControl) { gestures.insert(.tapAnywhere) }
        if let swipe = swipes.first, text.word(at: swipe + 1) != "order" {
            let sentence = text.sentenceOfWord[swipe]
            let directions: [(Set<String>, [DismissGesturesRule.Gesture])] = [
                (["left", "leftward", "leftwards"], [.swipeLeft]), (["right", "rightward", "rightwards"], [.swipeRight]),
                (["up", "upward", "upwards"], [.swipeUp]), (["down", "downward", "downwards"], [.swipeDown]),
                (["horizontally", "sideways"], [.swipeLeft, .swipeRight]), (["vertically"], [.swipeUp, .swipeDown]),
            ]
            // "by swiping down instead of horizontally": a direction after "instead of" or "rather than" is the one
            // turned down, not a way the rule holds.
            let rejected =
                text.words.indices.first { index in
                    index > swipe && text.sentenceOfWord[index] == sentence
                        && [("instead", "of"), ("rather", "than")].contains { text.word(at: index) == $0 && text.word(at: index + 1) == $1 }
                } ?? text.words.count
            // "a swipe-down closes it": a direction joined to the gesture's own word names the way it goes.
            let joined = text.word(at: swipe).split(separator: "-").dropFirst().map(String.init)
            let named = directions.filter { words, _ in
                joined.contains(where: words.contains)
                    || (swipe + 1..<rejected).contains {
                        text.sentenceOfWord[$0] == sentence && words.contains(text.words[$0].text)
                            && !GestureOutcome.startsPath($0, in: text) && !ledElsewhere($0)
                    }
            }
            // "swipe horizontally or vertically": directions that cover every way a swipe can go name no one direction.
            let directed = Set(named.flatMap(\.1))
            gestures.formUnion(named.isEmpty || directed.isSuperset(of: allDirections) ? [.swipe] : directed)
        }
        guard !gestures.isEmpty else { return [] }
        return [DismissGesturesRule(gestures: Array(gestures))]
    }

    /// The verbs of leaving that dismiss: not a control's name, not negated, and not "hide the close button", "the
    /// close button can be removed" (those verbs act on the control).
    private static func verbsOfDismissing(_ text: RuleText, closeControl: Int?) -> [Int] {
        text.leavingVerbs.filter { index in
            !isControlName(text, index) && !text.isNegated(index)
                && !(closeControl != nil && ["hid", "remov"].contains(where: text.word(at: index).hasPrefix))
        }
    }

    /// The taps of `text` that are read: not a key press, negated, denied, a showing press, code, or a tap whose own
    /// clause leads elsewhere.
    private static func counted(
        taps text: RuleText,
        keyboard: Bool,
        dismissVerbs: [Int],
        ledElsewhere: (Int) -> Bool
    ) -> [Int] {
        text.indices { word in Lexicon.tapPrefixes.contains { RuleText.hasPrefix(word, $0) } }
            .filter {
                !(keyboard && text.word(at: $0).hasPrefix("press")) && !text.isNegated($0)
                    && !showsIt($0, in: text, dismissVerbs: dismissVerbs) && !deniedAfter($0, in: text)
                    && !GestureOutcome.isDenied($0, in: text) && !GestureOutcome.namesCode($0, in: text)
                    && !ledElsewhere($0)
            }
    }

    /// Why a gesture rule read from `text` waits: a tap it reads lands on a thing the sentence does not settle ("click
    /// the link"), so which gesture it is is not known.
    static func unsettledTap(_ text: RuleText) -> String? {
        let closeControl = closeControlIndex(text)
        let dismissVerbs = verbsOfDismissing(text, closeControl: closeControl)
        let ledElsewhere = { (index: Int) in GestureOutcome.leadsElsewhere(index, in: text, dismissVerbs: dismissVerbs) }
        let taps = counted(
            taps: text,
            keyboard: text.containsAny(Lexicon.keyWords),
            dismissVerbs: dismissVerbs,
            ledElsewhere: ledElsewhere
        )
        // "such as tapping a button": an example's tap illustrates a way the main clause names; its value never stands in.
        for tap in taps where text.clause(of: tap)?.isExample != true {
            if case .other(let phrase) = TapObject.of(tap, in: text, closeControlNamed: closeControl != nil) {
                return "a value not understood: “\(phrase)”"
            }
        }
        return nil
    }

    /// The four directions of a swipe: all of them together are a swipe in any direction.
    private static let allDirections: Set<DismissGesturesRule.Gesture> = [.swipeLeft, .swipeRight, .swipeUp, .swipeDown]

    /// The surface behind a modal, which covers everything outside it.
    private static let behind: Set<String> = ["overlay", "scrim", "backdrop"]

    /// "click its overlay", "tapping the scrim", "an overlay click": a tap that lands on the surface behind the
    /// component is a tap outside it (an overlay merely named is not).
    private static func tapsBehind(_ text: RuleText) -> Bool {
        guard text.containsAny(behind) else { return false }
        return text.indices { word in Lexicon.tapPrefixes.contains { RuleText.hasPrefix(word, $0) } }.contains { tap in
            (tap + 1...tap + 3).contains { behind.contains(text.word(at: $0)) } || behind.contains(text.word(at: tap - 1))
        }
    }

    /// Verbs of showing that a triggering press leads to.
    private static let showingVerbs: Set<String> = ["displays", "display", "shows", "show", "appears", "appear", "opens", "pops"]

    /// "Upon a tap, it shows for 2 s", "on a long press it appears": a press that brings the component, not one that
    /// dismisses it (a verb of showing follows before any verb of leaving).
    private static func showsIt(_ tap: Int, in text: RuleText, dismissVerbs: [Int]) -> Bool {
        guard text.words(before: tap, count: 3).contains(where: { ["upon", "on", "after"].contains($0) }) else { return false }
        guard let shown = (tap + 1...tap + 6).first(where: { showingVerbs.contains(text.word(at: $0)) }) else { return false }
        return !dismissVerbs.contains { $0 > tap && $0 < shown }
    }

    /// "clicking the action works but clicking the backdrop does not", "tapping it has no effect": a tap its own
    /// sentence denies after it (a closing "does not" whose verb is left out, or an effect that is none).
    private static func deniedAfter(_ tap: Int, in text: RuleText) -> Bool {
        let sentence = text.sentenceOfWord[tap]
        var index = tap + 1
        while index < text.words.count, text.sentenceOfWord[index] == sentence {
            let word = text.word(at: index)
            let closesSentence = index + 2 >= text.words.count || text.sentenceOfWord[index + 2] != sentence
            if ["does", "do", "did"].contains(word), text.word(at: index + 1) == "not", closesSentence { return true }
            if word == "no", text.word(at: index + 1) == "effect" { return true }
            index += 1
        }
        return false
    }

    /// Whether the close control at `control` is how the component is closed: a tap on it ("clicking the dismiss icon
    /// button"), or a verb of dismissing it does or is the means of ("the close button dismisses it", "an icon to close",
    /// "dismissed via the close button"). A quoted word ("aria-label=\"close\"") is a name, not a verb.
    private static func isActedOn(_ control: Int, in text: RuleText, taps: [Int], dismissVerbs: [Int]) -> Bool {
        // "clicking the dismiss icon button", "the close button gets clicked".
        if taps.contains(where: { ($0 < control && control - $0 <= 5) || ($0 > control && $0 - control <= 3) }) { return true }
        // "using the close button", "the close button is used".
        if text.words(before: control, count: 4).contains(where: { ["use", "uses", "using", "hit", "hitting"].contains($0) })
            || (control + 1...control + 3).contains(where: { ["used", "hit"].contains(text.word(at: $0)) })
        {
            return true
        }
        let verbs = dismissVerbs.filter { !text.gap(before: $0).contains { "\"'`=“‘".contains($0) } }
        // "a tiny “x” sitting at the upper right lets people dismiss them": the verb in the control's clause.
        let clause = text.clause(of: control)?.words
        if verbs.contains(where: { $0 > control && $0 - control <= 10 && clause?.contains($0) ?? false }) { return true }
        return verbs.contains { verb in
            verb < control
                && (verb + 1..<control).contains { ["via", "with", "by", "using", "through", "from"].contains(text.word(at: $0)) }
        }
    }

    /// A close control's nouns, singular and plural ("close buttons"). Built once: recognisers run for every statement.
    private static let controlNouns: Set<String> = Lexicon.controlNouns.union(Lexicon.controlNouns.map { $0 + "s" })

    /// Verbs that state a part: "includes a close button", "shows a dismiss icon", "with an X".
    private static let partVerbs: Set<String> = [
        "with", "includes", "include", "including", "has", "have", "having", "shows", "show", "adds", "add", "contains", "contain",
        "displays", "display", "offers", "offer", "carries", "carry", "features", "from", "via", "using", "through",
    ]

    /// Words that say the component arrives or stays.
    private static let arriving: Set<String> = [
        "stay", "stays", "remain", "remains", "appear", "appears", "show", "shows", "opens", "reveals", "revealed", "expand",
        "expands", "expanded",
    ]

    /// Whether the word at `index` names a control ("close button", "dismiss icon") rather than an act.
    private static func isControlName(_ text: RuleText, _ index: Int) -> Bool {
        Lexicon.controlNouns.contains(text.word(at: index + 1)) || ["action", "method", "event"].contains(text.word(at: index + 1))
            // "resume auto-dismiss timing", "the close delay": a leaving word before a noun of time names the timer.
            || timerNouns.contains(text.word(at: index + 1))
    }

    /// Nouns of time a leaving word can modify to name the timer rather than the act.
    private static let timerNouns: Set<String> = [
        "timing", "timer", "timers", "delay", "delays", "duration", "durations", "countdown", "timeout", "timeouts",
    ]

    /// A close control that is there: "the close button", "the X icon", "an X to close", "an element to close it".
    private static func closeControlIndex(_ text: RuleText) -> Int? {
        text.words.indices.first { isCloseControl(at: $0, text) }
    }

    /// Every close control the statement names (read only when it names one).
    private static func closeControlIndices(_ text: RuleText) -> [Int] {
        text.words.indices.filter { isCloseControl(at: $0, text) }
    }

    /// Whether the word at `index` names a close control that is there.
    private static func isCloseControl(at index: Int, _ text: RuleText) -> Bool {
        let word = text.words[index].text
        let control = controlNouns.contains(word)
        let named =
            (control && ["close", "dismiss", "closing", "x"].contains(text.word(at: index - 1)))
            // "closes from its icon button", "dismissed via its button".
            || (control && text.word(at: index - 1) == "icon" && text.leavingVerbs.contains { $0 < index && index - $0 <= 4 })
            || (word == "x" && text.number(at: index - 1) == nil && text.word(at: index - 1) != "close")
            // "the cross sign", "a cross icon": the X by another name.
            || (word == "cross" && ["sign", "icon", "mark", "symbol", "button"].contains(text.word(at: index + 1)))
            // (Not "an icon that auto-dismisses": what leaves by itself is the component, not something the control does.)
            || (Lexicon.controlNouns.contains(word) && ["to", "that", "which"].contains(text.word(at: index + 1))
                && Lexicon.leavingPrefixes.contains { text.word(at: index + 2).hasPrefix($0) }
                && !text.word(at: index + 2).hasPrefix("auto"))
        guard named else { return false }
        // "do not have a close button", "without an X".
        let absent = text.words(before: index, count: 5).contains { Lexicon.negators.contains($0) || $0.hasSuffix("n't") }
        return !absent
    }

    /// The action control: "the action", "the primary button", "the action button", "the CTA".
    private static func actionIndex(_ text: RuleText) -> Int? {
        text.words.indices.first { index in
            let word = text.words[index].text
            if word == "action" {
                let taking = DismissGesturesRecognizer.taking
                return !taking.contains(text.word(at: index - 1)) && !taking.contains(text.word(at: index - 2))
            }
            if word == "cta" { return true }
            return word == "button" && ["primary", "action"].contains(text.word(at: index - 1))
        }
    }
}
