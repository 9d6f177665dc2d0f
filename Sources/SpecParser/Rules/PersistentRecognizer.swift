import SpecModel

/// "stays visible until the condition its text describes changes", "remains open until closed by user",
/// "stays put until someone picks the close icon", "must not be timed to disappear", "shouldn't auto-dismiss",
/// "requires user input to be dismissed", "must be dismissed manually", "They're persistent", "Sticky: …".
/// An "until" that a timer ends ("until the duration elapses") is not persistence.
enum PersistentRecognizer {
    static let recognize: RuleRecognizer = { text in
        // "if you point at it, it stays until you close it or move the pointer away": a hold while hovered, which
        // `TimerPauseRecognizer` reads, not a stay until someone acts.
        if let until = text.indices(of: "until").first(where: { index in
            (max(0, index - 6)..<index).contains { staying in
                Lexicon.stayingWords.contains(text.word(at: staying)) && !saysOfSomethingElse(staying, in: text)
            } && !text.isNegated(index)
                // "it is held until the current one closes": waiting its turn, not staying.
                && !text.words(before: index, count: 2).contains { ["suspended", "held", "deferred", "queued", "postponed"].contains($0) }
                // "shown for 6 seconds or until someone closes it": a timer ends it too.
                && !(text.word(at: index - 1) == "or"
                    && text.durations.contains { $0.index < index && text.sentenceOfWord[$0.index] == text.sentenceOfWord[index] })
        }) {
            let clause = RuleText.fragment(text.clause(after: until, stopWords: ["unless", "but"]))
            let endedByPerson =
                clause.containsPrefix(["dismiss", "clos", "user", "action", "condition", "resolv", "chang", "select"])
                || clause.containsPrefix(["tap", "click", "complet", "address", "navigat", "acknowledg", "another", "state"])
                // "until confirmed or cancelled": a person's answer.
                || clause.containsPrefix(["confirm", "cancel", "accept", "declin", "respond", "answer"])
            let endedByTimer = clause.containsPrefix(["duration", "time", "timer", "elaps", "expir", "whichever", "second", "auto"])
            if endedByPerson && !endedByTimer && !text.isProhibition && !TimerPauseRecognizer.staysWhileHovered(text) {
                return [PersistentRule(until: text.clause(after: until, stopWords: ["unless", "but"]))]
            }
        }
        if text.isProhibition {
            // "Don't: dismiss it automatically" forbids leaving on a timer.
            let timed = text.leavingVerbs.contains { text.isNegated($0) == false } && text.containsAny(["automatically", "auto", "timer"])
            return timed ? [PersistentRule()] : []
        }
        if leavesOnlyWhenResolved(text) { return [PersistentRule()] }
        // "creates an infinite toast", "stays indefinitely".
        if text.containsAny(["infinite", "indefinitely", "indefinite", "forever"]),
            text.indices(where: { ["infinite", "indefinitely", "indefinite", "forever"].contains($0) }).contains(where: {
                !text.isNegated($0) && !isSwitchedOff($0, in: text) && !endsDeniedVerb($0, in: text)
                    && !qualifiesOtherThing($0, in: text)
            })
        {
            return [PersistentRule()]
        }
        if (text.contains("persistent") && !text.isNegated(text.indices(of: "persistent")[0])
            && !text.indices(of: "persistent").allSatisfy({
                namesSetting($0, in: text) || namesVariant($0, in: text) || qualifiesOtherNoun($0, in: text)
            }))
            || deniesTimedLeaving(text)
            || requiresPerson(text)
            || (text.contains("sticky") && !text.isNegated(text.indices(of: "sticky")[0])
                && text.containsPrefix(["dismiss", "clos", "duration", "until"]))
        {
            return [PersistentRule()]
        }
        return []
    }

    /// "conditions that remain true until …": a staying verb in a relative clause whose antecedent is not the
    /// component says how something else stays.
    private static func saysOfSomethingElse(_ staying: Int, in text: RuleText) -> Bool {
        guard ["that", "which"].contains(text.word(at: staying - 1)), staying >= 2 else { return false }
        let antecedent = text.word(at: staying - 2)
        return !text.vocabulary.namesComponent(antecedent)
    }

    /// Nouns that make the word before them a setting's name ("persistent mode").
    private static let settingNouns: Set<String> = ["mode", "option", "setting", "flag", "prop", "property", "attribute"]

    /// "Use persistent mode", "`persistent` takes precedence": the word names a setting (before a setting noun, or as
    /// code), not a state of the component.
    private static func namesSetting(_ index: Int, in text: RuleText) -> Bool {
        settingNouns.contains(text.word(at: index + 1))
            || (text.gap(before: index).hasSuffix("`") && text.gap(before: index + 1).hasPrefix("`"))
            // "0 = persistent": what one value of a setting means.
            || (text.number(at: index - 1) != nil && text.gap(before: index).contains("="))
    }

    /// "Persistent notifications should contain a button …": the word opens the subject, naming a kind of the
    /// component the sentence goes on to say something else of; persistence itself is stated by a predicate.
    private static func namesVariant(_ index: Int, in text: RuleText) -> Bool {
        let opensSentence = index == 0 || text.sentenceOfWord[index - 1] != text.sentenceOfWord[index]
        let afterDeterminer =
            index > 0 && Lexicon.determiners.contains(text.word(at: index - 1))
            && (index == 1 || text.sentenceOfWord[index - 2] != text.sentenceOfWord[index])
        guard opensSentence || afterDeterminer else { return false }
        return (index + 1...index + 2).contains {
            text.vocabulary.namesComponent(text.word(at: $0))
        }
    }

    /// Words that may follow a predicative "persistent" and are no noun it qualifies ("a persistent and …").
    private static let notQualified: Set<String> = [
        "and", "or", "but", "until", "unless", "by", "in", "on", "at", "to", "across", "when", "while", "if", "so", "than", "as",
        "with", "without", "for", "that", "which", "throughout", "between", "over",
    ]

    /// "one of two persistent live regions", "a persistent header above it": after a determiner or a count the word
    /// qualifies the noun that follows; when that noun is not the component, it is that thing that persists.
    private static func qualifiesOtherNoun(_ index: Int, in text: RuleText) -> Bool {
        guard index > 0, Lexicon.determiners.contains(text.word(at: index - 1)) || text.number(at: index - 1) != nil else {
            return false
        }
        let next = text.word(at: index + 1)
        guard !next.isEmpty, text.sentenceOfWord[index + 1] == text.sentenceOfWord[index],
            text.gap(before: index + 1).allSatisfy(\.isWhitespace)
        else { return false }
        let component =
            text.vocabulary.namesComponent(next) || Lexicon.intentWords.contains(next)
        return !component && !notQualified.contains(next) && !next.hasSuffix("ly")
    }

    /// Nouns of how long something shows, which "infinite" may qualify and still speak of the component ("an infinite
    /// duration").
    private static let lifetimeNouns: Set<String> = [
        "duration", "durations", "time", "timeout", "timeouts", "length", "period", "lifetime", "display", "mode", "visibility",
    ]

    /// "infinite scrolling", "indefinite background syncs": an adjective of endlessness written right before a noun that
    /// is neither the component nor how long it shows says that thing goes on without end, not that the component stays.
    /// A capitalised word after it is a name (a product's own name for the component) and is not read as another thing.
    private static func qualifiesOtherThing(_ index: Int, in text: RuleText) -> Bool {
        guard ["infinite", "indefinite"].contains(text.word(at: index)), index + 1 < text.words.count,
            text.sentenceOfWord[index + 1] == text.sentenceOfWord[index], text.gap(before: index + 1).allSatisfy(\.isWhitespace)
        else { return false }
        let next = text.word(at: index + 1)
        let written = text.original[text.words[index + 1].range]
        guard next.first?.isLetter == true, written.first?.isLowercase == true else { return false }
        let component = text.vocabulary.namesComponent(next) || Lexicon.intentWords.contains(next)
        return !component && !lifetimeNouns.contains(next) && !notQualified.contains(next) && !next.hasSuffix("ly")
    }

    /// "if infinite is false", "`infinite: false`": a setting named by the word and switched off.
    private static func isSwitchedOff(_ index: Int, in text: RuleText) -> Bool {
        let off: Set<String> = ["false", "off", "disabled"]
        return off.contains(text.word(at: index + 1))
            || (["is", "=", "set", "to"].contains(text.word(at: index + 1)) && off.contains(text.word(at: index + 2)))
    }

    /// "it goes away only when the problem is fixed", "closes only after the user acts": leaving waits for a change
    /// a person or the app makes, not for a timer.
    private static func leavesOnlyWhenResolved(_ text: RuleText) -> Bool {
        text.leavingVerbs.contains { index in
            guard !text.isNegated(index) else { return false }
            // "goes away only when …", "will only be dismissed when …".
            let only = (index + 1...index + 3).first { text.word(at: $0) == "only" }
            let before = text.words(before: index, count: 3).contains("only")
            guard let opener = only.map({ $0 + 1 }) ?? (before ? index + 1 : nil),
                ["when", "if", "after", "once"].contains(text.word(at: opener))
            else { return false }
            let clause = RuleText.fragment(text.clause(after: opener))
            return !clause.containsPrefix(["second", "time", "timer", "duration", "elaps", "expir", "hover", "focus"])
        }
    }

    /// A negated verb of leaving on a timer: "must not be timed to disappear", "shouldn't auto-dismiss",
    /// "does not automatically close", "don't auto-expire", "do not fade out over time".
    private static func deniesTimedLeaving(_ text: RuleText) -> Bool {
        text.leavingVerbs.contains { index in
            guard text.isNegated(index) else { return false }
            // "If it does not close automatically, add a close button": a leaving supposed, not stated.
            if ["if", "unless"].contains(text.clause(of: index)?.condition ?? "") { return false }
            // "must not disappear while hovered or focused": the timer pauses; it still leaves.
            let sentence = text.sentenceOfWord[index]
            if text.clauses.contains(where: { clause in
                clause.sentence == sentence && ["while", "when"].contains(clause.condition ?? "")
                    && clause.words.contains { ["hover", "focus", "moused", "pointer"].contains(where: text.word(at: $0).hasPrefix) }
            }) {
                return false
            }
            let word = text.word(at: index)
            let automatic =
                word.hasPrefix("auto") || Lexicon.autoLeaving.contains(word)
                || text.words(before: index, count: 4).contains { ["automatically", "automatic", "timed", "auto"].contains($0) }
                || ["time", "times", "timeout"].contains(word)
                || ["automatically", "time", "itself", "themselves", "timer"].contains(text.word(at: index + 1))
                || text.containsPhrase("over time") || text.containsPhrase("on their own") || text.containsPhrase("on its own")
                || text.containsAny(["timer", "timed", "timeout"])
            return automatic
        }
    }

    /// "requires user input to be dismissed", "must be dismissed manually", "The user must close it".
    private static func requiresPerson(_ text: RuleText) -> Bool {
        guard !text.containsAny(["able", "can", "may", "option", "optionally"]) else { return false }
        return text.leavingVerbs.contains { index in
            guard !text.isNegated(index), !["themselves", "itself", "automatically"].contains(text.word(at: index + 1)) else {
                return false
            }
            let before = text.words(before: index, count: 5)
            // "requires user input to be dismissed", "needs a person's action to be closed".
            // "requires minimal user interaction": what little is required is no requirement.
            if let require = text.indices(where: { $0.hasPrefix("require") || $0 == "needs" || $0 == "need" }).first, require < index,
                !text.isNegated(require), index - require <= 6,
                !["minimal", "little", "less", "no", "few", "fewer"].contains(text.word(at: require + 1)),
                text.containsPrefix(["user", "person", "people", "someone", "action", "interaction", "manual"])
            {
                return true
            }
            let obliged = before.contains { ["must", "needs", "has"].contains($0) }
            let byPerson =
                text.containsAny(["manually", "explicitly"]) || text.containsPhrase("the user must")
                || text.containsPhrase("by the user") || text.containsPhrase("by a user")
            return obliged && byPerson
        }
    }

    /// "should not see it forever", "won't keep it on screen indefinitely": the adverb closes a verb phrase its clause
    /// denies, so nothing stays. (A joined verb, "doesn't close and stays forever", is its own phrase; "without a
    /// duration it is infinite" denies a noun, not the verb.)
    private static func endsDeniedVerb(_ index: Int, in text: RuleText) -> Bool {
        guard let clause = text.clause(of: index) else { return false }
        for position in stride(from: index - 1, through: clause.words.lowerBound, by: -1) {
            let word = text.word(at: position)
            if ["and", "or", "but", "then", "so"].contains(word) { return false }
            if ["not", "never", "cannot"].contains(word) || word.hasSuffix("n't") { return true }
        }
        return false
    }
}
