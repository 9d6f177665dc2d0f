import SpecModel

/// "Only one snackbar is visible at a time; the next one appears after the previous one is dismissed" (1, queue),
/// "When more than `limit` snackbars are shown, the oldest is removed until `limit` remain" (limit, evictOldest).
enum MaxVisibleRecognizer {
    static let recognize: RuleRecognizer = { text in
        let visibility =
            text.containsAny(["visible", "shown", "displayed", "display", "showing", "appear", "appears"])
            || text.containsPhrase("at a time") || text.containsPhrase("at once") || text.containsPhrase("on screen")
        guard visibility, !text.containsAny(["multiple", "several", "simultaneously"]) || text.containsAny(["only", "most"]) else {
            return []
        }
        let limit: MaxVisibleRule.Limit
        if let index = text.phraseIndex("more than"), text.words.indices.contains(index + 2),
            text.parameterNames.contains(text.words[index + 2].text)
        {
            limit = .parameter(text.words[index + 2].text)
        } else if let count = count(in: text) {
            limit = .count(count)
        } else {
            return []
        }
        var rule = MaxVisibleRule(limit: limit)
        if text.contains("oldest") && text.containsPrefix(["remov", "dismiss", "hid", "evict", "drop"]) {
            rule.overflow = .evictOldest
        } else if text.containsAny(["next", "subsequent", "queue", "queued", "waits"]) || text.containsPhrase("after the previous") {
            rule.overflow = .queue
        }
        return [rule]
    }

    /// "only one", "a single", "at most 3", "no more than 2", "up to 4", "maximum of 5", "one … at a time";
    /// a number followed by a unit ("600 pt wide", "two lines", "4 seconds") is not a count of components.
    private static func count(in text: RuleText) -> Int? {
        let units: Set<String> = [
            "pt", "pts", "points", "dp", "px", "line", "lines", "s", "sec", "second", "seconds", "ms", "milliseconds", "percent",
        ]
        func isCount(_ index: Int) -> Bool { !(text.words.indices.contains(index + 1) && units.contains(text.words[index + 1].text)) }
        for (phrase, offset) in [("only", 1), ("at most", 2), ("no more than", 3), ("up to", 2), ("maximum of", 2), ("a single", 1)] {
            if let index = text.phraseIndex(phrase), isCount(index + offset),
                let value = text.count(at: index + offset) ?? (phrase == "a single" ? 1 : nil)
            {
                return value
            }
        }
        if let index = text.phraseIndex("at a time") ?? text.phraseIndex("at once"),
            let number = text.words.indices.last(where: { $0 < index && text.number(at: $0) != nil }), isCount(number)
        {
            return text.count(at: number)
        }
        return nil
    }
}
