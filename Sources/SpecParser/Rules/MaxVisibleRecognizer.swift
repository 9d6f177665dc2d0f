import SpecModel

/// "Only one snackbar is visible at a time; the next one appears after the previous one is dismissed" (1, queue),
/// "When more than `limit` snackbars are shown, the oldest is removed until `limit` remain" (limit, evictOldest),
/// "Don't show more than four toasts" (4), "Keep to one banner on a page" (1), "Showing a new snackbar
/// dismisses any previous ones" (1, evictOldest), "once the limit is reached, new ones are queued" (queue).
/// A uniqueness rule ("one notice per id at most") is not a visible limit.
enum MaxVisibleRecognizer {
    /// Nouns a count may bound that are not the component ("two lines", "one action"). Built once: recognisers run for every statement.
    private static let notComponents: Set<String> = [
        "line", "lines", "character", "characters", "word", "words", "action", "actions", "button", "buttons", "icon", "icons",
        "sentence", "sentences", "percent", "times", "type", "types", "per", "announcement", "unit", "instance",
    ]

    static let recognize: RuleRecognizer = { text in
        if text.containsAny(["key", "id", "identifier"]) { return [] }
        if queuesSpeechOnly(text) { return [] }
        let overflow = MaxVisibleRecognizer.overflow(in: text)
        // "no limit by default" states no limit, unless the sentence also says what happens beyond one.
        if text.contains("unlimited") && overflow == nil { return [] }
        let replacesPrevious =
            overflow == .evictOldest
            && (text.contains("new") && text.containsAny(["previous", "existing", "current"]) || replacesEarlier(text))
        // "additional toasts are held in a queue", "removed to make room for newer ones", "multiple open alerts are added to
        // a queue": instances beyond a limit.
        let limitContext =
            text.containsAny([
                "limit", "limits", "maximum", "max", "reached", "exceeds", "exceeded", "exceed", "additional", "excess", "multiple",
            ])
            || text.containsPhrase("make room")
        let limit: MaxVisibleRule.Limit
        if let name = parameterLimit(in: text) {
            limit = .parameter(name)
        } else if let count = count(in: text) {
            limit = .count(count)
        } else if text.isProhibition, text.containsAny(["multiple", "several"]), simultaneous(text) || text.containsPrefix(["stack"]) {
            // "Don't: show several notices at once."
            limit = .count(1)
        } else if replacesPrevious {
            limit = .count(1)
        } else if overflow != nil, limitContext {
            // "Further ones are held until the visible one closes": one at a time, when the turns say so.
            limit = overflow == .queue ? TurnTaking.limit(in: text) ?? .unstated : .unstated
        } else if let turns = TurnTaking.limit(in: text) {
            return [MaxVisibleRule(limit: turns, overflow: .queue)]
        } else if limitsHowManyShow(text) {
            limit = .unstated
        } else {
            return []
        }
        guard visible(text) || replacesPrevious || (overflow != nil && limitContext) || limitsHowManyShow(text) || namesMaximumOfThem(text)
        else { return [] }
        return [MaxVisibleRule(limit: limit, overflow: overflow)]
    }

    /// Words naming what a screen reader says, which waits its turn in the reader's own queue.
    private static let speechWords: Set<String> = ["announcement", "announcements", "speech", "utterance", "utterances"]

    /// "A polite region queues the announcement until the current speech ends", "two announcements are queued at
    /// once": a sentence about announcements that names no instance of the component ("one" stands for the noun
    /// named, here an announcement). What waits is speech, not a toast, so its turns and queue say nothing about how
    /// many instances are on screen.
    private static func queuesSpeechOnly(_ text: RuleText) -> Bool {
        text.containsAny(speechWords)
            && !text.words.contains { !["one", "ones"].contains($0.text) && text.vocabulary.namesComponent($0.text) }
    }

    /// "Each one replaces the previous one", "replacing the existing notice": a new instance takes an earlier one's place.
    private static func replacesEarlier(_ text: RuleText) -> Bool {
        // Most statements name no replacing: the distinct words are asked first.
        guard text.containsPrefix(["replac"]) else { return false }
        return text.indices { $0.hasPrefix("replac") }.contains { index in
            (index + 1...index + 3).contains { ["previous", "existing", "current", "old", "older", "oldest"].contains(text.word(at: $0)) }
        }
    }

    /// "Limits the number of toasts on screen", "the maximum number of notices visible together": a visible limit
    /// named without its value.
    private static func limitsHowManyShow(_ text: RuleText) -> Bool {
        guard let index = text.phraseIndex("number of"),
            text.words(before: index, count: 2).contains(where: { ["limit", "limits", "limiting", "maximum", "max"].contains($0) }),
            // "the maximum number of characters": a count of something else.
            !notComponents.contains(text.word(at: index + 2))
        else { return false }
        return visible(text) && !isSelection(text)
    }

    /// "Max snackbars is set to 10", "the maximum toasts value": a maximum of the component's instances, which are on
    /// screen when they count (a count of anything else names it: "max characters").
    private static func namesMaximumOfThem(_ text: RuleText) -> Bool {
        text.indices { $0 == "max" || $0 == "maximum" }.contains { index in
            let next = text.word(at: index + 1)
            return next.hasSuffix("s") && text.vocabulary.namesComponent(next)
        }
    }

    /// Words that say which one is chosen, not how many show: "one segment is chosen at a time".
    private static let selectionWords: Set<String> = [
        "active", "selected", "checked", "chosen", "picked", "focused", "highlighted", "expanded", "pressed", "current",
    ]

    /// Whether the sentence's "at a time" bounds a selection ("only one item is selected at a time").
    private static func isSelection(_ text: RuleText) -> Bool {
        ["at a time", "at once", "at the same time", "at one time"].contains { anchor in
            guard let index = text.phraseIndex(anchor) else { return false }
            return text.words(before: index, count: 3).contains { selectionWords.contains($0) }
        }
    }

    /// Words saying how many are on screen together.
    private static func visible(_ text: RuleText) -> Bool {
        text.containsAny([
            "visible", "shown", "show", "shows", "showing", "displayed", "display", "displays", "displaying", "appear", "appears",
            "appearing", "onscreen", "opened", "open", "simultaneous", "stack", "stacked", "stacking",
        ]) || simultaneous(text)
    }

    private static func simultaneous(_ text: RuleText) -> Bool {
        text.containsPhrase("at a time") || text.containsPhrase("at once") || text.containsPhrase("at one time")
            || text.containsPhrase("on screen")
            || text.containsPhrase("at the same time") || text.contains("simultaneously") || text.containsPhrase("per page")
            || text.containsPhrase("same page") || text.containsPhrase("per screen")
    }

    /// What happens beyond the limit: the oldest leaves, or the rest wait. A removal said in a clause that
    /// conditions the waiting ("waits until the previous one is dismissed") or that is waited for ("wait for the
    /// existing one to dismiss") is the wait's end, not an eviction.
    private static func overflow(in text: RuleText) -> MaxVisibleRule.Overflow? {
        let removing = ["remov", "dismiss", "hid", "evict", "drop", "replac", "clos"]
        // Most statements name no removal: the distinct words are asked first.
        let removal = (text.containsPrefix(removing) ? text.indices { word in removing.contains(where: word.hasPrefix) } : [])
            .filter { index in !["until", "once", "after", "when", "while"].contains(text.clause(of: index)?.condition ?? "") }
            // "wait for the existing one to dismiss": the removal waited for is the wait's end too.
            .filter { index in !text.words(before: index, count: 6).contains { $0 == "wait" || $0 == "waits" || $0 == "waiting" } }
        // "pushed down as new ones arrive" moves the earlier ones along a stack; "pushed out" removes them.
        let pushed =
            text.containsPrefix(["squeez", "push", "bump"])
            && text.indices { ["squeez", "push", "bump"].contains(where: $0.hasPrefix) }.contains {
                !["down", "up", "back", "aside", "along"].contains(text.word(at: $0 + 1))
            }
        let earlier = text.containsAny(["previous", "previously", "existing", "earlier", "current", "old", "older"])
        // "new ones replace the existing one": an earlier one leaves. Words of a limit alone ("when the maximum is
        // reached") do not say which one goes, so they are not read as an eviction.
        let evicts =
            (text.contains("oldest") || earlier && text.containsAny(["new", "newly", "newer", "recent"]) || replacesEarlier(text)
                || removesEarlier(removal, in: text))
            && (!removal.isEmpty || pushed)
        // "a new one is held until the current one is gone", "others are suspended until it closes".
        let heldUntil = text.containsAny(["held", "suspended", "deferred", "postponed"]) && text.containsAny(["until", "while", "once"])
        let waits =
            heldUntil || text.containsAny(["queue", "queued", "enqueued", "waits", "wait"]) || text.containsPhrase("after the previous")
            || text.containsPhrase("once the previous") || (text.containsAny(["next", "subsequent"]) && text.contains("previous"))
        // Both at once is settled by `MaxVisibleStance` (the rule waits for a person).
        if evicts && !(waits && removal.isEmpty) { return .evictOldest }
        return waits ? .queue : nil
    }

    /// Words that qualify an instance as shown before the others.
    private static let earlierWords: Set<String> = ["previous", "existing", "earlier", "old", "older", "oldest"]
    /// Auxiliaries of a passive ("are removed", "get dismissed").
    private static let passiveAuxiliaries: Set<String> = ["is", "are", "be", "been", "get", "gets"]

    /// Words that make what follows the time of another event ("appears after the previous one is dismissed").
    private static let subordinators: Set<String> = ["after", "before", "until", "once", "when", "while", "as", "since"]

    /// "Older notices are removed", "earlier ones get dismissed", "it removes the older notices": a removal whose patient,
    /// in its own clause, is qualified as shown earlier says which one goes; not one that times another event ("the next
    /// appears after the previous one is dismissed": the wait's end).
    private static func removesEarlier(_ removal: [Int], in text: RuleText) -> Bool {
        removal.contains { verb in
            guard let clause = text.clause(of: verb) else { return false }
            let before = max(clause.words.lowerBound, verb - 4)..<verb
            let after = (verb + 1..<min(clause.words.upperBound, verb + 3)).map { text.word(at: $0) }
            let passive = passiveAuxiliaries.contains(text.word(at: verb - 1))
            guard let patient = before.first(where: { earlierWords.contains(text.word(at: $0)) }), passive else {
                return after.contains(where: earlierWords.contains)
            }
            let opener = Lexicon.determiners.contains(text.word(at: patient - 1)) ? patient - 2 : patient - 1
            return opener < clause.words.lowerBound || !subordinators.contains(text.word(at: opener))
        }
    }

    /// "When more than `limit` … are shown", "The `limit` option sets how many … may show at most".
    private static func parameterLimit(in text: RuleText) -> String? {
        if let index = text.phraseIndex("more than"), text.parameterNames.contains(text.word(at: index + 2)) {
            return text.word(at: index + 2)
        }
        // "removes the oldest when the limit exceeds", where `limit` is a parameter of the spec.
        // The cheap test first: every word would otherwise be hashed.
        if let named = text.words.first(where: { ($0.text == "limit" || $0.text.hasPrefix("max")) && text.parameterNames.contains($0.text) }
        ) {
            return named.text
        }
        guard text.containsAny(["maximum", "max", "most"]) || text.containsPhrase("how many") else { return nil }
        for index in text.words.indices
        where ["option", "prop", "property", "parameter", "setting", "attribute"].contains(text.word(at: index + 1)) {
            let name = text.text(of: index..<index + 1)
            if text.parameterNames.contains(name) || name.lowercased() == "limit" || name.lowercased().hasPrefix("max") { return name }
        }
        return nil
    }

    /// "only one", "a single", "at most 3", "no more than 2", "up to 4", "maximum of 5", "one … at a time", and under a
    /// prohibition "more than four"; a number followed by a unit or another noun ("600 pt", "two lines", "two actions")
    /// is not a count of components.
    private static func count(in text: RuleText) -> Int? {
        let notComponents = MaxVisibleRecognizer.notComponents
        func isCount(_ index: Int) -> Bool {
            var next = text.word(at: index + 1)
            // "only 2 of the 5 buttons": the count is of the noun after "of".
            if next == "of" {
                var head = index + 2
                while head < index + 5, Lexicon.determiners.contains(text.word(at: head)) || text.number(at: head) != nil { head += 1 }
                next = text.word(at: head)
            }
            return !notComponents.contains(next) && Lexicon.timeUnits[next] == nil && Lexicon.lengthUnits[next] == nil
        }
        var phrases: [(String, Int)] = [
            ("only", 1), ("just", 1), ("only a single", 2),
            // "there is only ever one on screen": "ever" stresses the limit.
            ("only ever", 2), ("at most", 2), ("no more than", 3), ("up to", 2), ("maximum of", 2),
            ("a single", 1), ("never more than", 3), ("max", 1), ("maximum", 1),
            // "so the stack never exceeds five items", "when the toasts exceed 3": the limit is the number exceeded.
            ("exceeds", 1), ("exceed", 1), ("exceeding", 1),
        ]
        if text.isProhibition { phrases.append(("more than", 2)) }
        for (phrase, offset) in phrases {
            guard let index = text.phraseIndex(phrase) else { continue }
            // "swipe on a single notification to dismiss just that one": the one a gesture acts on, not a limit.
            if phrase.hasSuffix("single"), ["on", "onto", "over"].contains(text.word(at: index - 1)) { continue }
            let position = index + offset
            let value = phrase.hasSuffix("single") ? 1 : text.count(at: position)
            if let value, value > 0, isCount(position) { return value }
        }
        // "Maximum number of notices on screen. Default: 5", "The chip limit is set to 6": a limit's stated value.
        if text.containsAny(["maximum", "max", "limit"]),
            let index = StatedDefault.valueIndex(in: text) ?? StatedDefault.setValueIndex(in: text),
            let value = text.count(at: index), value > 0, isCount(index)
        {
            return value
        }
        // "limit the number of simultaneous notices to one".
        if let index = text.phraseIndex("number of"), text.words(before: index, count: 3).contains(where: { $0.hasPrefix("limit") }),
            let to = (index + 2..<min(index + 8, text.words.count)).first(where: { text.word(at: $0) == "to" }),
            let value = text.count(at: to + 1),
            value > 0
        {
            return value
        }
        // "one segment is chosen at a time" is which one is chosen, not how many show.
        if isSelection(text) { return nil }
        for anchor in ["at a time", "at once", "at the same time", "at one time"] {
            guard let index = text.phraseIndex(anchor),
                let number = (max(0, index - 4)..<index).last(where: { text.number(at: $0) != nil }), isCount(number),
                !["than", "all", "first", "these", "those", "the"].contains(text.word(at: number - 1))
            else { continue }
            return text.count(at: number)
        }
        return nil
    }
}
