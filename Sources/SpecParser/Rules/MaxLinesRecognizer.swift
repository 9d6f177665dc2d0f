import SpecModel

/// "at most two lines", "no longer than 2 lines", "within two lines of text".
enum MaxLinesRecognizer {
    static let recognize: RuleRecognizer = { text in
        for index in text.words.indices where ["line", "lines"].contains(text.words[index].text) && index > 0 {
            guard let value = text.count(at: index - 1) else { continue }
            let before = text.words[..<(index - 1)].suffix(3).map(\.text)
            let limiting = ["most", "than", "within", "to", "maximum", "max"]
            guard before.contains(where: limiting.contains) else { continue }
            return [MaxLinesRule(lines: value)]
        }
        return []
    }
}
