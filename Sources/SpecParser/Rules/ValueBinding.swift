import SpecModel

/// Whether every value a statement holds is bound: each duration and length it states is a value of one of the rules
/// read from it, or is explained by its clause (an animation's 250 ms, a value in an example or an offer). A value no
/// rule holds means the reading is partial, so the statement's rules wait ("a value not understood: '24 pt'").
enum ValueBinding {
    /// Why the rules read from `text` wait, or nil when every measure in it is bound by one of `values`.
    static func unboundReason(_ text: RuleText, holding values: [any RuleValue]) -> String? {
        guard !values.isEmpty else { return nil }
        if let rate = unexplainedRate(in: text) { return "a time that grows with the content: “\(rate)”" }
        let measures = text.durations + text.lengths
        guard !measures.isEmpty else { return nil }
        // The rules' numbers are gathered by reflection, which is slow: only once a measure needs them.
        var gathered: [Double]?
        func held() -> [Double] {
            let held = gathered ?? values.reduce(into: []) { numbers(in: $1, into: &$0) }
            gathered = held
            return held
        }
        // Durations are read in seconds and lengths in points, the scales rules keep them in.
        func holds(_ number: Double) -> Bool { held().contains { abs($0 - number) < 1e-6 } }
        for measure in measures {
            let spelled = text.text(of: measure.index..<measure.unitIndex + 1)
            // "a delay (200–500 ms)": a rule that keeps one end of a range guessed a value the sentence leaves open, even
            // when the range stands in an aside.
            if let upper = measure.upper, holds(measure.value) != holds(upper) {
                return "a range read as one value: “\(spelled)”"
            }
            if isExplained(measure, in: text) { continue }
            let bound = holds(measure.value) || measure.upper.map(holds) ?? false
            if !bound { return "a value not understood: “\(spelled)”" }
        }
        return nil
    }

    /// "3 seconds plus 120 ms per character": a time per word or character (which `RuleText` keeps out of its
    /// durations) makes the time depend on the text, so no one value stated beside it is the rule's. A lower bound
    /// beside it ("it stays at least 5 seconds") still holds. The rate as spelled, or nil when there is none outside an
    /// aside, an example or an offer, or a lower bound is stated.
    private static func unexplainedRate(in text: RuleText) -> String? {
        let lowerBound = text.durations.contains { duration in
            text.words(before: duration.index, count: 3).contains { ["least", "minimum", "min"].contains($0) }
        }
        if lowerBound { return nil }
        for per in text.indices(of: "per") where per >= 2 {
            guard text.number(at: per - 2) != nil, Lexicon.timeUnits[text.word(at: per - 1)] != nil else { continue }
            if let clause = text.clause(of: per - 2), isExplained(clause, in: text) { continue }
            return text.text(of: per - 2..<min(per + 2, text.words.count))
        }
        return nil
    }

    /// A clause set apart from the rule: an aside, an example or an offer.
    private static func isExplained(_ clause: Clause, in text: RuleText) -> Bool {
        clause.isExample || clause.isParenthesised || clause.offer != nil || clause.modality == .configurable
    }

    /// A measure its clause explains: said of a motion ("a 250ms fade"), a limit ("a maximum allowed duration of 10 s",
    /// "a minWidth of 16rem"), a closing delay beside an opening one, a dimension ("16 pixels of space", "its padding"), or standing in an aside, an example or
    /// an offer.
    private static func isExplained(_ measure: RuleText.Measure, in text: RuleText) -> Bool {
        guard let clause = text.clause(of: measure.index) else { return true }
        if isExplained(clause, in: text) { return true }
        let limit = text.words(before: measure.index, count: 4).contains { word in
            ["least", "most"].contains(word) || limitPrefixes.contains { RuleText.hasPrefix(word, $0) }
        }
        // "shows after 300ms and hides after 100ms": the closing's delay, timed around the same trigger as the opening.
        let sentence = text.sentenceOfWord[measure.index]
        let closeDelay =
            text.word(at: measure.index - 1) == "after"
            && text.durations.contains {
                $0.index != measure.index && text.sentenceOfWord[$0.index] == sentence
                    && AppearanceDelayRecognizer.followsAppearing($0, in: text)
            }
        return limit || closeDelay
            || clause.words.contains { Lexicon.animationWords.contains(text.word(at: $0)) || dimensions.contains(text.word(at: $0)) }
    }

    /// Word beginnings of a limit: "maximum", "minimum", "maxWidth", "min".
    private static let limitPrefixes = ["max", "min"]

    /// Nouns of a size or spacing, which no rule kind holds.
    private static let dimensions: Set<String> = [
        "space", "spacing", "gap", "gaps", "padding", "width", "height", "radius", "size", "elevation", "font", "inset", "insets",
    ]

    /// Every number among a rule's values (its stored properties, nested ones included).
    private static func numbers(in value: Any, into found: inout [Double]) {
        switch value {
        case let number as Double: found.append(number)
        case let number as Int: found.append(Double(number))
        case is String: break
        default:
            for child in Mirror(reflecting: value).children { numbers(in: child.value, into: &found) }
        }
    }
}
