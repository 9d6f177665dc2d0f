import SpecModel

/// What a tap lands on, read from its object noun phrase: "tap it", "click anywhere outside" and "tapping the notice
/// body" land on the component; "click the cross" and "clicks on the close box" on a close control; "click the link"
/// on something whose gesture the sentence does not settle.
enum TapObject: Equatable {
    /// The component itself: its name, an instance, "it", "anywhere", "outside" it, its own body or surface.
    case component
    /// A close control the words name: a close, dismiss or cancel button, icon or box, an "×", "X" or cross.
    case closeControl
    /// Another thing (an unknown part, a link): the phrase as written.
    case other(String)

    /// Words that end an object noun phrase: prepositions, conjunctions, relative words and auxiliaries.
    private static let boundaries: Set<String> = [
        "to", "on", "in", "of", "at", "by", "for", "from", "with", "within", "inside", "and", "or", "but", "that", "which",
        "who", "when", "while", "if", "once", "until", "will", "would", "can", "could", "should", "must", "may", "is", "are",
        "was", "be", "then", "also", "again", "instead", "does", "do",
    ]

    /// Words that are the object on their own and name the component or where around it the tap lands.
    private static let componentWords: Set<String> = [
        "it", "them", "itself", "themselves", "anywhere", "outside", "elsewhere", "here",
    ]

    /// Nouns of the component's own surface, of the surface behind it that covers everything outside it, and of the
    /// screen or page it sits on ("tapping the screen closes it": a tap anywhere).
    private static let ownSurfaces: Set<String> = [
        "body", "surface", "content", "contents", "area", "container", "overlay", "scrim", "backdrop", "itself", "screen",
        "page",
    ]

    /// Words before a control noun that make it a close control ("cancel box", "close mark").
    private static let closing: Set<String> = ["close", "closing", "dismiss", "cancel", "x"]

    /// Nouns a close control goes by, beyond the lexicon's controls.
    private static let closeShapes: Set<String> = ["box", "mark", "sign", "symbol", "cross", "x"]

    /// Words that make the tapped thing the action control, which the recogniser reads on its own.
    private static let actionWords: Set<String> = ["action", "actions", "cta", "primary"]

    /// What the tap at `tap` lands on, or nil when its object is not a noun phrase ("a tap closes it", "tap to
    /// dismiss") or is the action control.
    static func of(_ tap: Int, in text: RuleText, closeControlNamed: Bool) -> TapObject? {
        var index = tap + 1
        let sentence = text.sentenceOfWord[tap]
        let inSentence = { (at: Int) in text.words.indices.contains(at) && text.sentenceOfWord[at] == sentence }
        // "clicks on the close box": the preposition of a tap opens its object.
        if ["on", "onto", "upon"].contains(text.word(at: index)) { index += 1 }
        guard inSentence(index), !separated(index, in: text) else { return nil }
        if componentWords.contains(text.word(at: index)) { return .component }
        guard Lexicon.determiners.contains(text.word(at: index)) else { return nil }
        // "the close box": a verb of leaving before a control's noun names the control, it does not end the phrase.
        let names = { (at: Int) in closeShapes.contains(text.word(at: at)) || Lexicon.controlNouns.contains(text.word(at: at)) }
        let start = index
        index += 1
        var phrase: [Int] = []
        while phrase.count < 4, inSentence(index), !separated(index, in: text), !boundaries.contains(text.word(at: index)),
            !(text.leavingVerbs.contains(index) && !names(index + 1))
        {
            phrase.append(index)
            index += 1
        }
        guard let head = phrase.last else { return nil }
        // "the ribbon's body": a possessive's owner is a word of the phrase.
        let words = phrase.map { text.word(at: $0) }.map { word in
            word.hasSuffix("'s") || word.hasSuffix("’s") ? String(word.dropLast(2)) : word
        }
        if words.contains(where: actionWords.contains) { return nil }
        let named = phrase.contains { names($0) && closing.contains(text.word(at: $0 - 1)) }
        // "the cross", "an ×": the shape alone names the control; "the button", once a close button is named, refers to it.
        let referred =
            text.word(at: head) == "x" || text.word(at: head) == "cross"
            || (closeControlNamed && Lexicon.controlNouns.contains(text.word(at: head)) && phrase.count == 1
                && ["the", "this", "that", "its"].contains(text.word(at: start)))
        if named || referred { return .closeControl }
        if words.contains(where: { text.vocabulary.namesComponent($0) || ownSurfaces.contains($0) }) { return .component }
        // "the body of the toast", "any part of it": a phrase whose "of" names the component is the component's own.
        if text.word(at: index) == "of" {
            var owner = index + 1
            while Lexicon.determiners.contains(text.word(at: owner)) { owner += 1 }
            let word = text.word(at: owner)
            if componentWords.contains(word) || text.vocabulary.namesComponent(word) { return .component }
        }
        return .other(text.text(of: start..<head + 1))
    }

    /// Whether punctuation stands between word `index` and the one before it (a phrase does not run across it).
    private static func separated(_ index: Int, in text: RuleText) -> Bool {
        text.gap(before: index).contains { ",;:.()—".contains($0) }
    }
}
