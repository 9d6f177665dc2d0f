import SpecModel

/// "stays visible until the condition its text describes changes", "remains open until closed by user",
/// "must not be timed to disappear", "They're persistent".
enum PersistentRecognizer {
    static let recognize: RuleRecognizer = { text in
        if let until = text.indices(of: "until").first,
            text.words[..<until].contains(where: {
                ["stay", "stays", "remain", "remains", "persist", "persists", "visible", "open", "kept"].contains($0.text)
            })
        {
            return [PersistentRule(until: text.clause(after: until, stopWords: ["unless"]))]
        }
        if text.containsPrefix(["persistent"]) || text.deniesTimedDismissal {
            return [PersistentRule()]
        }
        return []
    }
}
