import SpecModel
import SpecParser

/// Finds where a component's own rule contradicts a guideline document that applies to it.
///
/// A guideline is a spec whose front matter lists `applies-to: [snackbar, toast]`, or whose title names two or more
/// of the run's other components ("Toast, snackbar and banner accessibility"). Where the component says one thing
/// and the guideline another (it dismisses itself after 7 s; the guideline says it must not leave on a timer), the
/// run warns at the component's statement with a note at the guideline's.
public enum GuidelineContradictions {
    /// The warnings for every component a guideline among `specs` applies to, component by component.
    public static func find(in specs: [ComponentSpec]) -> [Diagnostic] {
        analyse(specs).flatMap(\.warnings)
    }

    /// What the check finds for one component.
    struct Reach: Equatable {
        /// The warnings at its statements: guideline by guideline in position order, each in statement order.
        var warnings: [Diagnostic] = []
        /// When it is a guideline (it has `applies-to`, or its title names two or more other components), the name
        /// keys it applies to, sorted; nil otherwise.
        var targets: [String]?
    }

    /// Per spec of `specs` (by position): the warnings against it, and what it applies to when it is a guideline.
    static func analyse(_ specs: [ComponentSpec]) -> [Reach] {
        // Names are indexed once, so a run of many specs stays linear: each guideline looks up only the names
        // that start with a word of its title, and each target finds its specs by key.
        let index = NameIndex(specs.map { ComponentKey.words($0.name) })
        var reaches = [Reach](repeating: Reach(), count: specs.count)
        for (position, guideline) in specs.enumerated() {
            let targets = targets(of: guideline, at: position, in: index)
            guard guideline.appliesTo != nil || !targets.isEmpty else { continue }
            reaches[position].targets = targets.sorted()
            guard !located(guideline).isEmpty else { continue }
            for target in targets.sorted() {
                for component in index.specs[target, default: []] where component != position {
                    reaches[component].warnings += contradictions(between: specs[component], and: guideline)
                }
            }
        }
        return reaches
    }

    /// Every spec's name as singular lowercase words, and the specs by that key.
    struct NameIndex {
        /// Spec positions by name key (`toast`, `snackbar stack`).
        var specs: [String: [Int]] = [:]
        /// Name keys by their first word, with their words.
        var byFirstWord: [String: [(key: String, words: [String])]] = [:]

        /// The index of every spec's name, given as its words (`ComponentKey.words`), by position.
        init(_ names: [[String]]) {
            for (position, parts) in names.enumerated() {
                guard let first = parts.first else { continue }
                let key = parts.joined(separator: " ")
                if specs[key] == nil { byFirstWord[first, default: []].append((key, parts)) }
                specs[key, default: []].append(position)
            }
        }
    }

    /// The name keys of the components the guideline at `position` applies to: its `applies-to` list, or the
    /// other components its title names when it names two or more.
    static func targets(of guideline: ComponentSpec, at position: Int, in index: NameIndex) -> Set<String> {
        targets(appliesTo: guideline.appliesTo, title: ComponentKey.words(guideline.name), at: position, in: index)
    }

    /// The name keys a spec with `appliesTo` and the title words `title` at `position` applies to (`targets(of:)`).
    static func targets(appliesTo: [String]?, title: [String], at position: Int, in index: NameIndex) -> Set<String> {
        if let explicit = appliesTo { return Set(explicit.map(key)) }
        var named: Set<String> = []
        for start in title.indices {
            for candidate in index.byFirstWord[title[start], default: []]
            where title.count - start >= candidate.words.count
                && Array(title[start..<(start + candidate.words.count)]) == candidate.words
                && index.specs[candidate.key, default: []].contains(where: { $0 != position })
            {
                named.insert(candidate.key)
            }
        }
        return named.count >= 2 ? named : []
    }

    /// The warnings where `component` contradicts `guideline`, in statement order.
    static func contradictions(between component: ComponentSpec, and guideline: ComponentSpec) -> [Diagnostic] {
        let own = located(component)
        let rules = located(guideline)
        var found: [Diagnostic] = []
        for (rule, statement) in own {
            guard let (other, place) = rules.first(where: { contradicts(rule, $0.rule) }) else { continue }
            found.append(
                .warning(
                    "\(component.name) \(RuleSummary.describe(rule)), but the guideline '\(guideline.name)' says it "
                        + RuleSummary.describe(other),
                    at: component.location(of: statement),
                    notes: [.init(message: "the guideline's rule: \(place.text)", location: guideline.location(of: place))]
                )
            )
        }
        return found
    }

    /// Whether a component's rule and a guideline's rule cannot both hold. Conditional timings are left alone:
    /// they may describe a case the guideline does not.
    private static func contradicts(_ own: any RuleValue, _ guide: any RuleValue) -> Bool {
        switch (own, guide) {
        case (let timing as AutoDismissRule, is PersistentRule): timing.condition == nil
        case (is PersistentRule, let timing as AutoDismissRule): timing.condition == nil
        case (let mine as AutoDismissRule, let theirs as AutoDismissRule):
            mine.condition == nil && theirs.condition == nil && !mine.atLeast && !theirs.atLeast && !mine.atMost && !theirs.atMost
                && (mine.seconds < theirs.seconds || mine.seconds > (theirs.maximumSeconds ?? theirs.seconds))
        case (let mine as MaxLinesRule, let theirs as MaxLinesRule): mine.lines > theirs.lines
        case (let mine as AnnounceRule, let theirs as AnnounceRule):
            mine.movesFocus != nil && theirs.movesFocus != nil && mine.movesFocus != theirs.movesFocus
        case (let mine as MaxVisibleRule, let theirs as MaxVisibleRule):
            if case .count(let a) = mine.limit, case .count(let b) = theirs.limit { a > b } else { false }
        default: false
        }
    }

    private static func located(_ spec: ComponentSpec) -> [(rule: any RuleValue, statement: Statement)] {
        (spec.behaviors + spec.accessibility).flatMap { statement in statement.assertedRules.map { ($0.value, statement) } }
    }

    private static func key(_ name: String) -> String { ComponentKey.of(name) }
}
