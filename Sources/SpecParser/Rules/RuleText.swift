/// A statement split into lowercased words (with their ranges in the text) for the rule recognisers.
///
/// `4500ms` becomes `4500`, `ms`; code spans lose their backticks; number words (`seven`) read as numbers.
struct RuleText {
    struct Word {
        var text: String
        var range: Range<String.Index>
    }

    let original: String
    let words: [Word]
    /// The distinct words, so the seven recognisers' membership questions do not rescan the sentence.
    private let wordSet: Set<String>
    /// Where each word occurs, so phrase look-ups start only where their first word stands.
    private let positions: [String: [Int]]
    /// The statement's heading path, lowercased (`behaviors > closing`).
    let section: String
    /// Names of the spec's parameters, for rules bound to one (`limit`).
    let parameterNames: Set<String>

    init(_ text: String, section: String = "", parameterNames: Set<String> = []) {
        original = text
        self.section = section.lowercased()
        self.parameterNames = parameterNames
        var words: [Word] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let isNumber = Self.isDigit(scalar)
            guard isNumber || Self.isLetter(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            // Digits (with one decimal point) or letters (with inner apostrophes and hyphens), never both.
            var end = scalars.index(after: index)
            while end < scalars.endIndex {
                let next = scalars[end]
                let after = scalars.index(after: end)
                let continues =
                    isNumber
                    ? Self.isDigit(next) || (next == "." && after < scalars.endIndex && Self.isDigit(scalars[after]))
                    : Self.isLetter(next)
                        || ((next == "'" || next == "’" || next == "-") && after < scalars.endIndex && Self.isLetter(scalars[after]))
                guard continues else { break }
                end = after
            }
            var word = String(scalars[index..<end]).lowercased()
            if word.contains("’") { word = String(word.map { $0 == "’" ? "'" : $0 }) }
            words.append(Word(text: word, range: index..<end))
            index = end
        }
        self.words = words
        self.wordSet = Set(words.map(\.text))
        var positions: [String: [Int]] = [:]
        for (offset, word) in words.enumerated() { positions[word.text, default: []].append(offset) }
        self.positions = positions
    }

    /// ASCII letters without a Unicode property look-up; other scripts by their property.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType == .decimal
    }

    func contains(_ word: String) -> Bool { wordSet.contains(word) }

    func containsAny(_ candidates: Set<String>) -> Bool { !wordSet.isDisjoint(with: candidates) }

    func containsPrefix(_ prefixes: [String]) -> Bool {
        wordSet.contains { word in prefixes.contains { word.hasPrefix($0) } }
    }

    /// Whether the statement says the component is not dismissed by time ("must not be timed to disappear").
    var deniesTimedDismissal: Bool {
        containsPhrase("not be timed") || containsPhrase("never dismiss") || containsPhrase("does not dismiss")
            || containsPhrase("not dismiss automatically")
    }

    /// Indices of words equal to `word`.
    func indices(of word: String) -> [Int] { words.indices.filter { words[$0].text == word } }

    /// Whether the words `phrase` (space separated) occur in order, adjacent.
    func containsPhrase(_ phrase: String) -> Bool { phraseIndex(phrase) != nil }

    func phraseIndex(_ phrase: String) -> Int? {
        let parts = phrase.split(separator: " ")
        guard let first = parts.first, let starts = positions[String(first)] else { return nil }
        for start in starts where start + parts.count <= words.count {
            if parts.indices.dropFirst().allSatisfy({ words[start + $0].text == parts[$0] }) { return start }
        }
        return nil
    }

    /// The number a word stands for: digits or a number word (`seven`, `single`).
    func number(at index: Int) -> Double? {
        guard words.indices.contains(index) else { return nil }
        let word = words[index].text
        if let value = Double(word) { return value }
        return Self.numberWords[word].map(Double.init)
    }

    /// The whole number a word stands for, when it is one a count can be (0 through 1,000,000): larger values,
    /// fractions and digits that overflow are not counts of components or lines, and must never trap.
    func count(at index: Int) -> Int? {
        guard let value = number(at: index), value >= 0, value <= 1_000_000, value == value.rounded() else { return nil }
        return Int(value)
    }

    /// Every `<number> <unit>` pair whose unit is in `units` (the value scaled by the unit's factor), with the number's index.
    func measures(_ units: [String: Double]) -> [(value: Double, index: Int)] {
        words.indices.dropLast().compactMap { index in
            guard let value = number(at: index), let scale = units[words[index + 1].text] else { return nil }
            return (value * scale, index)
        }
    }

    /// Durations in seconds, with the index of their number.
    var durations: [(value: Double, index: Int)] {
        measures(["s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "ms": 0.001, "millisecond": 0.001, "milliseconds": 0.001])
    }

    /// Lengths in points.
    var lengths: [(value: Double, index: Int)] {
        measures(["pt": 1, "pts": 1, "point": 1, "points": 1, "dp": 1, "dps": 1, "px": 1])
    }

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

    static let numberWords: [String: Int] = [
        "zero": 0, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "sixty": 60,
    ]
}
