/// Clauses that offer rather than state, read once with the clauses so every recogniser's rule meets them: a sentence
/// that instructs the developer ("Set `closeOnEscape` to `false` …", "To show it forever, …", "Enable or disable …"), a
/// sentence that describes a setting ("Determines the pixel position …", "Defines whether …"), and a clause that gives a
/// setting's value ("recommended to be set to true"). What such a clause says is what an
/// author may choose, not what the component does.
enum ClauseOffer {
    /// Imperatives a developer is told to do to a setting.
    private static let instructions: Set<String> = [
        "set", "enable", "disable", "pass", "call", "configure", "specify", "override", "toggle", "customize", "customise", "change",
        "adjust", "consider", "add",
    ]
    /// Imperatives that instruct the developer about markup when they follow only conditions ("If you add a button,
    /// give it a label", "apply the alert role"). Imperatives about the component's behaviour ("make it persistent",
    /// "ensure it is announced") are a designer's guideline, a rule, and are not read here.
    private static let afterConditions: Set<String> = ["give", "apply", "assign"]
    /// Imperatives that only a developer does to the component in code ("mount it at the top of a page"), which open an
    /// instruction in any clause.
    private static let codeInstructions: Set<String> = ["mount", "append", "insert", "wrap", "import", "instantiate", "attach"]
    /// Verbs by which the developer wires the component up in code, after "you can" / "you may".
    private static let codeVerbs: Set<String> = [
        "bind", "listen", "subscribe", "attach", "register", "hook", "observe", "handle", "call", "override", "import",
    ]
    /// Words that soften an imperative before it ("Simply set …", "Just attach …"): the verb after them opens the clause.
    private static let softeners: Set<String> = ["simply", "just"]
    /// Objects after such an imperative.
    private static let instructedObjects: Set<String> = ["it", "them", "the", "a", "an", "this", "your"]

    /// Verbs that open an option's description, with no subject of their own ("Determines the delay").
    private static let settingVerbs: Set<String> = [
        "determines", "defines", "specifies", "indicates", "controls", "configures", "sets", "gets", "toggles",
    ]
    /// Modals that open a sentence with no subject ("should close when tapped"): an option's description, saying what
    /// it makes the component do.
    private static let subjectlessModals: Set<String> = ["should", "can", "could", "may", "might"]
    /// Words after "to" that are no verb ("To the right of the field").
    private static let notVerbs: Set<String> = Lexicon.determiners.union(["left", "right", "top", "bottom", "be", "it", "them"])

    /// Marks the clauses of `clauses` that offer, with the reason.
    static func mark(
        _ clauses: inout [Clause],
        words: [RuleText.Word],
        original: String,
        subjectInLeadIn: Bool = false,
        namesComponent: (String) -> Bool = { Lexicon.componentNouns.contains($0) }
    ) {
        let settingValue = settingValueClauses(
            clauses,
            words: words,
            original: original,
            subjectInLeadIn: subjectInLeadIn,
            namesComponent: namesComponent
        )
        var sentenceReason: (sentence: Int, reason: String)?
        // Each word's sentence, found once: looking it up per word in the checks below would be quadratic.
        var sentenceOfWord = [Int](repeating: -1, count: words.count)
        for clause in clauses.reversed() {
            for index in clause.words where sentenceOfWord.indices.contains(index) { sentenceOfWord[index] = clause.sentence }
        }
        for index in clauses.indices {
            let clause = clauses[index]
            let first = words[clause.words.lowerBound].text
            let second = clause.words.count > 1 ? words[clause.words.lowerBound + 1].text : ""
            if index == 0 || clauses[index - 1].sentence != clause.sentence {
                // "Each notice: can be swiped away": the lead-in's subject is the first sentence's, so its modal is the
                // component's ("a notice can be swiped away"), not a setting's description.
                let subjectless = !(subjectInLeadIn && clause.sentence == 0)
                sentenceReason = opening(clause, first: first, second: second, subjectless: subjectless, words: words, original: original)
                    .map {
                        (clause.sentence, $0)
                    }
                // An option's description that gives its default (in its sentence or the next: "Sets the number of
                // seconds before it hides. Defaults to 6.") states what the component does by default.
                if let found = sentenceReason, found.reason.hasPrefix("describes"),
                    words.indices.contains(where: {
                        words[$0].text.hasPrefix("default") && (found.sentence...found.sentence + 1).contains(sentenceOfWord[$0])
                            && !namesDefaultThing($0, words: words)
                    })
                {
                    sentenceReason = nil
                }
                // "Set the number of seconds after which it closes. Defaults to 4000.": an instruction naming a setting
                // without giving it a value, followed by the setting's default, describes the setting.
                if let found = sentenceReason, ["set", "specify"].contains(first), ["the", "a", "an", "how"].contains(second),
                    !givesValue(sentence: found.sentence, sentenceOfWord: sentenceOfWord, words: words),
                    words.indices.contains(where: {
                        ["default", "defaults"].contains(words[$0].text) && sentenceOfWord[$0] == found.sentence + 1
                    })
                {
                    sentenceReason = nil
                }
            }
            if let sentenceReason, sentenceReason.sentence == clause.sentence {
                clauses[index].offer = sentenceReason.reason
                continue
            }
            // "If true, uses a polite region", "Closes on a tap (if set)": a clause under a condition on a setting's value.
            if let reason = settingValue[index] {
                clauses[index].offer = reason
                continue
            }
            // "If it is not urgent, consider changing …", "On any screen, call `show()` …": after its conditions or a fronted
            // phrase of place or means, the main clause is a bare verb addressed to the reader, which instructs the developer;
            // what the whole sentence says ("For a notice that never times out, call …") is what that instruction is for
            // and does.
            if index > 0, instructions.contains(first) || afterConditions.contains(first), clauses[index - 1].sentence == clause.sentence,
                clauses[clauses.startIndex..<index].allSatisfy({
                    $0.sentence != clause.sentence || $0.condition != nil || isFrontedPhrase($0, words: words)
                })
            {
                let reason =
                    "an instruction to the developer (“\(quote(clause, words: words, original: original))”), not what the component does"
                for earlier in clauses.indices where earlier <= index && clauses[earlier].sentence == clause.sentence {
                    clauses[earlier].offer = reason
                }
                sentenceReason = (clause.sentence, reason)
                continue
            }
            // "It spans its container — mount it at the top of a page": an instruction after a statement.
            if index > 0, codeInstructions.contains(first), instructedObjects.contains(second) {
                clauses[index].offer =
                    "an instruction to the developer (“\(quote(clause, words: words, original: original))”), not what the component does"
                continue
            }
            if callsItAnOption(clause, words: words) {
                clauses[index].offer = "called an option (“\(quote(clause, words: words, original: original))”), not stated as the rule"
                continue
            }
            // "recommended to be set to true": a setting's value; not "if set to true, …" (a condition of the rule), nor
            // "set by default" (the default stated).
            let clauseWords = clause.words.map { words[$0].text }
            let truth = clauseWords.contains { $0 == "true" || $0 == "false" }
            if truth, !clauseWords.contains(where: Clause.conditionWords.contains),
                clauseWords.contains(where: { ["set", "sets", "setting"].contains($0) }),
                !clauseWords.contains(where: { $0.hasPrefix("default") })
            {
                clauses[index].offer = "a setting's value (“\(quote(clause, words: words, original: original))”), not a rule"
            }
        }
    }

    /// Why a sentence opening with `clause` offers, or nil.
    private static func opening(
        _ clause: Clause,
        first: String,
        second: String,
        subjectless: Bool,
        words: [RuleText.Word],
        original: String
    ) -> String? {
        // "Simply attach the toast to a view": the imperative after a softener.
        if softeners.contains(first), clause.words.count > 2 {
            let third = words[clause.words.lowerBound + 2].text
            if instructions.contains(second) || (codeInstructions.contains(second) && instructedObjects.contains(third)) {
                return "an instruction to the developer (“\(quote(clause, words: words, original: original))”), not what the component does"
            }
        }
        // "You can bind to `(close)` to hear when …", "You may listen for the dismiss event": what the developer may do in
        // code is offered to them; the component is not the one acting.
        if first == "you", clause.words.count > 2 {
            let rest = clause.words.dropFirst().map { words[$0].text }.filter { !["also", "then", "simply", "just"].contains($0) }
            if rest.count > 1, ["can", "may", "could", "might"].contains(rest[0]), codeVerbs.contains(rest[1]) {
                return
                    "offered to the developer (“\(quote(clause, words: words, original: original))”): what code may do, not what the component does"
            }
        }
        // "Attach the toast to a view …", "Mount it at the top": an imperative only a developer does in code.
        if codeInstructions.contains(first), instructedObjects.contains(second) {
            return "an instruction to the developer (“\(quote(clause, words: words, original: original))”), not what the component does"
        }
        if subjectless, subjectlessModals.contains(first) {
            return "describes a setting (“\(quote(clause, words: words, original: original))”), not what the component does by default"
        }
        // "Ability to swipe it away": a feature list's line names what the library makes possible, not what the
        // component does on its own or by default.
        if first == "ability", second == "to" {
            // (The caller says "offered, not stated" before every offer; the reason names only what is offered.)
            return "a feature that is possible (“\(quote(clause, words: words, original: original))”), not the default"
        }
        // "Tap-to-dismiss functionality", "Keyboard support": a feature list's line that only names a capability (ends in
        // a word for one, with no verb) says what is possible, not what the component does by default.
        if let last = clause.words.last, last + 1 == words.count, clause.words.count <= 6, featureNouns.contains(words[last].text),
            !clause.words.contains(where: { finiteWords.contains(words[$0].text) })
        {
            return "a feature named (“\(quote(clause, words: words, original: original))”), not the default"
        }
        // "Disable timer: Pause the timer on hover": a two-word label before a colon names the rule that follows.
        guard clause.words.count > 2 || clause.words.upperBound == words.count else { return nil }
        // "By calling `hold()`, it stays until …": a sentence opening with the developer's act in code says what that act
        // makes the component do.
        if first == "by", Clause.developerMeans.contains(second) {
            return
                "describes a setting's effect (“\(quote(clause, words: words, original: original))”), not what the component does by default"
        }
        // "Setting `pauseOnHover` to true will pause …": what a setting's value makes it do, not its default.
        if first == "setting", clause.words.dropFirst(2).contains(where: { words[$0].text == "to" }) {
            return
                "describes a setting's effect (“\(quote(clause, words: words, original: original))”), not what the component does by default"
        }
        if instructions.contains(first) || (first == "to" && !second.isEmpty && !notVerbs.contains(second) && Double(second) == nil)
            || usesSettingForEffect(clause, first: first, words: words)
        {
            return "an instruction to the developer (“\(quote(clause, words: words, original: original))”), not what the component does"
        }
        // "Anchors the popover to the left": a verb with no subject whose object is the component describes what a setting
        // does to it.
        let third = clause.words.count > 2 ? words[clause.words.lowerBound + 2].text : ""
        let objectIsComponent = ["the", "a", "an"].contains(second) && Lexicon.componentNouns.contains(third)
        if settingVerbs.contains(first) || (first.hasSuffix("s") && !first.hasSuffix("ss") && objectIsComponent) {
            return "describes a setting (“\(quote(clause, words: words, original: original))”), not what the component does by default"
        }
        // "Removes the click listener from the overlay …", "Registers a callback that …": a verb with no subject whose object
        // is code summarises what a method does; the component is not the one acting.
        let objectIsCode =
            Lexicon.determiners.contains(second)
            && clause.words.dropFirst(2).prefix(3).contains { Lexicon.codeNouns.contains(words[$0].text) }
        if objectIsCode, opensWithSubjectlessVerb(first) {
            return "a summary of what code does (“\(quote(clause, words: words, original: original))”), not what the component does"
        }
        return nil
    }

    /// "On a phone", "Inside any screen", "From a view controller": a clause opening with a preposition, which can stand
    /// before a main clause only as a phrase of place, time or means, so the clause after it opens the main clause. Not an
    /// example ("for example"), which the example reading sets apart.
    private static func isFrontedPhrase(_ clause: Clause, words: [RuleText.Word]) -> Bool {
        !clause.isExample && !clause.isParenthesised && Lexicon.frontingPrepositions.contains(words[clause.words.lowerBound].text)
    }

    /// Words that name a capability at the end of a feature list's line.
    private static let featureNouns: Set<String> = ["functionality", "feature", "features", "capability", "support"]
    /// Auxiliaries that make a line a sentence rather than a feature's name.
    private static let finiteWords: Set<String> = ["is", "are", "was", "will", "can", "has", "have", "does", "do", "must", "should"]

    /// "Hitting Escape to close it is a nice option", "swiping is optional": a clause that calls the behaviour an
    /// option offers it.
    /// "Swiping to close must not be the only option" calls it one option among others the same way.
    private static func callsItAnOption(_ clause: Clause, words: [RuleText.Word]) -> Bool {
        clause.words.contains { index in
            let word = words[index].text
            guard ["option", "optional", "possibility"].contains(word) else { return false }
            let before = clause.words.filter { $0 < index && $0 >= index - 4 }.map { words[$0].text }
            return before.contains { $0 == "is" || $0 == "are" || $0 == "be" }
                && (word == "optional" || before.contains { $0 == "a" || $0 == "an" || $0 == "only" })
        }
    }

    /// Verbs after "use X to" that name an effect a setting has on the component ("to make them stay", "to keep it open").
    private static let effectVerbs: Set<String> = ["make", "keep", "prevent", "stop", "disable", "enable", "turn", "have", "let"]

    /// "Use sticky mode to make them stay until …": an imperative telling the developer which setting gives an effect;
    /// not "Use it for short messages" (advice about the component, read elsewhere).
    private static func usesSettingForEffect(_ clause: Clause, first: String, words: [RuleText.Word]) -> Bool {
        guard first == "use" else { return false }
        return clause.words.dropFirst().contains { index in
            words[index].text == "to" && index + 1 < words.count && clause.words.contains(index + 1)
                && effectVerbs.contains(words[index + 1].text)
        }
    }

    /// Truth values a setting takes, alone in a condition ("if true", "when set to false", "if set").
    private static let truthValues: Set<String> = ["true", "false", "enabled", "disabled", "on", "off", "set"]

    /// "if true", "when false", "if set to true", "when enabled", "when `urgent` is true": a condition whose only content
    /// is a setting's value, the setting named or not. ("if VoiceOver is on" is a screen reader running, a condition the
    /// rule carries, not a setting.)
    private static func isBareTruthCondition(_ clause: Clause, words: [RuleText.Word]) -> Bool {
        guard ["if", "when", "whenever"].contains(clause.condition ?? ""), clause.words.count <= 6,
            let last = clause.words.last, truthValues.contains(words[last].text),
            !clause.words.contains(where: { ConditionReader.screenReaderNames.contains(words[$0].text) })
        else { return false }
        var between = Array(clause.words.dropFirst().dropLast())
        // The setting's name: one word before "is" or "set", not a pronoun, a determiner or the component ("when it is
        // on" speaks of the component's state).
        if let name = between.first, between.count >= 2, ["is", "set"].contains(words[between[1]].text),
            !namingOther.contains(words[name].text), !Lexicon.determiners.contains(words[name].text),
            !Lexicon.componentNouns.contains(words[name].text)
        {
            between.removeFirst()
        }
        // Past four words, only with the name read off ("if sticky is set to true").
        guard clause.words.count <= 4 || between.count < clause.words.count - 2 else { return false }
        return between.allSatisfy { ["set", "to", "is", "it's"].contains(words[$0].text) }
    }

    /// The clauses of sentences that say what one value of a setting does, with the reason: a condition on that value
    /// alone ("if true", "when `sticky` is set", "(if set)"), before or after its main clause, where the main clause does
    /// not open with the component as its subject ("uses a polite region", "dismiss on click", "the region gets …").
    /// Marked are the clauses from the main clause to the condition, and on to the sentence's end when the main clause
    /// follows it (the rest goes on describing the same value). "If set to true, the ribbon closes …" names the
    /// component and states, as a first sentence does whose lead-in names it ("Each ribbon:").
    private static func settingValueClauses(
        _ clauses: [Clause],
        words: [RuleText.Word],
        original: String,
        subjectInLeadIn: Bool,
        namesComponent: (String) -> Bool
    ) -> [Int: String] {
        var marked: [Int: String] = [:]
        for condition in clauses.indices where isBareTruthCondition(clauses[condition], words: words) {
            let sentence = clauses[condition].sentence
            if subjectInLeadIn && sentence == 0 { continue }
            let stating = clauses.indices.filter {
                clauses[$0].sentence == sentence && clauses[$0].condition == nil && !clauses[$0].isParenthesised
                    && !clauses[$0].isExample
            }
            guard let main = stating.first(where: { $0 > condition }) ?? stating.last(where: { $0 < condition }),
                !opensWithComponentSubject(clauses[main], words: words, namesComponent: namesComponent)
            else { continue }
            let sentenceEnd = clauses.lastIndex { $0.sentence == sentence } ?? condition
            let span = main > condition ? condition...sentenceEnd : main...condition
            let (first, second) = main > condition ? (condition, main) : (main, condition)
            let reason =
                "describes a setting's value (“\(quote(clauses[first], words: words, original: original)), \(quote(clauses[second], words: words, original: original))”), not what the component does by default"
            for index in span where marked[index] == nil { marked[index] = reason }
        }
        return marked
    }

    /// Words that end a clause's opening noun phrase: auxiliaries, modals and prepositions.
    private static let phraseEnds: Set<String> = [
        "is", "are", "was", "will", "can", "must", "should", "may", "might", "has", "have", "does", "of", "on", "in", "at", "to",
        "with", "by", "for", "from", "after", "when", "if",
    ]

    /// Whether a main clause opens with the component as its subject: its name or an instance ("the ribbon", "error
    /// ribbons"), a pronoun for it, a control acting on it ("the close button dismisses it") or an act ("hovering over
    /// it pauses …"); not a verb with no subject ("uses …", "dismiss on click") nor another thing ("the region gets …").
    private static func opensWithComponentSubject(
        _ clause: Clause,
        words: [RuleText.Word],
        namesComponent: (String) -> Bool
    ) -> Bool {
        var index = clause.words.lowerBound
        while clause.words.contains(index), ["then", "and", "but", "so"].contains(words[index].text) { index += 1 }
        guard clause.words.contains(index) else { return false }
        let first = words[index].text
        if ["it", "they", "she", "he"].contains(first) || (first.count > 4 && first.hasSuffix("ing")) { return true }
        let start = Lexicon.determiners.contains(first) ? index + 1 : index
        for position in start..<min(start + 3, clause.words.upperBound) {
            let word = words[position].text
            if namesComponent(word) || Lexicon.controlNouns.contains(word) { return true }
            if Lexicon.determiners.contains(word) || phraseEnds.contains(word) { return false }
        }
        return false
    }

    /// Pronouns that speak of the component or a person, never of a setting.
    private static let namingOther: Set<String> = ["it", "they", "this", "that", "she", "he", "you", "we", "one"]

    /// A clause opening with a third-person verb and no subject ("uses …", "shows …"), not a plural noun ("toasts stay").
    static func opensWithSubjectlessVerb(_ first: String) -> Bool {
        first.count > 3 && first.hasSuffix("s") && !first.hasSuffix("ss") && !first.hasSuffix("'s")
            && !Lexicon.componentNouns.contains(first) && !Lexicon.intentWords.contains(first) && !Lexicon.determiners.contains(first)
            && !["this", "its", "was", "has", "does", "is"].contains(first)
    }

    /// Words after "the default" that go on to give its value ("the default is 6", "the default value is …").
    private static let givingDefault: Set<String> = ["is", "was", "will", "value", "values", "setting", "of", "being"]

    /// "on the default time", "a default delay": "default" qualifying a noun names a thing and gives no value.
    private static func namesDefaultThing(_ index: Int, words: [RuleText.Word]) -> Bool {
        guard index > 0, index + 1 < words.count, words[index].text == "default",
            Lexicon.determiners.contains(words[index - 1].text)
        else { return false }
        let next = words[index + 1].text
        return !givingDefault.contains(next) && Double(next) == nil
    }

    /// Whether a sentence gives a setting a value: "to" before a number, a truth value or a code span ("Set it to `0`").
    private static func givesValue(sentence: Int, sentenceOfWord: [Int], words: [RuleText.Word]) -> Bool {
        words.indices.contains { index in
            guard words[index].text == "to", sentenceOfWord[index] == sentence, index + 1 < words.count else { return false }
            let next = words[index + 1].text
            return Double(next) != nil || ["true", "false", "null", "nil", "none", "zero"].contains(next)
        }
    }

    /// The first words of a clause, as written.
    private static func quote(_ clause: Clause, words: [RuleText.Word], original: String) -> String {
        let end = min(clause.words.upperBound, clause.words.lowerBound + 5)
        return String(original[words[clause.words.lowerBound].range.lowerBound..<words[end - 1].range.upperBound])
    }
}
