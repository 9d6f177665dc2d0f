import SpecModel

/// "at most two lines", "no longer than 2 lines", "within two lines of text", "should not exceed three lines",
/// "can have one or two lines" (2), "only a single line" (1), "doesn't run over two lines", "Avoid three or more
/// lines" (2), "limited to two lines". A line count that only describes ("if the text runs over to two lines") is
/// not a limit. Instructions limit too: "Keep it to three lines", "Don't go past one line".
enum MaxLinesRecognizer {
    /// "truncated after two lines", "two-line truncation", "clamped to 3 lines": where text is cut is its limit.
    private static func truncation(in text: RuleText) -> Int? {
        let cutting = ["truncat", "clamp", "ellipsi", "cut"]
        guard text.containsPrefix(cutting) else { return nil }
        for index in text.words.indices {
            let word = text.word(at: index)
            // "two-line truncation", "2-line clamp".
            if word.hasSuffix("-line"), let value = Lexicon.numberWords[String(word.dropLast(5))] ?? Int(word.dropLast(5)),
                cutting.contains(where: text.word(at: index + 1).hasPrefix)
            {
                return value
            }
            guard word == "line" || word == "lines", let value = text.count(at: index - 1), value > 0 else { continue }
            let before = text.words(before: index - 1, count: 3)
            if before.contains(where: { word in cutting.contains(where: word.hasPrefix) }), !text.isNegated(index - 1) { return value }
        }
        return nil
    }

    /// Verbs that hold text to a size ("keep it to", "limit it to", "cap at").
    private static let limitingVerbs: Set<String> = [
        "keep", "limit", "restrict", "cap", "stay", "stays", "fit", "fits", "hold", "constrain",
    ]

    static let recognize: RuleRecognizer = { text in
        if let lines = truncation(in: text) { return [MaxLinesRule(lines: lines)] }
        for index in text.indices(where: { $0 == "line" || $0 == "lines" }) where index > 0 {
            var numberIndex = index - 1
            if ["more", "fewer", "less"].contains(text.word(at: index - 1)), text.word(at: index - 2) == "or" { numberIndex = index - 3 }
            guard let value = text.count(at: numberIndex), value > 0 else { continue }
            // "three lines maximum", "2 lines max": the bound said after the count.
            if ["maximum", "max"].contains(text.word(at: index + 1)),
                !["width", "height", "length", "size"].contains(text.word(at: index + 2)),
                !text.isProhibition
            {
                return [MaxLinesRule(lines: value)]
            }
            let before = text.words(before: numberIndex, count: 4)
            // "three or more lines" after avoid / don't: fewer than three.
            if numberIndex == index - 3, text.word(at: index - 1) == "more" {
                if text.isProhibition || before.contains("avoid"), value > 1 { return [MaxLinesRule(lines: value - 1)] }
                continue
            }
            // "one or two lines", "one to two lines": the larger is the limit, when it is what the text may have.
            if text.word(at: numberIndex - 1) == "or" || text.word(at: numberIndex - 1) == "to", text.count(at: numberIndex - 2) != nil {
                let modal = text.words(before: numberIndex - 2, count: 4).contains { ["can", "may", "should", "must", "up"].contains($0) }
                if modal && !text.isProhibition { return [MaxLinesRule(lines: value)] }
                continue
            }
            if before.contains(where: { ["most", "than", "within", "maximum", "max", "exceed", "exceeds", "limited", "over"].contains($0) })
                || before.suffix(2) == ["up", "to"] || before.suffix(2) == ["limit", "to"]
            {
                let overrun = before.contains("over") || before.contains { $0.hasPrefix("exceed") }
                // "runs over to two lines" describes; "doesn't run over two lines", "should not exceed three lines" limit.
                let denied = text.indices { $0 == "over" || $0.hasPrefix("exceed") }.contains { verb in
                    text.words(before: verb, count: 3).contains { Lexicon.negators.contains($0) || $0.hasSuffix("n't") }
                }
                if overrun && !denied { continue }
                if text.isProhibition && !exceeds(before) { continue }
                return [MaxLinesRule(lines: value)]
            }
            // "Keep it to three lines", "limit the text to two lines", "stay within one line": an instruction.
            if ["to", "within", "under"].contains(text.word(at: numberIndex - 1)) || text.word(at: numberIndex - 1) == "a",
                before.contains(where: { limitingVerbs.contains($0) }), !text.isProhibition
            {
                return [MaxLinesRule(lines: value)]
            }
            // "Don't go past one line", "never run beyond two lines", "don't use more than two lines".
            let denied = text.words(before: numberIndex, count: 6).contains { Lexicon.negators.contains($0) || $0.hasSuffix("n't") }
            if text.isProhibition || denied, exceeds(before) {
                return [MaxLinesRule(lines: value)]
            }
            // "keep it to one line of text", "must fit on a single line".
            if value == 1, text.word(at: numberIndex) == "single", before.contains(where: { ["only", "should", "must"].contains($0) }) {
                return [MaxLinesRule(lines: 1)]
            }
        }
        return []
    }

    /// "past one line", "beyond two lines", "more than two lines": going over the count, which a prohibition forbids.
    private static func exceeds(_ before: [String]) -> Bool {
        before.contains { ["past", "beyond", "exceed", "exceeding", "over"].contains($0) } || before.suffix(2) == ["more", "than"]
            || before.suffix(2) == ["longer", "than"]
    }
}
