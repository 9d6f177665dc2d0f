/// One clause of a statement, read once when the statement is tokenised: its words, the modality of its verb
/// ("must", "can", "is configured to"), whether it is negated, the condition word that opens it ("when", "unless"),
/// and whether it is set apart as an example or an aside ("for example, at the top on phones", a parenthesis).
/// Every recogniser reads the same clauses, so a sentence is understood one way.
struct Clause: Equatable {
    /// How strongly a clause states what it says.
    enum Modality: Equatable {
        /// A plain statement ("dismisses itself after 4 s").
        case states
        /// An obligation ("must", "has to", "needs to", "always").
        case must
        /// A recommendation ("should", "ought to").
        case should
        /// A possibility the component offers ("can", "could", "may", "might", "optionally").
        case can
        /// A setting the author chooses ("can be configured to", "can be set", "can also be made", "is configurable").
        case configurable
    }

    /// The words of the clause (indices into `RuleText.words`).
    var words: Range<Int>
    /// The sentence it belongs to.
    var sentence: Int
    /// How strongly it states.
    var modality: Modality
    /// Whether a negator governs its verb ("does not time out", "never", "no automatic dismissal").
    var isNegated: Bool
    /// The word that makes it a condition on another clause ("when", "while", "if", "unless", "until"), if any.
    var condition: String?
    /// Whether it is an example or an aside (after "for example", "e.g.", "such as", "for instance", or inside
    /// parentheses that open with one): it illustrates, it does not state the rule.
    var isExample: Bool
    /// Whether it stands inside parentheses.
    var isParenthesised: Bool
    /// Why it offers rather than states, in plain words ("an instruction to the developer (“Set `x` to”)"), when its
    /// sentence instructs the developer or describes a setting, or it gives a setting's value; nil when it states.
    var offer: String? = nil
}

extension Clause {
    /// Words that open a condition clause.
    static let conditionWords: Set<String> = ["when", "while", "if", "unless", "until", "once", "whenever"]
    /// Words that join a clause to the one before it, ahead of its condition word ("but if", "and when").
    private static let joiningWords: Set<String> = ["but", "and", "or", "yet"]

    /// Words of possibility.
    private static let possibility: Set<String> = ["can", "could", "may", "might", "optionally", "optional"]
    /// Words that turn a possibility into a setting the author chooses.
    private static let choosing: Set<String> = [
        "configured", "configure", "configurable", "set", "made", "make", "customized", "customised", "customize", "customise",
        "changed", "change", "chosen", "choose", "adjusted", "adjust", "overridden", "override", "enabled", "disabled", "opt",
        "specified", "specify", "alternatively", "optionally", "custom", "enable", "disable", "setting", "adding", "passing", "calling",
        "specifying", "applying", "limit", "limited", "modify", "modified", "restrict", "restricted",
    ]

    /// Gerunds of what a developer does in code, after "by" ("by passing", "by setting").
    static let developerMeans: Set<String> = [
        "passing", "setting", "adding", "calling", "specifying", "applying", "supplying", "configuring", "enabling", "disabling",
        "toggling",
    ]

    /// The clauses of a tokenised statement, in order: a new clause starts at a sentence end, at `,` `;` `:` `—`
    /// or a parenthesis between two words, and before a condition word. `subjectInLeadIn` says the statement's lead-in
    /// names the component as its subject, which a first sentence with no subject of its own takes; `namesComponent`
    /// says whether a word names the component (the document's own names too).
    static func read(
        words: [RuleText.Word],
        sentences: [Int],
        original: String,
        subjectInLeadIn: Bool = false,
        namesComponent: (String) -> Bool = { Lexicon.componentNouns.contains($0) }
    ) -> [Clause] {
        guard !words.isEmpty else { return [] }
        var clauses: [Clause] = []
        var start = 0
        var depth = 0
        var startDepth = 0
        func close(_ end: Int) {
            guard end > start else { return }
            let opensSentence = start == 0 || sentences[start - 1] != sentences[start]
            clauses.append(
                reading(start..<end, words: words, sentence: sentences[start], parenthesised: startDepth > 0, opensSentence: opensSentence)
            )
        }
        for index in 1..<words.count {
            // The characters between two words, scanned once as scalars: punctuation and brackets.
            var punctuated = false
            for scalar in original.unicodeScalars[words[index - 1].range.upperBound..<words[index].range.lowerBound] {
                switch scalar {
                case "(", "[":
                    depth += 1
                    punctuated = true
                case ")", "]":
                    depth = max(0, depth - 1)
                    punctuated = true
                case ",", ";", ":", "—", "–": punctuated = true
                default: break
                }
            }
            let breaks =
                sentences[index] != sentences[index - 1] || punctuated || (conditionWords.contains(words[index].text) && index - start > 1)
            if breaks {
                close(index)
                start = index
                startDepth = depth
            }
        }
        close(words.count)
        // An example runs on to the end of its parenthesis or sentence: "for example, at the top on phones".
        for index in clauses.indices.dropFirst() where !clauses[index].isExample {
            let previous = clauses[index - 1]
            let sameSentence = previous.isExample && previous.sentence == clauses[index].sentence
            let continues = sameSentence && (previous.isParenthesised == clauses[index].isParenthesised) && previous.words.count <= 2
            // "(e.g. at the top on phones, at the bottom on desktops)": the whole parenthesis is the example.
            let between = original.unicodeScalars[
                words[previous.words.upperBound - 1].range.upperBound..<words[clauses[index].words.lowerBound].range.lowerBound
            ]
            let sameParenthesis =
                sameSentence && previous.isParenthesised && clauses[index].isParenthesised && !between.contains { $0 == ")" || $0 == "]" }
            if continues || sameParenthesis { clauses[index].isExample = true }
        }
        // "For example, a notice of 100 words should …, and …": an example that opens its sentence runs to its end.
        var exampleSentence = -1
        for index in clauses.indices {
            let opens = index == 0 || clauses[index - 1].sentence != clauses[index].sentence
            if opens, clauses[index].isExample, clauses[index].words.count <= 2 { exampleSentence = clauses[index].sentence }
            if clauses[index].sentence == exampleSentence { clauses[index].isExample = true }
        }
        ClauseOffer.mark(
            &clauses,
            words: words,
            original: original,
            subjectInLeadIn: subjectInLeadIn,
            namesComponent: namesComponent
        )
        return clauses
    }

    private static func reading(
        _ range: Range<Int>,
        words: [RuleText.Word],
        sentence: Int,
        parenthesised: Bool,
        opensSentence: Bool
    ) -> Clause {
        // One pass over the clause's words.
        let first = words[range.lowerBound].text
        let second = range.count > 1 ? words[range.lowerBound + 1].text : ""
        var must = false
        var has = false
        var to = false
        var should = false
        var possible = false
        var chosen = false
        var setting = false
        var negated = false
        for index in range {
            let word = words[index].text
            switch word {
            case "must", "always": must = true
            case "has": has = true
            case "to": to = true
            case "should", "ought": should = true
            case "configurable", "customizable", "customisable": setting = true
            case "not", "never", "no", "cannot", "without", "nor": negated = true
            default: if word.hasSuffix("n't") { negated = true }
            }
            if possibility.contains(word) { possible = true }
            if choosing.contains(word) { chosen = true }
            if word == "optionally" { setting = true }
            // "Pin it to the top by passing `edge`": the developer's act in code is how the clause comes about, so what it
            // says is a setting's effect, with or without "can".
            if index > range.lowerBound, words[index - 1].text == "by", developerMeans.contains(word) { setting = true }
        }
        let example =
            ((first == "for" && (second == "example" || second == "instance")) && !(opensSentence && range.count > 2))
            || (first == "e" && second == "g") || (first == "such" && second == "as") || first == "eg" || (first == "like" && parenthesised)
        var modality = Modality.states
        if must || (has && to) {
            modality = .must
        } else if should {
            modality = .should
        }
        if possible {
            modality = chosen ? .configurable : .can
        } else if setting {
            modality = .configurable
        }
        return Clause(
            words: range,
            sentence: sentence,
            modality: modality,
            isNegated: negated,
            // "…, but if the element is at the top, …": a condition after a joining word is still a condition.
            condition: conditionWords.contains(first)
                ? first : joiningWords.contains(first) && conditionWords.contains(second) ? second : nil,
            isExample: example,
            isParenthesised: parenthesised
        )
    }
}
