/// A kind of the component that a sentence's timing or behaviour is stated for: "Error toasts stay for 8
/// seconds", "critical banners never close on their own", "… for 10 seconds for warnings". Losing it would make
/// a rule about one kind a rule about every kind, so it is kept as the rule's condition.
enum IntentQualifier {
    /// The qualified phrase ("error toasts", "for warnings") in `sentence`, if any, and the document's variant it
    /// names ("Error"), if the document lists one.
    static func phrase(in text: RuleText, sentence: Int) -> (phrase: String, variant: String?)? {
        let indices = text.wordIndices(ofSentence: sentence)
        for index in indices where isKindWord(text.word(at: index), text) {
            let next = text.word(at: index + 1)
            // "error toasts", "the success variant": the kind word modifies the component.
            let variant = text.vocabulary.variant(named: text.word(at: index))
            if isComponentNoun(next, text) || ["variant", "variants", "type", "kind", "style"].contains(next) {
                return (text.text(of: index..<index + 2), variant)
            }
            // "the success push notification": one modifier between the kind word and the component.
            if isComponentNoun(text.word(at: index + 2), text), !Lexicon.determiners.contains(next),
                !["is", "are", "was", "will", "can", "should", "must", "and", "or", "to", "of", "for", "in", "on"].contains(next)
            {
                return (text.text(of: index..<index + 3), variant)
            }
            // "for errors", "for error messages", "in the warning case".
            if text.word(at: index - 1) == "for" || (text.word(at: index - 1) == "the" && text.word(at: index - 2) == "for") {
                return (text.text(of: (index - 1)..<(isComponentNoun(next, text) ? index + 2 : index + 1)), variant)
            }
        }
        return nil
    }

    private static func isKindWord(_ word: String, _ text: RuleText) -> Bool {
        Lexicon.intentWords.contains(word) || text.vocabulary.variants.contains { $0.count == 1 && $0[0] == word }
    }

    private static func isComponentNoun(_ word: String, _ text: RuleText) -> Bool {
        text.vocabulary.namesComponent(word)
    }
}
