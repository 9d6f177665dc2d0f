/// A statement split into lowercased words (with their ranges in the text) for the rule recognisers.
///
/// `4500ms` becomes `4500`, `ms`; `3,000` reads as `3000`; code spans lose their backticks; number words
/// (`seven`) read as numbers. The statement's heading path and the list lead-in it continues are its context.
struct RuleText {
    struct Word {
        var text: String
        var range: Range<String.Index>
    }

    let original: String
    let words: [Word]
    /// Where each distinct word occurs: the recognisers' membership questions do not rescan the sentence, and phrase
    /// look-ups start only where their first word stands.
    private let positions: [String: [Int]]
    /// One bit per distinct word (from its first and last byte and length): a word whose bit is clear is absent, told
    /// without hashing it (most words the recognisers ask for are absent).
    private let signature: UInt64
    private var leaving: [Int]
    /// The sentence each word belongs to (0, 1, …), so conditions never reach into another sentence.
    let sentenceOfWord: [Int]
    /// The statement read into clauses (modality, negation, conditions, examples set apart), once per statement.
    let clauses: [Clause]
    /// The clause each word stands in (an index into `clauses`), so `clause(of:)` does not search.
    private let clauseOfWord: [Int]
    /// The number each word stands for (digits or a number word), read once: measures ask for every word.
    private let numbers: [Double?]
    /// The statement's heading path, lowercased (`behaviors > closing`).
    let section: String
    /// The lead-in the statement continues ("A notice closes in two ways:"), lowercased.
    let leadIn: String
    /// Names of the spec's parameters, for rules bound to one (`limit`).
    let parameterNames: Set<String>
    /// The document's own names (parts, variants, the component), for who a sentence is about.
    let vocabulary: RuleVocabulary

    init(
        _ text: String,
        section: String = "",
        leadIn: String = "",
        parameterNames: Set<String> = [],
        vocabulary: RuleVocabulary = RuleVocabulary(),
        readsClauses: Bool = true
    ) {
        original = text
        self.vocabulary = vocabulary
        self.section = section.lowercased()
        self.leadIn = leadIn.lowercased()
        self.parameterNames = parameterNames
        (words, sentenceOfWord) = Self.tokens(of: text)
        clauses =
            readsClauses
            ? Clause.read(
                words: words,
                sentences: sentenceOfWord,
                original: text,
                subjectInLeadIn: Self.leadInNamesComponent(leadIn, vocabulary: vocabulary),
                namesComponent: vocabulary.namesComponent
            ) : []
        var clauseOfWord = [Int](repeating: -1, count: words.count)
        for (position, clause) in clauses.enumerated() {
            for index in clause.words where clauseOfWord[index] < 0 { clauseOfWord[index] = position }
        }
        self.clauseOfWord = clauseOfWord
        numbers = words.map { Self.number(of: $0.text) }
        var positions: [String: [Int]] = [:]
        positions.reserveCapacity(words.count)
        for (offset, word) in words.enumerated() { positions[word.text, default: []].append(offset) }
        self.positions = positions
        signature = positions.keys.reduce(0) { $0 | Self.bit(of: $1) }
        self.leaving = []
        self.isProhibition = false
        self.durations = []
        self.lengths = []
        self.leaving = Self.leavingVerbs(of: self)
        self.isProhibition = Self.isProhibition(self)
        // Durations in seconds, up to a year: a longer one is no timing a component has (and is ignored, not trusted).
        self.durations = measures(Lexicon.timeUnits).filter { $0.value <= 31_536_000 && ($0.upper ?? 0) <= 31_536_000 }
        // Lengths in points (`px`, `dp` and `pt` taken as equal; `rem` as 16), up to 100,000 points.
        self.lengths = measures(Lexicon.lengthUnits).filter { $0.value <= 100_000 && ($0.upper ?? 0) <= 100_000 }
    }

    /// Whether a lead-in opens with the component as its subject ("Each notice:", "The notice supports these gestures:"),
    /// which then carries into the list items it introduces.
    static func leadInNamesComponent(_ leadIn: String, vocabulary: RuleVocabulary) -> Bool {
        guard !leadIn.isEmpty else { return false }
        let words = tokens(of: leadIn.lowercased()).words.map(\.text)
        // "The notice has these options:": the items describe settings, whose modal offers a choice.
        guard let head = words.prefix(3).first(where: { !Lexicon.determiners.contains($0) }), vocabulary.namesComponent(head),
            !words.contains(where: settingNouns.contains)
        else { return false }
        return true
    }

    /// Nouns of a lead-in that introduces settings rather than behaviour.
    private static let settingNouns: Set<String> = [
        "option", "options", "prop", "props", "property", "properties", "setting", "settings", "parameter", "parameters",
        "attribute", "attributes", "argument", "arguments", "configuration", "config", "api", "method", "methods", "input", "inputs",
    ]

    /// The number a word stands for: digits (finite) or a number word. A word that opens with an ASCII letter holds
    /// letters only, and no such word parses as a finite number ("inf", "nan"), so it is only looked up.
    private static func number(of word: String) -> Double? {
        if let first = word.utf8.first, (0x61...0x7a).contains(first) || (0x41...0x5a).contains(first) {
            return Lexicon.numberWords[word].map(Double.init)
        }
        if let value = Double(word), value.isFinite { return value }
        return Lexicon.numberWords[word].map(Double.init)
    }

    /// Whether `word` starts with `prefix`, its first byte compared before the characters (most differ there).
    @inline(__always)
    static func hasPrefix(_ word: String, _ prefix: String) -> Bool {
        guard let initial = prefix.utf8.first else { return true }
        return word.utf8.first == initial && word.hasPrefix(prefix)
    }

    /// The lowercased words of each sentence of `text`, split as the recognisers split them, for a reader that asks
    /// only which words a sentence holds (nothing else of a statement is read).
    static func sentenceWords(of text: String) -> [[String]] {
        let (words, sentences) = tokens(of: text)
        var result: [[String]] = []
        // Sentences are numbered 0, 1, … in word order, so a new number opens the next sentence.
        for (word, sentence) in zip(words, sentences) {
            if sentence == result.count { result.append([]) }
            result[sentence].append(word.text)
        }
        return result
    }

    /// The words of `text` with their ranges (the first `limit`), for a reader that needs the words and the gaps
    /// between them and none of a statement's indexes.
    static func words(of text: String, limit: Int = .max) -> [Word] { tokens(of: text, limit: limit).words }

    /// The words of `text` and the sentence each belongs to, stopping after `limit` words.
    private static func tokens(of text: String, limit: Int = .max) -> (words: [Word], sentences: [Int]) {
        var words: [Word] = []
        var sentences: [Int] = []
        var sentence = 0
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var previousEnd = scalars.startIndex
        while index < scalars.endIndex, words.count < limit {
            let scalar = scalars[index]
            let isNumber = Self.isDigit(scalar)
            guard isNumber || Self.isLetter(scalar) else {
                // "clicking the × button": a cross glyph (never ASCII) is the close control's name, read as the letter
                // it stands for; between numbers ("24×24") it multiplies.
                if !scalar.isASCII, Self.closeGlyphs.contains(scalar), !Self.isMultiplication(scalars, at: index) {
                    let after = scalars.index(after: index)
                    if !words.isEmpty, Self.endsSentence(scalars[previousEnd..<index]) { sentence += 1 }
                    words.append(Word(text: "x", range: index..<after))
                    sentences.append(sentence)
                    index = after
                    previousEnd = after
                    continue
                }
                index = scalars.index(after: index)
                continue
            }
            // "e.g. at the top", "i.e. the toast": an abbreviation's period ends no sentence.
            if !words.isEmpty, Self.endsSentence(scalars[previousEnd..<index]), !Self.isAbbreviation(words, text: text) { sentence += 1 }
            // Digits (with one decimal point, or groups of three after commas) or letters (with inner
            // apostrophes and hyphens), never both.
            var end = scalars.index(after: index)
            var grouped = false
            while end < scalars.endIndex {
                let next = scalars[end]
                let after = scalars.index(after: end)
                let continues =
                    isNumber
                    ? Self.isDigit(next) || (next == "." && after < scalars.endIndex && Self.isDigit(scalars[after]))
                        || (next == "," && Self.isDigitGroup(scalars[after...]))
                    : Self.isLetter(next)
                        || ((next == "'" || next == "’" || next == "-") && after < scalars.endIndex && Self.isLetter(scalars[after]))
                guard continues else { break }
                if next == "," { grouped = true }
                end = after
            }
            var word = String(scalars[index..<end]).lowercased()
            if grouped { word.removeAll { $0 == "," } }
            if word.unicodeScalars.contains("’") { word = String(word.map { $0 == "’" ? "'" : $0 }) }
            words.append(Word(text: word, range: index..<end))
            sentences.append(sentence)
            index = end
            previousEnd = end
        }
        return (words, sentences)
    }

    /// Whether the last word is the end of "e.g." or "i.e.": one letter after another one and a period.
    private static func isAbbreviation(_ words: [Word], text: String) -> Bool {
        guard words.count >= 2, let last = words.last, let before = words.dropLast().last, last.text.count == 1, before.text.count == 1
        else { return false }
        return text[before.range.upperBound..<last.range.lowerBound] == "."
    }

    /// Cross glyphs that name a close control ("×", "✕").
    private static let closeGlyphs: Set<Unicode.Scalar> = ["\u{00D7}", "\u{2715}", "\u{2716}", "\u{2A2F}", "\u{2717}", "\u{2573}"]

    /// Whether the glyph at `index` stands between digits (spaces aside): a product, not a close control.
    private static func isMultiplication(_ scalars: String.UnicodeScalarView, at index: String.UnicodeScalarView.Index) -> Bool {
        let before = scalars[..<index].reversed().first { $0 != " " }
        let after = scalars[scalars.index(after: index)...].first { $0 != " " }
        return before.map(isDigit) == true && after.map(isDigit) == true
    }

    /// ASCII letters without a Unicode property look-up; other scripts by their property.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType == .decimal
    }

    /// Exactly three digits, then no further digit: the group after a thousands comma (`3,000ms`).
    private static func isDigitGroup(_ rest: String.UnicodeScalarView.SubSequence) -> Bool {
        let digits = rest.prefix(4)
        return digits.count >= 3 && digits.prefix(3).allSatisfy(isDigit) && (digits.count == 3 || !isDigit(digits.last ?? " "))
    }

    /// Whether the text between two words ends a sentence (`. `, `! `, `? `).
    private static func endsSentence(_ gap: String.UnicodeScalarView.SubSequence) -> Bool {
        guard let mark = gap.firstIndex(where: { $0 == "." || $0 == "!" || $0 == "?" }) else { return false }
        return gap[mark...].contains(" ")
    }

    func contains(_ word: String) -> Bool { mayContain(word) && positions[word] != nil }

    func containsAny(_ candidates: Set<String>) -> Bool {
        // The smaller side is walked, as `Set.isDisjoint` does.
        candidates.count < positions.count
            ? candidates.contains { positions[$0] != nil } : positions.keys.contains { candidates.contains($0) }
    }

    /// The same for a list written in place: looked up one by one, without building a set on every call.
    func containsAny(_ candidates: [String]) -> Bool { candidates.contains { mayContain($0) && positions[$0] != nil } }

    /// The signature bit of a word: from its first and last byte and its length.
    @inline(__always)
    private static func bit(of word: String) -> UInt64 {
        let bytes = word.utf8
        let mix = Int(bytes.first ?? 0) &* 31 &+ Int(bytes.last ?? 0) &* 7 &+ bytes.count
        return 1 << UInt64(mix & 63)
    }

    /// False only when `word` is certainly not among the words. Only an ASCII word is told by its bytes: a word equal to
    /// it as characters has the same bytes (words are lowercased letters, digits, `'` and `-`).
    @inline(__always)
    private func mayContain(_ word: String) -> Bool {
        signature & Self.bit(of: word) != 0 || !word.utf8.allSatisfy { $0 < 0x80 }
    }

    func containsPrefix(_ prefixes: [String]) -> Bool {
        positions.keys.contains { word in prefixes.contains { Self.hasPrefix(word, $0) } }
    }

    /// Indices of words equal to `word`.
    func indices(of word: String) -> [Int] { mayContain(word) ? positions[word] ?? [] : [] }

    /// Indices of words for which `matches` holds.
    func indices(where matches: (String) -> Bool) -> [Int] { words.indices.filter { matches(words[$0].text) } }

    /// Whether the words `phrase` (space separated) occur in order, adjacent.
    func containsPhrase(_ phrase: String) -> Bool { phraseIndex(phrase) != nil }

    func phraseIndex(_ phrase: String) -> Int? {
        // An ASCII phrase (every phrase the recognisers ask) is read by its bytes, in place: bytes are equal exactly
        // when the characters are, and each space is a character of its own.
        guard phrase.utf8.allSatisfy({ $0 < 0x80 }) else { return unicodePhraseIndex(phrase) }
        // Most phrases' first word is absent: look it up before reading the rest (recognisers ask often).
        guard let space = phrase.utf8.firstIndex(of: 0x20) else { return mayContain(phrase) ? positions[phrase]?.first : nil }
        let first = String(phrase[..<space])
        guard mayContain(first), let starts = positions[first] else { return nil }
        let tail = phrase.utf8[phrase.utf8.index(after: space)...]
        return starts.first { matches(tail, from: $0 + 1) }
    }

    /// `phraseIndex` for a phrase with other characters, compared as characters.
    private func unicodePhraseIndex(_ phrase: String) -> Int? {
        guard let space = phrase.firstIndex(of: " ") else { return positions[phrase]?.first }
        guard let starts = positions[String(phrase[..<space])] else { return nil }
        let rest = phrase[phrase.index(after: space)...].split(separator: " ")
        for start in starts where start + rest.count < words.count {
            if rest.indices.allSatisfy({ words[start + 1 + $0].text == rest[$0] }) { return start }
        }
        return nil
    }

    /// Whether the space-separated ASCII words of `tail` are the words from `index` on.
    private func matches(_ tail: Substring.UTF8View, from index: Int) -> Bool {
        var offset = index
        var part = tail.startIndex
        while part < tail.endIndex {
            if tail[part] == 0x20 {
                part = tail.index(after: part)
                continue
            }
            let end = tail[part...].firstIndex(of: 0x20) ?? tail.endIndex
            guard offset < words.count, words[offset].text.utf8.elementsEqual(tail[part..<end]) else { return false }
            offset += 1
            part = end
        }
        return true
    }

    /// The indices of the words of sentence `sentence`: sentences are runs of words in order, so two binary searches
    /// find them (recognisers ask for a sentence's words often).
    func wordIndices(ofSentence sentence: Int) -> Range<Int> {
        func firstIndex(after limit: Int) -> Int {
            var low = 0
            var high = sentenceOfWord.count
            while low < high {
                let middle = (low + high) / 2
                if sentenceOfWord[middle] <= limit { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return firstIndex(after: sentence - 1)..<firstIndex(after: sentence)
    }

    /// The word at `index`, or "" outside the statement.
    func word(at index: Int) -> String { words.indices.contains(index) ? words[index].text : "" }

    /// The up to `count` words before `index`, nearest last.
    func words(before index: Int, count: Int) -> [String] {
        words[max(0, index - count)..<max(0, min(index, words.count))].map(\.text)
    }

    /// Whether the word at `index` is part of a code identifier: joined to a neighbouring word by "_" or "." with no
    /// space (`announce_urgent`, `AccessibilityInfo.announce`), or written in camel case (`announceForAccessibility`).
    /// An identifier names a function or a property; its words are not the sentence's verbs.
    func isIdentifierPart(_ index: Int) -> Bool {
        guard words.indices.contains(index) else { return false }
        let joiners: Set<Substring> = ["_", "."]
        if joiners.contains(gap(before: index)) || joiners.contains(gap(before: index + 1)) { return true }
        let written = original[words[index].range]
        return zip(written, written.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// The characters between word `index - 1` and word `index` ("–" in `4–10`).
    func gap(before index: Int) -> Substring {
        guard index > 0, words.indices.contains(index) else { return "" }
        return original[words[index - 1].range.upperBound..<words[index].range.lowerBound]
    }

    /// The number a word stands for: digits or a number word (`seven`, `single`).
    func number(at index: Int) -> Double? {
        guard numbers.indices.contains(index) else { return nil }
        return numbers[index]
    }

    /// The whole number a word stands for, when it is one a count can be (0 through 1,000,000): larger values,
    /// fractions and digits that overflow are not counts of components or lines, and must never trap.
    func count(at index: Int) -> Int? {
        guard let value = number(at: index), value >= 0, value <= 1_000_000, value == value.rounded() else { return nil }
        return Int(value)
    }

    /// A measure: a number (or a range `4–10`, `4 to 10`) followed by a unit, scaled to the unit's base.
    struct Measure {
        /// The value, or the low end of a range.
        var value: Double
        /// The high end of a range.
        var upper: Double?
        /// Index of the (first) number.
        var index: Int
        /// Index of the unit word.
        var unitIndex: Int
    }

    /// Every `<number> <unit>` (or `<number>–<number> <unit>`) whose unit is in `units`.
    func measures(_ units: [String: Double]) -> [Measure] {
        var found: [Measure] = []
        for index in words.indices.dropLast() {
            guard var value = number(at: index), let scale = units[words[index + 1].text] else { continue }
            // "0.1 second per character": a rate, which measures no time of its own.
            if word(at: index + 2) == "per" { continue }
            let gap = self.gap(before: index)
            // ".5 seconds": a decimal written without its leading zero (the dot opens the number, no word ends there).
            if gap.hasSuffix("."), index == 0 || gap.dropLast().last?.isWhitespace == true, let decimal = Double("0." + words[index].text) {
                value = decimal
            }
            // `4–10 seconds`, `4 to 10 seconds`, `between 4 and 10 seconds`: one measure from the first number.
            let joiner = word(at: index - 1)
            if index >= 2, joiner == "to" || (joiner == "and" && word(at: index - 3) == "between"), let low = number(at: index - 2) {
                if found.last?.index == index - 2 { found.removeLast() }
                found.append(Measure(value: low * scale, upper: value * scale, index: index - 2, unitIndex: index + 1))
                continue
            }
            // "from 3 up to 8 seconds", "from 3 seconds to 8 seconds", "between 3 s and 8 s": the unit may be repeated.
            if let range = spelledRange(endingAt: index, scale: scale) {
                if found.last?.index == range.index { found.removeLast() }
                found.append(range)
                continue
            }
            if index >= 1, let low = number(at: index - 1), String(gap).trimmed.count == 1, gap.contains(where: { "-–—".contains($0) }) {
                found.append(Measure(value: low * scale, upper: value * scale, index: index - 1, unitIndex: index + 1))
                continue
            }
            // "autoHideDuration / 2 ms": a divisor of a named value, not a measure of its own.
            if index >= 1, number(at: index - 1) == nil, String(gap).trimmed.last.map({ "/*".contains($0) }) == true { continue }
            found.append(Measure(value: value * scale, upper: nil, index: index, unitIndex: index + 1))
        }
        return found
    }

    /// A range whose low end is introduced by "from" or "between" and whose high end is the number at `index`.
    private func spelledRange(endingAt index: Int, scale: Double) -> Measure? {
        var low = index - 1
        guard ["to", "and"].contains(word(at: low)) else { return nil }
        low -= 1
        if word(at: index - 1) == "to", word(at: low) == "up" { low -= 1 }
        // "3 seconds to 8 seconds": the low end's own unit, which must be the same.
        if units(at: low) == scale { low -= 1 }
        guard let value = number(at: low), ["from", "between"].contains(word(at: low - 1)),
            word(at: index - 1) == "to" || word(at: low - 1) == "between", let high = number(at: index)
        else { return nil }
        return Measure(value: value * scale, upper: high * scale, index: low, unitIndex: index + 1)
    }

    /// The scale of the unit word at `index`, if it is a time or length unit.
    private func units(at index: Int) -> Double? {
        Lexicon.timeUnits[word(at: index)] ?? Lexicon.lengthUnits[word(at: index)]
    }

    /// Durations in seconds, up to a year, read once per statement (the recognisers ask often).
    private(set) var durations: [Measure]

    /// Lengths in points, up to 100,000 points, read once per statement.
    private(set) var lengths: [Measure]

    /// Whether the word at `index` is negated: a negator stands before it, with at most a few auxiliaries and
    /// adverbs between ("must not be timed to disappear", "shouldn't auto-dismiss", "does not automatically close").
    func isNegated(_ index: Int, reach: Int = 4) -> Bool {
        var position = index - 1
        var skipped = 0
        while position >= 0, skipped <= reach {
            let word = words[position].text
            if Lexicon.negators.contains(word) || word.hasSuffix("n't") { return true }
            // "prevents the toast from closing", "keep it from being dismissed": what a verb of hindering holds back
            // does not happen.
            if word == "from" { return words(before: position, count: 4).contains(where: Lexicon.hinderingVerbs.contains) }
            guard Lexicon.negationTransparent.contains(word) else { return false }
            skipped += 1
            position -= 1
        }
        return false
    }

    /// Whether the statement forbids what it describes: under a "Don't"/"Avoid" lead-in or heading, or
    /// starting with one ("Don't show more than…", "Avoid three lines").
    private(set) var isProhibition: Bool

    /// Computed once per statement: the recognisers ask often.
    private static func isProhibition(_ text: RuleText) -> Bool {
        let lastSection = text.section.split(separator: ">").last.map { String($0).trimmed } ?? ""
        let leadWord = tokens(of: text.leadIn, limit: 1).words.first?.text ?? ""
        // A quoted first word names something ("“never” closing flags …"); it does not forbid.
        let quoted = text.words.first.map { text.original[..<$0.range.lowerBound].contains { "\"“‘'`".contains($0) } } ?? false
        let opens =
            !quoted
            && (Lexicon.prohibitionOpeners.contains(text.word(at: 0)) || (text.word(at: 0) == "do" && text.word(at: 1) == "not"))
        return opens
            || Lexicon.prohibitionHeadings.contains(lastSection) || Lexicon.prohibitionOpeners.contains(leadWord)
    }

    /// Whether the statement sends the reader to another component ("consider using a Banner", "use a dialog
    /// instead"): its behaviour is that component's, not this one's.
    var recommendsAnotherComponent: Bool {
        containsPhrase("consider using") || containsPhrase("consider a") || containsPhrase("consider an")
            || (contains("instead") && (contains("use") || contains("using"))
                && !containsPrefix(["announc", "focus"]))
            || usesAnotherComponent
    }

    /// "use a modal dialog that the reader must close": the sentence sends the reader to another kind of component,
    /// named within a few words of "use", and not the document's own.
    private var usesAnotherComponent: Bool {
        indices(of: "use").contains { use in
            guard Lexicon.determiners.contains(word(at: use + 1)) else { return false }
            return (use + 2...use + 3).contains {
                Lexicon.recommendedComponentNouns.contains(word(at: $0)) && !vocabulary.isOwn(word(at: $0))
            }
        }
    }

    /// Indices of words that say the component leaves ("dismisses", "times out", "auto-hide", "is removed").
    var leavingVerbs: [Int] { leaving }

    /// Computed once per statement: several recognisers ask.
    private static func leavingVerbs(of text: RuleText) -> [Int] {
        let found = text.indices { word in
            // Most words open with a byte no leaving word opens with: they are told apart without comparing or hashing.
            guard let initial = word.utf8.first, leavingInitials[Int(initial)] else { return false }
            return Lexicon.leavingPrefixes.contains { Self.hasPrefix(word, $0) } || Lexicon.autoLeaving.contains(word)
        }
        // "fades in" is arriving.
        return found.filter { !(Lexicon.autoLeaving.contains(text.word(at: $0)) && ["in", "into", "up"].contains(text.word(at: $0 + 1))) }
            + (text.phraseIndex("time out").map { [$0] } ?? []) + (text.phraseIndex("times out").map { [$0] } ?? [])
            + ["go away", "goes away", "going away", "went away"].compactMap { text.phraseIndex($0) }
    }

    /// Whether a byte opens one of the leaving prefixes or words (indexed by byte).
    private static let leavingInitials: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for word in Lexicon.leavingPrefixes + Lexicon.autoLeaving.sorted() { word.utf8.first.map { table[Int($0)] = true } }
        return table
    }()

    /// The text between the end of word `index` and the next `,` `;` `.` or one of `stopWords` (trimmed).
    func clause(after index: Int, stopWords: Set<String> = []) -> String {
        guard words.indices.contains(index) else { return "" }
        var end = original.endIndex
        if let stop = original[words[index].range.upperBound...].firstIndex(where: { ",;.".contains($0) }) { end = stop }
        for word in words[(index + 1)...] where stopWords.contains(word.text) && word.range.lowerBound < end {
            end = word.range.lowerBound
            break
        }
        return String(original[words[index].range.upperBound..<end]).trimmed
    }

    /// A fragment (a heading, a condition clause, a name) read for its words only, without clauses: the statement
    /// it belongs to was read into clauses already.
    static func fragment(_ text: String) -> RuleText { RuleText(text, readsClauses: false) }

    /// The clause word `index` stands in.
    func clause(of index: Int) -> Clause? {
        guard clauseOfWord.indices.contains(index), clauseOfWord[index] >= 0 else { return nil }
        return clauses[clauseOfWord[index]]
    }

    /// The text of words `range`, as written.
    func text(of range: Range<Int>) -> String {
        guard !range.isEmpty, words.indices.contains(range.lowerBound), words.indices.contains(range.upperBound - 1) else { return "" }
        return String(original[words[range.lowerBound].range.lowerBound..<words[range.upperBound - 1].range.upperBound])
    }
}
