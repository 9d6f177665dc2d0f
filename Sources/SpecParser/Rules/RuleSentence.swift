import SpecModel

/// Places each rule of a statement that spans several source lines at the sentence that states it, rather than at
/// the paragraph's first line, so a report line and a generated test's name point at the words that carry it.
///
/// The rules are read from the whole statement first; here each kind's recogniser reads the sentences one by one,
/// and the first sentence that gives the rule's value (else the first that gives its kind) is where it stands. A rule
/// no sentence gives alone (its subject in another sentence) keeps the statement's start. Only where a rule stands
/// moves: what it says and whether it waits were decided on the whole statement.
enum RuleSentence {
    /// `statement`'s rules, each at its sentence's line and column.
    static func placed(
        _ statement: Statement,
        lines: [StatementLines.LineStart],
        parameterNames: Set<String>,
        vocabulary: RuleVocabulary
    ) -> [Rule] {
        guard !lines.isEmpty, !statement.rules.isEmpty else { return statement.rules }
        let sentences = Self.sentences(of: statement.text, lines: lines)
        guard sentences.count > 1 else { return statement.rules }
        let readings = sentences.map {
            RuleText(
                String(statement.text[$0]),
                section: statement.section,
                leadIn: statement.leadIn ?? "",
                parameterNames: parameterNames,
                vocabulary: vocabulary
            )
        }
        return statement.rules.map { rule in
            guard let recognize = RuleRecognizers.all.first(where: { $0.kind == rule.kind })?.recognize else { return rule }
            var sameKind: Int?
            var sameValue: Int?
            for (index, reading) in readings.enumerated() {
                let values = recognize(reading)
                if sameKind == nil, !values.isEmpty { sameKind = index }
                if values.contains(where: { AnyHashable($0) == AnyHashable(rule.value) }) {
                    sameValue = index
                    break
                }
            }
            guard let index = sameValue ?? sameKind, index > 0 else { return rule }
            let offset = statement.text.utf8.distance(from: statement.text.startIndex, to: sentences[index].lowerBound)
            var placed = rule
            (placed.line, placed.column) = location(of: offset, in: statement, lines: lines)
            return placed
        }
    }

    /// The statement's sentences as ranges of its text: those `RuleText` finds, further cut where a source line ends
    /// without closing punctuation and the next opens with a capital (a list of lines written without periods).
    static func sentences(of text: String, lines: [StatementLines.LineStart]) -> [Range<String.Index>] {
        let reading = RuleText(text, readsClauses: false)
        var starts: [String.Index] = []
        for (index, word) in reading.words.enumerated()
        where index == 0 || reading.sentenceOfWord[index - 1] != reading.sentenceOfWord[index] {
            starts.append(index == 0 ? text.startIndex : Self.sentenceStart(before: word.range.lowerBound, in: text))
        }
        for line in lines where line.offset > 0 && line.offset < text.utf8.count {
            let start = text.utf8.index(text.startIndex, offsetBy: line.offset)
            guard Self.opensUnpunctuatedLine(at: start, in: text), !starts.contains(start) else { continue }
            starts.append(start)
        }
        starts.sort()
        guard !starts.isEmpty else { return [] }
        return starts.indices.map { starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : text.endIndex) }
    }

    /// Where a sentence whose first word starts at `word` begins: after the blank before it, so opening quotes,
    /// backticks and emphasis marks are its own.
    private static func sentenceStart(before word: String.Index, in text: String) -> String.Index {
        var start = word
        while start > text.startIndex {
            let previous = text.index(before: start)
            if text[previous].isWhitespace { break }
            start = previous
        }
        return start
    }

    /// Whether the line starting at `start` opens with a capital letter after a line that ends without punctuation.
    private static func opensUnpunctuatedLine(at start: String.Index, in text: String) -> Bool {
        guard let first = text[start...].first, first.isUppercase else { return false }
        let before = text[..<start].trimmingSuffix { $0.isWhitespace }
        guard let last = before.last else { return false }
        return !(last.isPunctuation || last.isSymbol)
    }

    /// The line and column of UTF-8 offset `offset` of the statement's text.
    private static func location(of offset: Int, in statement: Statement, lines: [StatementLines.LineStart]) -> (Int, Int) {
        guard let line = lines.last(where: { $0.offset <= offset }) else { return (statement.line, statement.column + offset) }
        return (line.line, line.column + offset - line.offset)
    }
}

extension Substring {
    /// The substring without the trailing characters for which `isTrimmed` holds.
    fileprivate func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, isTrimmed(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
