import SpecModel

/// Whether a statement's rules are asserted or wait for a person, decided from its clauses once for every kind:
/// an example on the page, an option's description ("Whether …", "(default false)"), a possibility the author
/// configures ("can be configured to appear at the top"), alternatives ("or a combination of both"), and opposing
/// cues (waiting against removal). A rule that waits keeps its values and says why (`Rule.pending`).
enum RuleStance {
    /// Why every rule of the statement waits, or nil when its clauses state rules.
    static func pendingReason(_ text: RuleText) -> String? {
        if describesExample(text) { return "the sentence describes an example on the page, not the component's rule" }
        if let line = changelogLine(text) { return "a changelog line (“\(line)”), not a rule of the component" }
        if asksQuestion(text) { return "the sentence asks a question; it states no rule" }
        if let step = acceptanceStep(text) { return "an acceptance test's step (“\(step)”), not a statement of the rule" }
        if let phrase = NounPhraseLine.pendingReason(text) { return phrase }
        if let problem = ReportedProblem.phrase(in: text) {
            return "the sentence reports a known problem (“\(problem)”), not what the component does"
        }
        if speaksForOnePerson(text) {
            return "the sentence reports one person's experience or wish (“I …”), not a rule of the component"
        }
        // "Be cautious when combining it with …": a caution to the author, whose subject is the author.
        if text.word(at: 0) == "be" && !["sure", "certain"].contains(text.word(at: 1)) {
            return "the sentence advises the author; it states no rule of the component"
        }
        if let missed = speaksOfMissing(text) {
            return "the sentence speaks of what people may miss (“\(missed)”), not of the component's rule"
        }
        if describesOption(text) { return "the sentence describes an option, not what the component does by default" }
        // "Light dismiss is when the user taps outside it": a term defined, not a rule of the component.
        if let defined = text.phraseIndex("is when"), defined <= 4, text.sentenceOfWord[defined] == 0 {
            return "the sentence defines a term (“\(text.text(of: 0..<defined))”), not a rule of the component"
        }
        if listsValuesWithMeanings(text) { return "the sentence lists a setting's values, each with what it does, not one rule" }
        // "may be persistent or dismissible": persistence offered as one of two, not stated. "dismissible vs
        // persistent": two set side by side to choose from.
        if text.containsPhrase("a combination of") || text.containsPhrase("or both") || text.containsPhrase("either of")
            || offersEither(text)
            || text.containsPhrase("persistent or") || text.containsPhrase("or persistent") || text.containsAny(["vs", "versus"])
        {
            return "the sentence offers alternatives, not one rule"
        }
        if let opening = ReferredCase.opening(text) {
            return "the sentence holds in a case told before it (“\(opening)”), which it does not state"
        }
        // "sticky takes precedence over the timeout", "the flag wins over any delay", "it supersedes the timeout": which of
        // two settings wins, not what the component does.
        if let index = winsOver(text) {
            return
                "the sentence says which setting wins (“\(text.text(of: max(0, index - 2)..<min(text.words.count, index + 2)))”), not what the component does"
        }
        return nil
    }

    /// Nouns and verbs of winning that take "over" what they beat ("precedence over", "priority over", "wins over").
    private static let winning: Set<String> = ["precedence", "priority", "preference", "wins", "win", "prevails", "prevail"]
    /// Verbs that say one thing replaces another in force, with no "over".
    private static let superseding: Set<String> = ["supersedes", "supersede", "trumps", "outranks", "outrank"]

    /// The index of the word of winning, when the sentence says one thing beats another; nil otherwise.
    private static func winsOver(_ text: RuleText) -> Int? {
        if let over = text.indices(of: "over").first(where: { $0 > 0 && winning.contains(text.word(at: $0 - 1)) }) { return over - 1 }
        return text.indices(where: { superseding.contains($0) }).first
    }

    /// Verbs of failing to perceive.
    private static let missingVerbs: Set<String> = ["miss", "misses", "overlook", "overlooks"]
    /// Words before such a verb that make a person its subject or the missing a risk ("users may miss").
    private static let missers: Set<String> = [
        "users", "user", "people", "person", "readers", "reader", "someone", "they", "may", "might", "could", "can", "easily",
        "totally", "often",
    ]

    /// "Screen reader users may miss a toast that disappears after 3 seconds": a risk to people, with the component
    /// in a clause of its object, states no rule of it. The words from the person to the verb, or nil.
    private static func speaksOfMissing(_ text: RuleText) -> String? {
        // Looked up by word, not by a pass over the statement.
        guard let verb = missingVerbs.flatMap({ text.indices(of: $0) }).min(),
            let person = (max(0, verb - 3)..<verb).first(where: { missers.contains(text.word(at: $0)) }),
            // What is missed is the component ("miss a toast", "miss them"), not something it lets through.
            (verb + 1...verb + 3).contains(where: {
                let word = text.word(at: $0)
                return text.vocabulary.namesComponent(word) || ["it", "them"].contains(word)
            })
        else { return nil }
        return text.text(of: person..<verb + 1)
    }

    /// Why one rule waits beyond the statement's reason: cues that oppose its reading.
    static func pendingReason(_ rule: any RuleValue, in text: RuleText) -> String? {
        if let exception = subjectException(text), !(rule is DismissGesturesRule),
            (rule as? AutoDismissRule)?.condition == nil
        {
            return "stated with an exception the rule does not carry (“\(exception)”)"
        }
        switch rule {
        case let visible as MaxVisibleRule: return MaxVisibleStance.pendingReason(visible, in: text)
        case is AutoDismissRule: return JudgedTiming.pendingReason(text)
        case let gestures as DismissGesturesRule:
            return EventOutcome.pendingReason(text) ?? DismissedObject.pendingReason(text) ?? OtherSurface.pendingReason(text)
                ?? GestureListStance.pendingReason(gestures, in: text) ?? GestureOutcome.instructionWithoutOutcome(text)
                ?? DismissGesturesRecognizer.unsettledTap(text)
        case is EscapeDismissRule:
            return EventOutcome.pendingReason(text) ?? DismissedObject.pendingReason(text) ?? EscapeDismissRecognizer.pendingReason(text)
        case let pause as TimerPauseRule: return PauseTrigger.pendingReason(pause, in: text)
        case is AnnounceRule: return AnnouncementSubject.pendingReason(text) ?? AnnouncementWiring.pendingReason(text)
        case let persistent as PersistentRule:
            if let call = ProgrammaticEnd.pendingReason(persistent, in: text) { return call }
            // "If false the toast will not be dismissed automatically": an option's description (the option named
            // elsewhere) giving what one of its values does; the component's default may be the other value.
            let underSetting = text.clauses.first { clause in
                guard let condition = clause.condition, ["if", "when", "whenever"].contains(condition) else { return false }
                // "When enabled, the message is not removed automatically": an option's value, named or not.
                return ["true", "false", "enabled", "disabled"].contains(text.word(at: clause.words.lowerBound + 1))
            }
            return underSetting.map { clause in
                "persistence stated for one value of an option (“\(text.text(of: clause.words.lowerBound..<clause.words.lowerBound + 2))”), not as the default"
            }
        case let placement as PlacementRule:
            if let path = GestureOutcome.edgeOnPath(text) {
                return "the edge is where a gesture starts or goes (“\(path)”), not where the component sits"
            }
            if let pair = alternativeSides(of: placement, in: text) {
                return "alternatives, not one placement: “\(pair)”"
            }
            // A placement has no condition to carry: "When triggered from a link over several lines, it is centred".
            // "With the position set to the top, …" is an author's setting, a condition too.
            let configured = text.clauses.contains { clause in
                text.word(at: clause.words.lowerBound) == "with"
                    && clause.words.contains { ["set", "setting", "configured"].contains(text.word(at: $0)) }
            }
            if configured { return "the placement is stated under a setting the author chooses, not as the default" }
            // A condition governs its own sentence: "It sets itself up when first used. It sits at the top." states the
            // top without one.
            let placedSentences = Set(text.indices { placeWords.contains($0) }.map { text.sentenceOfWord[$0] })
            let conditioned = text.clauses.contains { clause in
                guard let condition = clause.condition, ["when", "if", "while", "whenever"].contains(condition),
                    placedSentences.isEmpty || placedSentences.contains(clause.sentence)
                else { return false }
                // "If no position is given, …": the default, not a condition. (A negated condition that itself names an
                // edge, "if it is at the top and there is no room", is where something else is, still a condition.)
                let namesEdge = clause.words.contains { ["top", "bottom"].contains(text.word(at: $0)) }
                if (clause.isNegated && !namesEdge) || clause.words.contains(where: { text.word(at: $0).hasPrefix("default") }) {
                    return false
                }
                // "while keeping a gap from the edge": "while" before a participle says how, not when.
                if condition == "while", text.word(at: clause.words.lowerBound + 1).hasSuffix("ing") { return false }
                // "When triggered, it slides up from the bottom": the condition is its showing, said alone ("When
                // triggered from a link over several lines" says which showing).
                if clause.words.count <= 3,
                    clause.words.contains(where: { ["triggered", "launched", "opened"].contains(text.word(at: $0)) })
                {
                    return false
                }
                return !clause.words.contains {
                    ["shown", "appears", "appear", "opens", "displayed", "visible", "presented"].contains(text.word(at: $0))
                }
            }
            return conditioned ? "the placement is stated under a condition, which a placement rule cannot carry" : nil
        default: return nil
        }
    }

    /// "none (the default), light (a click outside only), or any (Escape and a click outside)": names joined by "or",
    /// each explained in a parenthesis, with no verb of their own outside them.
    private static func listsValuesWithMeanings(_ text: RuleText) -> Bool {
        let asides = text.clauses.filter(\.isParenthesised)
        guard asides.count >= 2, text.sentenceOfWord.last == 0 else { return false }
        let outside = text.clauses.filter { !$0.isParenthesised }.flatMap { clause in clause.words.map { text.word(at: $0) } }
        return outside.contains("or") && outside.count <= asides.count * 2 + 1
    }

    /// "All kinds except errors hide after 5 seconds": an exception in the subject (its first words) limits which
    /// instances the rule is about; the words from "except" to the verb, or nil.
    private static func subjectException(_ text: RuleText) -> String? {
        guard let index = text.indices(where: { ["except", "excluding"].contains($0) }).first, index <= 5,
            text.sentenceOfWord[index] == 0
        else { return nil }
        let end = (index + 1...index + 4).first {
            ["will", "is", "are", "can", "must", "should", "do", "does"].contains(text.word(at: $0))
        }
        return text.text(of: index..<(end ?? index + 2))
    }

    /// "can appear either embedded at the top or elevated on a pane": "either … or" in a clause of possibility offers
    /// two; in a stated clause ("leaves either when its time is up or on a tap") it lists ways the rule holds.
    private static func offersEither(_ text: RuleText) -> Bool {
        text.indices(of: "either").contains { index in
            guard let clause = text.clause(of: index), clause.condition == nil, clause.modality == .can || clause.modality == .configurable
            else { return false }
            return text.indices(of: "or").contains { $0 > index && text.sentenceOfWord[$0] == text.sentenceOfWord[index] }
        }
    }

    /// Words that name where a component sits, one of which the sentence stating a placement holds.
    private static let placeWords: Set<String> = [
        "top", "bottom", "left", "right", "center", "centre", "centered", "centred", "middle", "corner", "corners", "leading",
        "trailing", "start", "end", "edge", "edges", "above", "below", "side", "sides", "top-left", "top-right", "bottom-left",
        "bottom-right", "top-center", "bottom-center", "top-start", "top-end", "bottom-start", "bottom-end",
    ]

    /// Sides of the window, by axis.
    private static let verticalSides: Set<String> = ["top", "bottom"]
    private static let horizontalSides: Set<String> = ["left", "right", "start", "end", "leading", "trailing"]

    /// "along the top or bottom edge", "at the left or the right": two sides of one axis joined by "or" leave the
    /// placement on that axis unsettled. (Said of the edge only when the placement has one, of the side only when it
    /// is aligned to a side.)
    private static func alternativeSides(of placement: PlacementRule, in text: RuleText) -> String? {
        // "placement: bottom, center or top (default bottom)": the default settles which one, when it names each
        // value the reading holds ("the default is bottom" settles no centring read from the list).
        if defaultNames(placement, in: text) { return nil }
        for index in text.indices(of: "or") {
            // "left-aligned or center-aligned", "top-center": the side a hyphenated word starts with.
            let before = side(text.word(at: index - 1))
            let after = side(text.word(at: index + 1) == "the" ? text.word(at: index + 2) : text.word(at: index + 1))
            guard before != after else { continue }
            let vertical = verticalSides.contains(before) && verticalSides.contains(after) && placement.edge != nil
            let horizontal =
                horizontalSides.contains(before) && horizontalSides.contains(after)
                && (placement.alignment == .leading || placement.alignment == .trailing)
            // "aligned to the left or centered": a side and the centre are alternatives on the same axis.
            let sideOrCentre =
                placement.alignment != nil
                && ((horizontalSides.contains(before) && centres.contains(after))
                    || (centres.contains(before) && horizontalSides.contains(after)))
            // "anchors to a screen corner or top-center": any corner, or one place, leaves the place unsettled.
            let cornerOrPlace =
                (corners.contains(before) && (verticalSides.contains(after) || horizontalSides.contains(after) || centres.contains(after)))
                || (corners.contains(after) && (verticalSides.contains(before) || horizontalSides.contains(before)))
            // "at the top, center, or bottom": the middle is a third place on the vertical axis.
            let edgeOrCentre =
                placement.edge != nil
                && ((verticalSides.contains(before) && centres.contains(after))
                    || (centres.contains(before) && verticalSides.contains(after)))
            if vertical || horizontal || sideOrCentre || cornerOrPlace || edgeOrCentre { return "\(before) or \(after)" }
        }
        return nil
    }

    /// "(default bottom)", "defaults to the top", "bottom by default": the words a default names, each of which must
    /// name a value the placement holds, and every value must be named.
    private static func defaultNames(_ placement: PlacementRule, in text: RuleText) -> Bool {
        let named = Set(
            text.indices { $0 == "default" || $0 == "defaults" }.flatMap { index in
                let around = text.word(at: index - 1) == "by" ? Array(index - 3...index - 2) : Array(index + 1...index + 3)
                return around.flatMap { text.word(at: $0).split(separator: "-").map(String.init) }
            }
        )
        var wanted: [Set<String>] = []
        if let edge = placement.edge { wanted.append([edge.rawValue]) }
        switch placement.alignment {
        case .center?: wanted.append(centres)
        case .leading?: wanted.append(["left", "leading", "start"])
        case .trailing?: wanted.append(["right", "trailing", "end"])
        case nil: break
        }
        return !wanted.isEmpty && wanted.allSatisfy { !$0.isDisjoint(with: named) }
    }

    /// Words for the middle of an axis.
    private static let centres: Set<String> = ["center", "centre", "centered", "centred", "middle"]
    /// Words for a corner not named by its sides.
    private static let corners: Set<String> = ["corner", "corners"]

    /// The side a word names first: "left-aligned" names the left, "top-center" the top.
    private static func side(_ word: String) -> String {
        word.split(separator: "-").first.map(String.init) ?? word
    }

    /// Past tenses that open a changelog entry ("Added swipe to dismiss", "Fixed the toast hiding too early").
    private static let changelogVerbs: Set<String> = Set([
        "added", "fixed", "deprecated", "improved", "introduced", "renamed", "bumped", "refactored", "reverted", "upgraded",
        "tweaked",
    ]).union(valueChangeVerbs)

    /// Past tenses that change a value ("Changed snackbar duration to 7 seconds"): their object, the component's name
    /// included, is what changed, so the name after them does not make them a participle.
    private static let valueChangeVerbs: Set<String> = [
        "changed", "updated", "increased", "decreased", "reduced", "lowered", "shortened", "lengthened",
    ]

    /// "Added dismiss options: …", "swipe to dismiss #16", an entry under a "Changelog" heading: what a release changed,
    /// not what the component does. The entry's opening, or nil.
    private static func changelogLine(_ text: RuleText) -> String? {
        guard !text.words.isEmpty else { return nil }
        let section = text.section  // RuleText lowercases it
        let opening = text.text(of: 0..<min(3, text.words.count))
        if section.contains("changelog") || section.contains("change log") || section.contains("release notes") { return opening }
        // ("Added toasts stack above older ones": a participle before the component's name opens a statement.)
        if changelogVerbs.contains(text.word(at: 0)), text.sentenceOfWord.last == 0,
            !Lexicon.componentNouns.contains(text.word(at: 1)) || valueChangeVerbs.contains(text.word(at: 0))
        {
            return opening
        }
        // "feat: close on Escape", "fix(ui): …": a conventional commit subject.
        if commitTypes.contains(text.word(at: 0)), text.gap(before: 1).hasPrefix(":") || text.gap(before: 1).hasPrefix("(") {
            return opening
        }
        // "Version 2 moved it to the bottom", "Release 4.1 shortens the delay": a numbered release as the subject.
        if ["version", "release", "v"].contains(text.word(at: 0)), text.number(at: 1) != nil { return opening }
        // "This MR also pauses the timeout on hover", "This release shortens the delay": a change as the subject.
        if text.word(at: 0) == "this", changeNouns.contains(text.word(at: 1)) { return opening }
        // "Success toasts no longer interrupt the screen reader": what changed since an earlier release, said of the
        // subject in the opening clause (not "… when it no longer has focus", a condition).
        if let change = text.phraseIndex("no longer"), let first = text.clauses.first, first.words.contains(change), first.condition == nil,
            change <= 8
        {
            return text.text(of: change..<min(change + 3, text.words.count))
        }
        // An issue or pull request number closing the line.
        let last = text.words.count - 1
        if text.number(at: last) != nil, text.gap(before: last).hasSuffix("#") { return opening }
        return nil
    }

    /// Nouns of a change to the code, as the subject of a change note.
    private static let changeNouns: Set<String> = [
        "mr", "pr", "commit", "release", "patch", "changeset", "version", "update", "upgrade", "fix", "change",
    ]

    /// Types that open a conventional commit subject (`feat:`, `fix(scope):`).
    private static let commitTypes: Set<String> = [
        "feat", "fix", "chore", "refactor", "perf", "docs", "style", "test", "build", "ci", "revert",
    ]

    /// "Given a notice is shown, when 5 seconds pass, then …", "Scenario: it hides by itself": the steps or title of an
    /// acceptance test check a behaviour; the test's words (a wait, a step) are not the rule's values. The opening, or nil.
    private static func acceptanceStep(_ text: RuleText) -> String? {
        let first = text.word(at: 0)
        if ["scenario", "feature", "background"].contains(first), text.gap(before: 1).hasPrefix(":") {
            return text.text(of: 0..<1)
        }
        // "Given a live region, alerts are announced" has no step after it: only "given … then" is a scenario.
        guard first == "given", text.indices(of: "then").contains(where: { $0 > 1 }) else { return nil }
        return text.text(of: 0..<min(3, text.words.count))
    }

    /// "Are you asking how to keep it open?": a one-sentence question asks; it states nothing the component does.
    private static func asksQuestion(_ text: RuleText) -> Bool {
        text.sentenceOfWord.last == 0 && text.original.last(where: { !$0.isWhitespace }) == "?"
    }

    /// "I hope we can swipe it away", "I didn't realize it was swipeable", "hope you support it soon": a person
    /// speaking for themselves in an issue thread; documentation speaks of the component or the reader.
    /// ("i.e." and "I/O" are not the pronoun: it stands before a space and a word of more than one letter.)
    private static func speaksForOnePerson(_ text: RuleText) -> Bool {
        if text.word(at: 0) == "hope", ["you", "we", "it", "this", "that"].contains(text.word(at: 1)) { return true }
        // "… closes the dialog in my app": what happens in one person's own project.
        if text.containsPhrase("in my") { return true }
        return text.indices(of: "i").contains { index in
            text.gap(before: index + 1) == " " && text.word(at: index + 1).count > 1
                && !text.gap(before: index).hasSuffix("-")
        }
    }

    /// Words of a heading over the page's demonstrations.
    private static let demoHeadings: Set<String> = ["demo", "demos", "playground"]

    /// Words that name an example or a demonstration on the page.
    private static let exampleNouns: Set<String> = ["example", "examples", "demo", "demos", "sample", "snippet", "playground", "story"]

    /// "This example creates a toast that …", "The following example shows a hint which …", "Click the button
    /// below to show a toast", "This demo shows four notifications": the page's example, not the component's rule.
    private static func describesExample(_ text: RuleText) -> Bool {
        // Under a "Demo" or "Playground" heading each sentence says what the page's demonstration does ("This one has a
        // bottom-left position"), as an entry under a changelog heading says what a release changed.
        let heading = text.section.split(separator: ">").last.map { $0.lowercased() } ?? ""
        if heading.split(whereSeparator: { !$0.isLetter }).contains(where: { demoHeadings.contains(String($0)) }) { return true }
        guard let first = text.clauses.first(where: { !$0.isExample }), first.sentence == 0 else { return false }
        let opening = text.words[first.words].prefix(5).map(\.text)
        if opening.contains(where: exampleNouns.contains), !opening.starts(with: ["for", "example"]) { return true }
        if (text.containsPhrase("the button below") || text.containsPhrase("the buttons below"))
            && text.containsAny(["click", "tap", "press"])
        {
            return true
        }
        // "This link's tooltip hides only if you click here": "here" is a link on the page, so the sentence is about
        // the page's demonstration, not the component.
        return ["click", "tap", "press"].contains { text.containsPhrase("\($0) here") }
    }

    /// Verbs that say a setting decides something ("determines whether").
    private static let optionVerbs: Set<String> = [
        "determines", "determine", "defines", "define", "indicates", "indicating", "specifies", "specify", "controls", "control",
        "toggles", "decides",
    ]

    /// "Whether or not dragging can remove the toast", "`dismissible`: Whether it has a close button. Default is
    /// `false`.", "Adds a close button (default false)": an option's description; an option off by default states
    /// nothing the component does unless an author turns it on.
    private static func describesOption(_ text: RuleText) -> Bool {
        let firstWords = text.words.prefix(3).map(\.text)
        // An option on by default ("Whether it closes on Escape. Defaults to `true`.") states what it does.
        let onByDefault = text.indices { $0 == "default" || $0 == "defaults" }.contains { index in
            (index + 1...index + 3).contains { ["true", "on", "enabled", "yes"].contains(text.word(at: $0)) }
        }
        // "Whether …", "`closeOnClick` (boolean): Whether …": after an option's name and type, up to its colon.
        let afterLabel = (1...5).contains { text.word(at: $0) == "whether" && text.gap(before: $0).contains(":") }
        if firstWords.first == "whether" || afterLabel { return !onByDefault }
        // "Controls whether the panel hugs the lower edge", "a flag indicating whether the action appears",
        // "`swipeable` will determine if it closes on a swipe".
        let deciding = (text.indices(of: "whether") + text.indices(of: "if")).contains { optionVerbs.contains(text.word(at: $0 - 1)) }
        if deciding { return !onByDefault }
        return text.indices { $0 == "default" || $0 == "defaults" }.contains { index in
            (index + 1...index + 3).contains { ["false", "off", "disabled", "none", "nil", "null"].contains(text.word(at: $0)) }
                || ["false", "off"].contains(text.word(at: index - 1))
        }
    }
}
