import SpecModel

/// "dismisses itself after 7 seconds", "stays on screen for 4 seconds", "times out after 3,000ms", "after 4–10 seconds",
/// "Duration in seconds before it is removed. Defaults to 5.", with the condition its clauses state ("When it has an
/// action and VoiceOver is on, …", "a toast without an action …"). A negated timing ("must not be timed to disappear")
/// is persistence, a setting's limit ("a maximum allowed duration of 10 s") is not the timing, bounds are kept
/// ("at least 5 s", "within 10 s", "from 3 up to 8 s"), a motion's duration ("fades in over 300 ms") is not a
/// timing, and a delay before appearing is an appearance delay.
enum AutoDismissRecognizer {
    /// Words that open a condition on a timing ("when", "unless"). Built once: recognisers run for every statement.
    private static let keywords: Set<String> = ["when", "if", "while", "unless"]

    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        if let seconds = defaultDuration(in: text) { return [AutoDismissRule(seconds: seconds)] }
        let durations = text.durations.filter { $0.value > 0 && $0.value.isFinite }
        guard !durations.isEmpty, !text.containsPrefix(["animat", "transition", "motion"]), !waitsToAppear(text) else { return [] }
        // "Values under a 400 ms minimum are not supported": what a setting accepts, not what the component does.
        if text.containsAny(["supported", "allowed", "accepted"]) && text.containsAny(["minimum", "maximum", "min", "max"])
            && text.contains("value")
            && text.leavingVerbs.allSatisfy({ text.isNegated($0) })
        {
            return []
        }
        let leaving = text.leavingVerbs.filter { !text.isNegated($0) }
        let staying = text.indices { durationStaying.contains($0) }.filter { !text.isNegated($0) }
        // "it can last 4 to 8 seconds" ("last" after a modal is a verb, not "the last toast").
        let lastsVerb = text.indices(of: "last").filter {
            ["can", "may", "will", "should", "must", "to", "might"].contains(text.word(at: $0 - 1))
        }
        let onTimer = text.indices { timingWords.contains($0) } + (text.phraseIndex("on screen").map { [$0] } ?? []) + lastsVerb
        var rules: [AutoDismissRule] = []
        for duration in durations {
            let sentence = text.sentenceOfWord[duration.index]
            let inSentence = { (index: Int) in text.sentenceOfWord[index] == sentence }
            let bound = TimingBound.of(duration, in: text)
            // "should never disappear in less than 4 seconds": the negation belongs to the bound, not to leaving.
            let leaves = leaving.contains(where: inSentence) || (bound != .exact && text.leavingVerbs.contains(where: inSentence))
            let stated = isStatedDefault(duration, in: text)
            guard leaves || stated || staying.contains(where: inSentence) || onTimer.contains(where: inSentence) else { continue }
            if !leaves && AppearanceDelayRecognizer.isAppearance(text, sentence: sentence) { continue }
            if isAnimationTime(duration, in: text) || isDelayNotLeaving(duration, in: text) { continue }
            if timesAnotherSubject(duration, in: text, leaving: leaving) { continue }
            // "The duration prop accepts values from 1 to 10 seconds", "users can set the duration from 2 to 20
            // seconds": the range a setting allows, not what the component does.
            let staysHere = staying.contains(where: inSentence)
            if configures(text), duration.upper != nil || bound != .exact || (!leaves && !staysHere) { continue }
            // A setting's limit is not the timing; a ceiling needs a verb of leaving or staying to be one.
            if bound == .settingLimit || (bound == .atMost && !leaves && !staying.contains(where: inSentence)) { continue }
            let rule = AutoDismissRule(
                seconds: duration.value,
                maximumSeconds: duration.upper,
                atLeast: bound == .atLeast && duration.upper == nil,
                atMost: bound == .atMost && duration.upper == nil,
                condition: condition(of: duration, in: text)
            )
            if !rules.contains(rule) { rules.append(rule) }
        }
        return rules
    }

    /// Words that say how long a component stays, for "displayed for 4 seconds".
    private static let durationStaying: Set<String> = [
        "stay", "stays", "remain", "remains", "persist", "persists", "displayed", "display", "displays", "shown", "visible", "active",
        "lasts", "onscreen", "keep", "kept", "show", "shows",
    ]

    /// Whether the statement is about configuring a setting ("accepts values", "can be set", "the `duration` option").
    private static func configures(_ text: RuleText) -> Bool {
        text.containsAny(["accepts", "accept", "set", "sets", "setting", "configurable", "configure", "prop", "option", "values", "choose"])
    }

    /// Words that make a duration the component's time on screen.
    private static let timingWords: Set<String> = [
        "automatically", "auto", "timeout", "timeouts", "waiting", "lasts", "timer", "duration", "lifetime",
    ]

    /// "its duration defaults to 4000 ms", "the default display time is 5 seconds", "5 seconds by default": a
    /// default stated in prose for a timing.
    private static func isStatedDefault(_ duration: RuleText.Measure, in text: RuleText) -> Bool {
        let near = text.words(before: duration.index, count: 5)
        let defaulted =
            near.contains { ["default", "defaults", "defaulting"].contains($0) }
            // "the default 5000ms delay".
            || (near.last == "default" && ["delay", "timeout", "duration"].contains(text.word(at: duration.unitIndex + 1)))
            || (text.word(at: duration.unitIndex + 1) == "by" && text.word(at: duration.unitIndex + 2) == "default")
        let timing =
            ["duration", "timeout", "lifetime"].contains { near.contains($0) }
            || ["delay", "timeout", "duration"].contains(text.word(at: duration.unitIndex + 1))
            || (near.contains("time") && near.contains { ["display", "dismiss", "visible", "visibility", "screen"].contains($0) })
        return defaulted && timing
    }

    /// A delay is a dismissal only when the component leaves after it: a tooltip's open or close delay ("a close
    /// delay of 200 ms", `hideDelay`), a warm-up or grace period, or a pause between two notices is not.
    private static func isDelayNotLeaving(_ duration: RuleText.Measure, in text: RuleText) -> Bool {
        let near =
            text.words(before: duration.index, count: 4) + [text.word(at: duration.unitIndex + 1), text.word(at: duration.unitIndex + 2)]
        if near.contains(where: { ["warm-up", "warmup", "grace", "cooldown", "cool-down", "debounce", "throttle"].contains($0) }) {
            return true
        }
        // "a pause of 3 seconds between two notices" (not "between 3 and 8 seconds", a range).
        if let between = (duration.unitIndex + 1...duration.unitIndex + 3).first(where: { text.word(at: $0) == "between" }),
            text.number(at: between + 1) != nil || ["two", "notices", "messages", "each"].contains(text.word(at: between + 1))
        {
            return true
        }
        if text.containsAny(["closedelay", "hidedelay", "close-delay", "hide-delay", "leavedelay", "exitdelay", "exit-delay"]) {
            return true
        }
        // "hidden 500ms after you move the mouse out", "closes 1 second after the user moves their cursor off it": timed
        // from the pointer leaving, a close delay after hovering, not the time on screen since it appeared.
        if ["after", "once"].contains(text.word(at: duration.unitIndex + 1)) {
            let agent = (duration.unitIndex + 2...duration.unitIndex + 3).contains { pointerAgents.contains(text.word(at: $0)) }
            let pointer = (duration.unitIndex + 2...duration.unitIndex + 8).contains { pointerWords.contains(text.word(at: $0)) }
            if agent && pointer { return true }
        }
        // "shows after 300ms and hides after 100ms": a sentence timing the opening times both around what triggers
        // them; the closing is a close delay, not a time on screen.
        let sentence = text.sentenceOfWord[duration.index]
        if text.durations.contains(where: {
            text.sentenceOfWord[$0.index] == sentence && AppearanceDelayRecognizer.followsAppearing($0, in: text)
        }) {
            return true
        }
        // "open and close delays", "the hide delay": a leaving word naming a delay.
        return text.indices { $0 == "delay" || $0 == "delays" }.contains { index in
            ["close", "hide", "exit", "leave", "open", "show", "enter"].contains(text.word(at: index - 1))
        }
    }

    /// "When the session times out after 15 minutes, a notice warns the user": the time lies in a condition about
    /// something else, and nothing outside that condition leaves, so it is not the component's time on screen.
    private static func timesAnotherSubject(_ duration: RuleText.Measure, in text: RuleText, leaving: [Int]) -> Bool {
        // Only a condition that opens a clause of its own ("at once" names no condition).
        guard let clause = text.clause(of: duration.index), let condition = clause.condition,
            ["when", "if", "whenever"].contains(condition), leaving.allSatisfy({ clause.words.contains($0) })
        else { return false }
        var subject = clause.words.lowerBound + 1
        if Lexicon.determiners.contains(text.word(at: subject)) { subject += 1 }
        // The subject's first two words ("the upload session"), before the time.
        let phrase = (subject..<min(subject + 2, duration.index)).filter { clause.words.contains($0) }.map { text.word(at: $0) }
        guard let first = phrase.first, Double(first) == nil, !agents.contains(first) else { return false }
        return !phrase.contains(where: text.vocabulary.namesComponent)
    }

    /// Subjects of a condition that stand for the component, the person, or nothing in particular.
    private static let agents: Set<String> = [
        "it", "they", "this", "these", "no", "nothing", "nobody", "user", "users", "you", "people", "someone", "reader", "there",
    ]

    /// Who moves the pointer, in "after the user moves …".
    private static let pointerAgents: Set<String> = ["you", "user", "users", "they", "pointer", "mouse", "cursor"]
    /// Words of the pointer and its leaving.
    private static let pointerWords: Set<String> = ["mouse", "cursor", "pointer", "hover", "hovering", "leaves", "leave", "out", "off"]

    /// "fades in over 300 ms", "a 250 ms slide", "the fade-out takes 200 ms": how long a motion runs, not how long the
    /// component stays. A timing before the motion ("fades out after 5 seconds") stays a timing.
    private static func isAnimationTime(_ duration: RuleText.Measure, in text: RuleText) -> Bool {
        var previous = duration.index - 1
        while ["a", "an", "the", "about", "roughly", "around"].contains(text.word(at: previous)) { previous -= 1 }
        let lead = text.word(at: previous)
        if ["over", "during", "taking", "takes", "take"].contains(lead) { return true }
        if Lexicon.animationWords.contains(text.word(at: duration.unitIndex + 1)) { return true }
        let motion = text.words(before: duration.index, count: 5).contains { Lexicon.animationWords.contains($0) }
        return motion && !["after", "for", "until"].contains(lead)
    }

    /// "How long it stays, in seconds. Defaults to 6." / "Delay before it closes, in milliseconds. Defaults to 6000.":
    /// a unit declared for a timing whose default is stated as a bare number.
    static func defaultDuration(in text: RuleText) -> Double? {
        // Most statements state no default: the distinct words are asked first.
        guard text.containsAny(["default", "defaults", "defaulting"]) else { return nil }
        let first = StatedDefault.firstSentence(text).map(\.text)
        let staysWords: Set<String> = ["visible", "shown", "displayed", "stays", "open", "remains"]
        let timing =
            !text.leavingVerbs.filter({ !text.isNegated($0) }).isEmpty || text.containsAny(["duration", "delay", "timeout"])
            || ((first.contains("time") || text.containsPhrase("how long")) && first.contains { staysWords.contains($0) })
        guard timing, !waitsToAppear(text), !text.containsPrefix(["animat", "transition", "motion"]),
            let index = StatedDefault.valueIndex(in: text), let value = text.number(at: index), value > 0,
            value.isFinite
        else { return nil }
        // "The default is 5000ms", "Default is `2000` milliseconds": the value's own unit.
        if let unit = Lexicon.timeUnits[text.word(at: index + 1)] { return value * unit }
        // "Duration in seconds. Defaults to 6.": the unit the description declares.
        guard let declared = StatedDefault.declaredUnit(in: text) else { return nil }
        return value * declared
    }

    /// "Time to wait before showing the tooltip", "the delay before it appears": a delay before appearing.
    static func waitsToAppear(_ text: RuleText) -> Bool {
        text.indices(of: "before").contains { index in
            (index + 1...index + 3).contains {
                ["showing", "appearing", "opening", "show", "appear", "open", "shown", "appears", "shows"].contains(text.word(at: $0))
            }
        } || text.containsAny(["opendelay", "showdelay", "open-delay", "show-delay", "enterdelay", "enter-delay"])
            || text.durations.contains { AppearanceDelayRecognizer.namesEntryDelay($0, in: text) }
    }

    /// The conditions a timing is stated under: the `when`/`if`/`while`/`unless` clause nearest before it in its
    /// sentence (or after it, when none stands before), a subject qualified "with(out) an action", and a heading or
    /// lead-in about a screen reader ("Voiceover" under Accessibility). Clauses every check meets ("if left alone")
    /// add nothing.
    static func condition(of duration: RuleText.Measure, in text: RuleText) -> RuleCondition? {
        let sentence = text.sentenceOfWord[duration.index]
        let keywords = AutoDismissRecognizer.keywords
        let candidates = text.wordIndices(ofSentence: sentence).filter { keywords.contains(text.words[$0].text) }
        var parts: [String] = []
        var facts: [ConditionSubject: Bool] = [:]
        // A trailing clause ("… for 9 seconds when it has an action") belongs to the last timing of the sentence.
        let isLast = !text.durations.contains { $0.index > duration.unitIndex && text.sentenceOfWord[$0.index] == sentence }
        let trailing = isLast ? candidates.first(where: { $0 > duration.unitIndex }) : nil
        // "closes when its button is pressed, or after a timeout": the condition belongs to the other alternative.
        let before = candidates.last(where: { $0 < duration.index }).flatMap { keyword in
            (keyword + 1..<duration.index).contains { index in
                ["or", "otherwise", "else"].contains(text.word(at: index)) && text.gap(before: index).contains { ",;".contains($0) }
            } ? nil : keyword
        }
        if let keyword = before ?? trailing {
            let clause = text.clause(after: keyword)
            if !clause.isEmpty, !ConditionReader.isMetByEveryCheck(clause) {
                var read = ConditionReader.condition(clause)
                if text.word(at: keyword) == "unless" { read.facts = read.facts.mapValues { !$0 } }
                parts.append(text.word(at: keyword) == "unless" ? "unless " + clause : clause)
                facts.merge(read.facts) { first, _ in first }
            }
        }
        // "Snackbars without actions …", "a toast with an action …": the subject's own qualifier.
        for index in text.wordIndices(ofSentence: sentence) where index < duration.index {
            let word = text.words[index].text
            guard word == "with" || word == "without",
                let noun = (index + 1...index + 2).first(where: { ["action", "actions"].contains(text.word(at: $0)) }),
                !parts.contains(where: { $0.contains(text.text(of: index..<noun + 1)) })
            else { continue }
            let phrase = text.text(of: index..<noun + 1)
            parts.append(phrase)
            if facts[.hasAction] == nil { facts[.hasAction] = word == "with" }
        }
        var variant: String?
        if let kind = IntentQualifier.phrase(in: text, sentence: sentence), !parts.contains(where: { $0.contains(kind.phrase) }) {
            parts.append(kind.phrase)
            variant = kind.variant
        }
        let context = text.section + " " + text.leadIn
        if facts[.screenReaderRunning] == nil, ConditionReader.mentionsScreenReader(RuleText.fragment(context)) {
            facts[.screenReaderRunning] = true
            parts.append("under “\(text.section.split(separator: ">").last.map { String($0).trimmed } ?? text.section)”")
        }
        guard !parts.isEmpty else { return nil }
        return RuleCondition(text: parts.joined(separator: "; "), facts: facts, variant: variant)
    }
}
