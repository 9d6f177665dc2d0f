/// What a stated duration bounds: the timing itself ("after 5 seconds"), a floor ("at least 5 seconds", "must
/// not be shorter than 6 seconds", "5 seconds or more"), a ceiling ("within 10 seconds", "no longer than 10
/// seconds", "up to 10 seconds"), or a setting's limit ("a maximum allowed time of 12 seconds"), which says
/// how far a configuration may go, not what the component does.
enum TimingBound: Equatable {
    case exact
    case atLeast
    case atMost
    case settingLimit

    /// Comparatives that put the value above the timing ("shorter than 10 s": at most 10 s).
    private static let below: Set<String> = ["shorter", "less", "fewer", "sooner", "earlier", "quicker", "faster"]
    /// Comparatives that put the value below the timing ("longer than 5 s": at least 5 s).
    private static let above: Set<String> = ["longer", "more", "later", "greater", "slower"]

    /// The bound the words around `measure` state.
    static func of(_ measure: RuleText.Measure, in text: RuleText) -> TimingBound {
        let before = text.words(before: measure.index, count: 4)
        let after = [text.word(at: measure.unitIndex + 1), text.word(at: measure.unitIndex + 2)]
        // "5 seconds or more", "10 seconds at most", "6 seconds minimum".
        if after[0] == "or" {
            if above.contains(after[1]) || ["over", "above"].contains(after[1]) { return .atLeast }
            if below.contains(after[1]) || ["under", "below"].contains(after[1]) { return .atMost }
        }
        if after == ["at", "least"] || after[0] == "minimum" || after[0] == "min" { return .atLeast }
        if after == ["at", "most"] || after[0] == "maximum" || after[0] == "max" { return .atMost }
        if before.suffix(2) == ["at", "least"] { return .atLeast }
        if before.suffix(2) == ["at", "most"] { return .atMost }
        // "a maximum (allowed) time of 12 seconds", "max 10 s": a limit on a setting.
        let wide = text.words(before: measure.index, count: 7)
        if wide.contains(where: { ["maximum", "max", "longest", "shortest"].contains($0) }) { return .settingLimit }
        if before.contains(where: { ["minimum", "min"].contains($0) }) { return .atLeast }
        // "must not be shorter than 6 seconds", "no longer than 10 seconds", "more than 3 seconds".
        if let than = before.lastIndex(of: "than"), than > before.startIndex {
            let comparative = before[than - 1]
            let position = measure.index - (before.count - (than - 1))
            // "must not be shorter than", "is never on screen longer than": a negation shortly before the comparative.
            let negated = text.words(before: position, count: 4).contains { Lexicon.negators.contains($0) || $0.hasSuffix("n't") }
            if below.contains(comparative) { return negated ? .atLeast : .atMost }
            if above.contains(comparative) { return negated ? .atMost : .atLeast }
        }
        if before.suffix(2) == ["up", "to"] || ["within", "under", "below"].contains(before.last ?? "") { return .atMost }
        return .exact
    }
}
