/// Whether an announcement is only what follows from tying the component to another element. "Associate it with the
/// trigger so screen readers announce it", "Use aria-describedby to link the button with the popup so that screen
/// readers read the content": the screen reader reads the text as the trigger's description when the trigger is
/// focused, which is the attribute doing its work, not the component announcing itself when it appears.
enum AnnouncementWiring {
    /// Verbs that tie one element to another, and the ARIA attributes that do it.
    private static let tying: Set<String> = [
        "associate", "associates", "associated", "associating", "link", "links", "linked", "linking", "connect", "connects",
        "connected", "connecting",
    ]

    /// Why an announce rule read from `text` waits, or nil. The tie must come first and the announcing follow it as its
    /// purpose ("so", "so that", "in order"): the announcing is then the tie's effect.
    static func pendingReason(_ text: RuleText) -> String? {
        let ties = text.indices { word in
            tying.contains(word) || word.hasSuffix("describedby") || word.hasSuffix("labelledby") || word.hasSuffix("labeledby")
        }
        for tie in ties {
            let sentence = text.wordIndices(ofSentence: text.sentenceOfWord[tie])
            guard let purpose = (tie + 1..<sentence.upperBound).first(where: { ["so", "order"].contains(text.word(at: $0)) }),
                (purpose + 1..<sentence.upperBound).contains(where: { index in
                    let word = text.word(at: index)
                    return word.hasPrefix("announc") || ["read", "reads", "speak", "speaks"].contains(word)
                })
            else { continue }
            return "the text is read through a tie to another element (“\(text.text(of: tie..<purpose))”), not announced by the component"
        }
        return nil
    }
}
