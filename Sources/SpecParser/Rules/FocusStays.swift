/// "focus stays on the page", "keep focus where it was", "while focus remains on the trigger": focus said to stay
/// where it is, which settles that it does not move to the component. Focus that stays *in* the component ("focus
/// remains inside the dialog") says it is there, not that it never came, so that is left to other readings.
enum FocusStays {
    /// Verbs after "focus" that keep it where it is ("focus stays", "focus is kept").
    private static let stayingAfter: Set<String> = ["stay", "stays", "remain", "remains", "kept", "left", "retained", "preserved"]

    /// Verbs before "focus" that keep it where it is ("keep focus", "leaves focus", "preserving focus").
    private static let keepingBefore: Set<String> = [
        "keep", "keeps", "keeping", "leave", "leaves", "leaving", "retain", "retains", "retaining", "preserve", "preserves",
        "preserving",
    ]

    /// Words after the verb that put focus inside the component rather than where it was.
    private static let inside: Set<String> = ["in", "inside", "within", "trapped"]

    /// False when the statement says focus stays where it is (not on the component), else nil.
    static func movesFocus(_ text: RuleText) -> Bool? {
        for focus in text.indices(of: "focus") {
            let after = (focus + 1...focus + 2).first { stayingAfter.contains(text.word(at: $0)) }
            let before = (max(0, focus - 2)..<focus).last { keepingBefore.contains(text.word(at: $0)) }
            guard let verb = after ?? before, text.sentenceOfWord[verb] == text.sentenceOfWord[focus] else { continue }
            // "if focus stays on the field": supposed, not stated; "focus does not stay": the opposite.
            if ["if", "unless"].contains(text.clause(of: verb)?.condition ?? "") || text.isNegated(verb) { continue }
            let place = (max(verb, focus) + 1...max(verb, focus) + 4).map { text.word(at: $0) }
            // "focus stays where it was" is the place it had; "focus remains on it" may be the component.
            let onComponent =
                place.first != "where"
                && (place.contains { inside.contains($0) || text.vocabulary.namesComponent($0) } || place.prefix(2) == ["on", "it"])
            if onComponent { continue }
            return false
        }
        return nil
    }
}
