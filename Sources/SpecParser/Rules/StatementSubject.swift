import SpecModel

/// Who a statement is about: the component, or one of its parts ("The dismiss icon sits at the top end", "The
/// close button carries an accessible name"). Only statements about the component become component rules; a
/// statement about a part keeps the kinds that fit a part (a close control that dismisses the component, a title's
/// line limit) and leaves the rest pending.
enum StatementSubject: Equatable {
    /// The component itself (or a sentence whose subject is an act, "Tapping the X dismisses it").
    case component
    /// A control inside it (close button, dismiss icon, action).
    case control
    /// A text part (title, label, description).
    case textPart
    /// Another named part (icon, avatar, progress indicator).
    case otherPart
    /// Something that is neither the component nor a part of it: a value, a setting, code, the page ("A negative
    /// number represents …", "This state remains …"). Its rules are read, and wait with the reason.
    case notComponent(String)

    /// Heads of a control's noun phrase.
    private static let controlHeads: Set<String> = Lexicon.controlNouns.union(["action", "actions", "cta", "buttons", "icons"])
    /// Heads of a text part's noun phrase ("message" is left out: documents often call the component a message).
    private static let textHeads: Set<String> = [
        "title", "titles", "text", "label", "labels", "heading", "headline", "description", "body", "copy", "caption", "subtitle",
    ]
    /// Parts most components of this kind have, named even where the document lists no anatomy ("The arrow is
    /// centred on the trigger", "The spinner shows for at least 300 ms").
    private static let commonParts: Set<String> = [
        "arrow", "arrows", "caret", "beak", "spinner", "spinners", "badge", "badges", "avatar", "avatars", "thumbnail",
        "thumbnails", "divider", "dividers", "border", "borders", "shadow", "shadows", "indicator", "indicators",
    ]
    /// Part names that stand for the component as a whole.
    private static let wholeComponent: Set<String> = ["container", "surface", "background", "root", "wrapper", "frame", "box"]
    /// Heads of a noun phrase that names no instance of the component: values, settings, code, the developer, and
    /// findings about people ("Research shows people read one in 3 seconds" reports reading, not the component's
    /// timing). (An attribute or property is left out: "its `role` attribute is alert" states how the component is
    /// announced.)
    private static let notComponentHeads: Set<String> = [
        "number", "numbers", "distance", "state", "states", "parameter", "parameters", "argument", "arguments", "class", "classes",
        "variable", "variables", "field", "fields", "hook", "hooks", "modifier", "modifiers", "developer", "developers",
        "function", "functions", "callback", "callbacks", "handler", "handlers", "method", "methods", "animation", "animations",
        "research", "studies", "study", "evidence", "survey", "surveys", "findings",
    ]
    /// Words that end a sentence's opening noun phrase: verbs, auxiliaries and prepositions.
    private static let phraseEnders: Set<String> = [
        "is", "are", "was", "be", "can", "will", "should", "must", "may", "might", "has", "have", "does", "do", "of", "in", "on",
        "at", "to", "with", "without", "for", "from", "by", "and", "or", "when", "if", "after", "before", "while", "once", "until",
        "as", "that", "which", "who",
    ]
    /// Words that open a sentence about an act or a situation rather than a thing.
    private static let openers: Set<String> = [
        "when", "if", "after", "before", "while", "once", "on", "upon", "by", "with", "without", "in", "for", "to", "unless",
        "it", "they", "users", "people", "you", "we", "there",
    ]

    /// The statement's subject: a part only when every sentence of it is about a part (the first one named), since
    /// the recognisers read a statement whole.
    static func of(_ text: RuleText) -> StatementSubject {
        // Sentences are numbered from 0 without gaps, each with a word.
        let sentences = text.sentenceOfWord.last.map { Array(0...$0) } ?? []
        // A sentence opening with a pronoun ("These can be …") continues the one before it.
        let subjects = sentences.compactMap { of(text, sentence: $0) }
        return subjects.contains(.component) ? .component : subjects.first ?? .component
    }

    /// Pronouns that refer back to the previous sentence's subject.
    private static let pronouns: Set<String> = ["these", "this", "those", "they", "it", "its", "their", "them"]

    /// The subject of one sentence (the head of the noun phrase it opens with); nil for a pronoun after a first
    /// sentence.
    private static func of(_ text: RuleText, sentence: Int, from clauseStart: Int? = nil) -> StatementSubject? {
        let whole = text.wordIndices(ofSentence: sentence)
        let words = clauseStart.map { $0..<whole.upperBound } ?? whole
        guard let start = words.first, let end = words.last else { return .component }
        let opener = text.word(at: start)
        // "When the keyboard opens, the page scrolls to the bottom": after an opening condition the main clause's
        // subject is the sentence's; one that is something else than the component speaks of that. A kind of component
        // there ("the sheet fires an event") may be the document's own, which the rule's own reading then judges.
        if clauseStart == nil, Clause.conditionWords.contains(opener) || ["after", "before", "on", "upon"].contains(opener),
            let main = text.clauses.first(where: {
                $0.sentence == sentence && $0.words.lowerBound > start && $0.condition == nil && !$0.isParenthesised && !$0.isExample
            }),
            case .notComponent(let named) = of(text, sentence: sentence, from: main.words.lowerBound),
            !RuleText.words(of: named).contains(where: { Lexicon.recommendedComponentNouns.contains(Lexicon.singular($0.text)) })
        {
            return .notComponent(named)
        }
        // "`.top` places it at the top": a sentence opening with an enumeration case speaks of that value.
        let lead = start == 0 ? text.original[..<text.words[start].range.lowerBound] : text.gap(before: start)
        if lead.hasSuffix("."), lead.dropLast().last.map({ $0 == "`" || $0.isWhitespace }) ?? true {
            return .notComponent(text.text(of: start..<start + 1))
        }
        // "`live` promotes the region to a polite live region": a sentence opening with a setting's code name (lowercase,
        // not a tag, an ARIA attribute or an event) and a verb says what turning that setting on does.
        if isSettingName(text, at: start, lead: lead), end > start, isThirdPersonVerb(text.word(at: start + 1)) {
            return .notComponent(text.text(of: start..<start + 1))
        }
        // "It keeps the notice on screen until …": a pronoun whose verb takes the component as its object stands for
        // something else (a setting, a value the sentence before gave).
        if ["it", "this", "that"].contains(opener), takesComponentAsObject(text, verb: start + 1) {
            return .notComponent(text.text(of: start..<start + 1))
        }
        if let defined = definedPart(text, sentence: words) { return defined }
        if sentence > 0, pronouns.contains(opener), isPartHead(text.word(at: start + 1), text) == nil { return nil }
        if openers.contains(opener) || isVerbForm(opener) { return .component }
        var index = Lexicon.determiners.contains(opener) ? start + 1 : start
        let limit = min(index + 4, end + 1)
        while index < limit {
            let word = text.word(at: index)
            if phraseEnders.contains(word) || Lexicon.determiners.contains(word) || isVerbForm(word) { return .component }
            // The head is the last noun before the verb: "the close button text" is about the text, "action
            // toasts" about the component.
            let next = text.word(at: index + 1)
            if text.vocabulary.namesComponent(next) { return .component }
            let continues = index + 1 < limit && !phraseEnders.contains(next) && isPartHead(next, text) != nil
            // "The element is rendered with …", "The `<x-note>` element …": an element named alone or by its custom tag
            // (a hyphenated name) is the component's own; a part's element is named by the part ("the close element").
            let alone = index == start + 1 && Lexicon.determiners.contains(opener)
            let customTag = text.word(at: index - 1).contains("-") && text.gap(before: index).contains { $0 == "`" || $0 == ">" }
            if !continues, word == "element", alone || customTag {
                return .component
            }
            if !continues, let part = isPartHead(word, text) { return part }
            // "The maximum number of toasts …" counts instances: it is about the component.
            let counted =
                next == "of"
                && (index + 2...index + 4).contains {
                    text.vocabulary.namesComponent(text.word(at: $0))
                }
            // "A value of 0 keeps it open": a setting's value, not an instance.
            let settingValue = ["value", "values"].contains(word) && next == "of" && text.number(at: index + 2) != nil
            if !continues, (notComponentHeads.contains(word) && !counted) || settingValue, !text.vocabulary.isOwn(word) {
                return .notComponent(text.text(of: start..<index + 1))
            }
            if !continues, text.vocabulary.namesComponent(word) { return .component }
            if !continues, Lexicon.otherComponentNouns.contains(word), !text.vocabulary.isOwn(word),
                !Lexicon.componentNouns.contains(next), !text.vocabulary.isOwn(next)
            {
                return .notComponent(text.text(of: start..<index + 1))
            }
            index += 1
        }
        return .component
    }

    /// The part a glossary line defines: "Grabber: a small indicator that …", "Dismiss: (optional) the button that …". A
    /// short term, a colon, then a noun phrase headed by a part names that part; the term's behaviour is the part's.
    private static func definedPart(_ text: RuleText, sentence words: Range<Int>) -> StatementSubject? {
        guard let colon = words.dropFirst().prefix(3).first(where: { text.gap(before: $0).contains(":") }) else { return nil }
        // The definition's words, an aside ("(optional)") left out; its head comes before any verb or preposition.
        let definition = (colon..<min(colon + 6, words.upperBound)).filter { text.clause(of: $0)?.isParenthesised != true }
        // "Handle: a short bar at the top that …": a definition opening with an article names a thing by its head noun, the
        // word before a preposition or a relative pronoun; a head that is not the component is a part whatever its name.
        // ("Dismissal: the panel closes …" goes on with a verb: a sentence about its subject, read as before.)
        let article = definition.first.map { ["a", "an", "the"].contains(text.word(at: $0)) } ?? false
        for index in definition {
            let word = text.word(at: index)
            if Lexicon.determiners.contains(word) { continue }
            if phraseEnders.contains(word) || isVerbForm(word) || (article && placePrepositions.contains(word)) {
                let named =
                    article && (placePrepositions.contains(word) || ["that", "which", "who"].contains(word))
                    && index - 1 > definition[0] && !Lexicon.determiners.contains(text.word(at: index - 1))
                    // "the panel closes after …": a word in "-s" before the preposition may be the verb; read as before.
                    && !isThirdPersonVerb(text.word(at: index - 1))
                return named ? .otherPart : nil
            }
            if text.vocabulary.namesComponent(word) { return nil }
            if let part = isPartHead(word, text) {
                // "Close button: button placed at …" and "Badge: a small indicator that …": the head ends the phrase.
                let next = text.word(at: index + 1)
                return isPartHead(next, text) == nil && !text.vocabulary.namesComponent(next) ? part : nil
            }
        }
        return nil
    }

    /// Prepositions of place that end a defined thing's noun phrase ("a slim pill along the top edge").
    private static let placePrepositions: Set<String> = Lexicon.frontingPrepositions.union([
        "along", "above", "below", "beside", "near", "beneath", "behind", "inside", "outside",
    ])

    /// Whether the word at `index` is a code span alone, spelled as a setting's name: lowercase, not a custom tag
    /// (`ion-toast`), an ARIA attribute (`aria-live`), an event (`onDismiss`) or the component's own name.
    private static func isSettingName(_ text: RuleText, at index: Int, lead: Substring) -> Bool {
        guard lead.hasSuffix("`"), text.gap(before: index + 1).hasPrefix("` ") else { return false }
        let spelled = text.original[text.words[index].range]
        guard let first = spelled.first, first.isLowercase, !spelled.contains("-") else { return false }
        let word = text.word(at: index)
        if word.hasPrefix("aria") || (spelled.hasPrefix("on") && spelled.dropFirst(2).first?.isUppercase == true) { return false }
        return !Lexicon.componentNouns.contains { word.contains($0) } && !text.vocabulary.component.contains { word.contains($0) }
    }

    /// A verb in the third person that is not an auxiliary ("promotes", "adds"; not "is", "has").
    private static func isThirdPersonVerb(_ word: String) -> Bool {
        word.hasSuffix("s") && !word.hasSuffix("ss") && !["is", "has", "was", "does", "its", "this"].contains(word)
    }

    /// Verbs after a pronoun that are auxiliaries, not a verb taking an object.
    private static let auxiliaries: Set<String> = ["is", "was", "has", "does", "its", "means"]

    /// Whether the word at `verb` is a verb in the third person whose object is the component ("keeps the notice").
    private static func takesComponentAsObject(_ text: RuleText, verb: Int) -> Bool {
        let word = text.word(at: verb)
        guard word.hasSuffix("s"), !word.hasSuffix("ss"), !auxiliaries.contains(word),
            ["the", "a", "an", "each", "every", "all", "any"].contains(text.word(at: verb + 1))
        else { return false }
        let noun = text.word(at: verb + 2)
        return text.vocabulary.namesComponent(noun)
    }

    /// The kind of part a head noun names, from the language or the document's anatomy.
    private static func isPartHead(_ word: String, _ text: RuleText) -> StatementSubject? {
        if text.vocabulary.namesComponent(word) || wholeComponent.contains(word) {
            return nil
        }
        if controlHeads.contains(word) { return .control }
        if textHeads.contains(word) { return .textPart }
        if text.vocabulary.parts.contains(where: { $0.last == word }) || commonParts.contains(word) { return .otherPart }
        return nil
    }

    /// A gerund or an adverb ("Tapping", "Swiping", "Automatically") opens a sentence about an act; adjectives that
    /// look like gerunds ("leading icon", "trailing button") do not.
    private static func isVerbForm(_ word: String) -> Bool {
        (word.hasSuffix("ing") && !["leading", "trailing", "closing", "heading", "loading", "warning"].contains(word))
            || word.hasSuffix("ly")
    }

    /// Whether a rule of `kind` read from the statement can be about this subject.
    func admits(_ kind: String, in text: RuleText) -> Bool {
        switch self {
        case .component: return true
        case .control:
            // "The close button dismisses the notice", "A close control is always available": the control is how it
            // is dismissed.
            let dismisses = text.leavingVerbs.contains { !text.isNegated($0) && !isControlModifier($0, text) }
            let offered = text.containsAny([
                "available", "provided", "present", "have", "has", "includes", "include", "included", "shows", "with",
            ])
            return kind == DismissGesturesRule.kind && (dismisses || offered)
        // A title or label is where text sits, not where the component sits; its other statements often mean the
        // component ("the label shows after 1.5 s").
        case .textPart: return kind != PlacementRule.kind && kind != DismissGesturesRule.kind
        case .otherPart: return false
        case .notComponent: return true
        }
    }

    /// Why rules read from a statement about something else wait, or nil when it is about the component or a part.
    var pendingReason: String? {
        guard case .notComponent(let named) = self else { return nil }
        return "speaks of “\(named)”, not of the component"
    }

    /// "close" in "close button" modifies the control; it is not what the control does.
    private func isControlModifier(_ index: Int, _ text: RuleText) -> Bool {
        Lexicon.controlNouns.contains(text.word(at: index + 1))
    }
}
