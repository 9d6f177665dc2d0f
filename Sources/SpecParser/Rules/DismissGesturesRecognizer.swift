import SpecModel

/// "Tapping the X icon dismisses the snackbar", "Swiping left, right or down dismisses it", "dragging left or right",
/// "Tapping anywhere outside its action dismisses it", "clicking the action closes it" (tapAction), "dismissed via the
/// close button", "an X to close", "A close control is always available". Needs a sentence (or heading, or lead-in)
/// about dismissing; a control that is absent ("do not have a close button"), a swipe that is denied ("may not be
/// swiped off-screen") and keys ("pressing Escape") are not gestures.
enum DismissGesturesRecognizer {
    /// Words before "action" that make it something the user does, not the action control. Built once: recognisers run for every statement.
    private static let taking: Set<String> = [
        "take", "takes", "taking", "require", "requires", "required", "user", "dismiss", "no",
    ]

    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        // Verbs of dismissing, not the name of a close control ("close button").
        let closeControl = closeControlIndex(text)
        // "hide the close button", "the close button can be removed": those verbs act on the control.
        let dismissVerbs = text.leavingVerbs.filter { index in
            !isControlName(text, index) && !text.isNegated(index)
                && !(closeControl != nil && ["hid", "remov"].contains(where: text.word(at: index).hasPrefix))
        }
        let swipes = text.indices { word in ["swip", "flick", "drag"].contains { RuleText.hasPrefix(word, $0) } }.filter {
            !text.isNegated($0)
        }
        // "includes a close button", "shows a dismiss icon", "with an X", "press the close buttons": a close control
        // stated as a part is how it is closed.
        let available =
            closeControl.map { control in
                text.containsAny(["available", "provided", "present", "always"])
                    || text.words(before: control, count: 4).contains {
                        partVerbs.contains($0) || Lexicon.tapPrefixes.contains(where: $0.hasPrefix)
                    }
            } ?? false
        // The heading and lead-in are read last: most statements settle it before.
        guard !dismissVerbs.isEmpty || available || RuleText.fragment(text.section + " " + text.leadIn).containsPrefix(["dismiss", "clos"])
        else { return [] }
        // Under a "Dismissing" heading, a press that shows it or starts its time ("stays for 2 s after a long press",
        // "a long press shows it") is how it arrives, not how it leaves.
        if dismissVerbs.isEmpty, !available, !text.durations.isEmpty || text.containsAny(arriving) { return [] }

        var gestures: Set<DismissGesturesRule.Gesture> = []
        let keyboard = text.containsAny(Lexicon.keyWords)
        let taps = text.indices { word in Lexicon.tapPrefixes.contains { RuleText.hasPrefix(word, $0) } }
            .filter { !(keyboard && text.word(at: $0).hasPrefix("press")) && !text.isNegated($0) }
        let outside = text.containsAny(["anywhere", "outside", "elsewhere"])
        let action = actionIndex(text)
        let performed = text.containsPrefix(["perform", "clicked", "tapped", "invoked", "activated"])
        if closeControl != nil { gestures.insert(.tapClose) }
        if action != nil, !outside, !taps.isEmpty || performed { gestures.insert(.tapAction) }
        let pointing = taps.filter { !text.word(at: $0).hasPrefix("select") && !text.word(at: $0).hasPrefix("activat") }
        if !pointing.isEmpty, outside || (closeControl == nil && action == nil) { gestures.insert(.tapAnywhere) }
        if let swipe = swipes.first, text.word(at: swipe + 1) != "order" {
            let sentence = text.sentenceOfWord[swipe]
            let directions: [(Set<String>, [DismissGesturesRule.Gesture])] = [
                (["left", "leftward", "leftwards"], [.swipeLeft]), (["right", "rightward", "rightwards"], [.swipeRight]),
                (["up", "upward", "upwards"], [.swipeUp]), (["down", "downward", "downwards"], [.swipeDown]),
                (["horizontally", "sideways"], [.swipeLeft, .swipeRight]),
            ]
            let named = directions.filter { words, _ in
                text.words.indices.contains { text.sentenceOfWord[$0] == sentence && $0 > swipe && words.contains(text.words[$0].text) }
            }
            gestures.formUnion(named.isEmpty ? [.swipe] : named.flatMap(\.1))
        }
        guard !gestures.isEmpty else { return [] }
        return [DismissGesturesRule(gestures: Array(gestures))]
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
        "stay", "stays", "remain", "remains", "appear", "appears", "show", "shows", "opens", "reveals", "revealed",
    ]

    /// Whether the word at `index` names a control ("close button", "dismiss icon") rather than an act.
    private static func isControlName(_ text: RuleText, _ index: Int) -> Bool {
        Lexicon.controlNouns.contains(text.word(at: index + 1)) || ["action", "method", "event"].contains(text.word(at: index + 1))
    }

    /// A close control that is there: "the close button", "the X icon", "an X to close", "an element to close it".
    private static func closeControlIndex(_ text: RuleText) -> Int? {
        text.words.indices.first { index in
            let word = text.words[index].text
            let control = controlNouns.contains(word)
            let named =
                (control && ["close", "dismiss", "closing", "x"].contains(text.word(at: index - 1)))
                // "closes from its icon button", "dismissed via its button".
                || (control && text.word(at: index - 1) == "icon" && text.leavingVerbs.contains { $0 < index && index - $0 <= 4 })
                || (word == "x" && text.number(at: index - 1) == nil && text.word(at: index - 1) != "close")
                || (Lexicon.controlNouns.contains(word) && ["to", "that", "which"].contains(text.word(at: index + 1))
                    && Lexicon.leavingPrefixes.contains { text.word(at: index + 2).hasPrefix($0) })
            guard named else { return false }
            // "do not have a close button", "without an X".
            let absent = text.words(before: index, count: 5).contains { Lexicon.negators.contains($0) || $0.hasSuffix("n't") }
            return !absent
        }
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
