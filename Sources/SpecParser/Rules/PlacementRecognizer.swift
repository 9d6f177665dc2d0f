import SpecModel

/// "sits at the bottom of the screen, 16 pt above the bottom navigation bar", "keeps a 16 pt margin",
/// "at most 600 pt wide and centred horizontally".
enum PlacementRecognizer {
    static let recognize: RuleRecognizer = { text in
        var rule = PlacementRule()
        for edge in [PlacementRule.Edge.bottom, .top]
        where text.containsPhrase("at the \(edge.rawValue)") || text.containsPhrase("\(edge.rawValue) of the screen")
            || text.containsPhrase("\(edge.rawValue) aligned")
        {
            rule.edge = edge
            break
        }
        for length in text.lengths {
            let next = text.words.indices.contains(length.index + 2) ? text.words[length.index + 2].text : ""
            let previous = text.words[..<length.index].suffix(3).map(\.text)
            if ["above", "below", "from"].contains(next) {
                rule.offset = length.value
            } else if next == "margin" || previous.contains("margin")
                || text.words[length.index...].prefix(6).contains(where: { $0.text == "margin" })
            {
                rule.margin = length.value
            } else if next == "wide" || previous.contains("most") || previous.contains("maximum") || previous.contains("max") {
                rule.maxWidth = length.value
            }
        }
        if text.containsAny(["centred", "centered", "center", "centre"]) {
            rule.alignment = .center
        } else if text.containsPhrase("leading aligned") || text.containsPhrase("aligned to the leading") {
            rule.alignment = .leading
        }
        guard !rule.isEmpty else { return [] }
        return [rule]
    }
}
