/// A default stated in an API description's prose: "Defaults to bottom", "The default is 5000ms", "Default is `2000`
/// milliseconds", "(default left)", "default: 4000". One reader for every kind that takes a default.
enum StatedDefault {
    /// The index of the first word of the stated default value, if the statement states one.
    static func valueIndex(in text: RuleText) -> Int? {
        for marker in text.indices(where: { $0 == "default" || $0 == "defaults" || $0 == "defaulting" }) {
            // "`top`, `topRight` (default), `bottom`": the marker follows the value it marks.
            if marker > 0, text.gap(before: marker).hasSuffix("("), text.gap(before: marker + 1).hasPrefix(")") { return marker - 1 }
            // "the default value is", "defaults to", "default is", "default:", "(default left)".
            var index = marker + 1
            while ["to", "is", "value", "of", "setting", "being"].contains(text.word(at: index)) { index += 1 }
            // "The default maximum is 5", "the default placement is bottom": the default of a named setting.
            if index == marker + 1, text.number(at: index) == nil, ["is", "are"].contains(text.word(at: index + 1)) { index += 2 }
            // "its minimum and default value is 4 s" or "by default" (an adverb) name no value here.
            guard index < text.words.count, text.word(at: marker - 1) != "by", index - marker <= 3 else { continue }
            return index
        }
        return nil
    }

    /// "The chip limit is set to 6", "it is initially set to 2500 ms": the index of a value the sentence states is set,
    /// if it states one. "can be set to" offers a value and "when it is set to 0" conditions on one: neither is read.
    static func setValueIndex(in text: RuleText) -> Int? {
        guard let index = text.phraseIndex("set to") else { return nil }
        let before = text.words(before: index, count: 2)
        guard before.contains(where: { ["is", "are", "initially"].contains($0) }), !before.contains("be"),
            text.clause(of: index)?.condition == nil, text.clause(of: index)?.isNegated != true
        else { return nil }
        return index + 2
    }

    /// The time unit a description declares for its bare numbers: "in milliseconds", or a unit it opens with
    /// ("Milliseconds to wait before …").
    static func declaredUnit(in text: RuleText) -> Double? {
        text.indices(of: "in").lazy.compactMap { Lexicon.timeUnits[text.word(at: $0 + 1)] }.first
            // "The number of seconds the chip waits, then closes. Defaults to 6."
            ?? text.phraseIndex("number of").flatMap { Lexicon.timeUnits[text.word(at: $0 + 2)] }
            ?? (text.words.count > 1 && text.number(at: 0) == nil ? Lexicon.timeUnits[text.word(at: 0)] : nil)
    }

    /// The first sentence: an API description names what it describes there ("The placement of the toast.").
    static func firstSentence(_ text: RuleText) -> ArraySlice<RuleText.Word> {
        text.words.prefix { _ in true }.prefix(text.sentenceOfWord.firstIndex { $0 > 0 } ?? text.words.count)
    }
}
