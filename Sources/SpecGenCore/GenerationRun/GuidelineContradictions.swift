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
        analyse(specs.map(Facts.init))
    }

    /// Per component of `facts` (by position): the warnings against it, and what it applies to when it is a guideline.
    static func analyse(_ facts: [Facts]) -> [Reach] {
        // Names are indexed once, so a run of many specs stays linear: each guideline looks up only the names
        // that start with a word of its title, and each target finds its specs by key.
        let index = NameIndex(facts.map(\.words))
        var reaches = [Reach](repeating: Reach(), count: facts.count)
        for (position, guideline) in facts.enumerated() {
            let targets = targets(appliesTo: guideline.appliesTo, title: guideline.words, at: position, in: index)
            guard guideline.appliesTo != nil || !targets.isEmpty else { continue }
            reaches[position].targets = targets.sorted()
            guard !guideline.rules.isEmpty else { continue }
            for target in targets.sorted() {
                for component in index.specs[target, default: []] where component != position {
                    reaches[component].warnings += contradictions(between: facts[component], and: guideline)
                }
            }
        }
        return reaches
    }

    /// What the check reads of a component: its name, what it says it applies to, and its asserted rules with where
    /// each stands. A run keeps this of every component rather than the component itself.
    struct Facts: Sendable {
        /// Its name as written.
        var name: String
        /// Its name as singular lowercase words (`ComponentKey.words`).
        var words: [String]
        /// Its `applies-to` list, as written.
        var appliesTo: [String]?
        /// Each asserted rule of its behaviour and accessibility statements, in statement order, with the place and
        /// text of its statement.
        var rules: [(rule: any RuleValue, location: SourceLocation, text: String)]

        /// What the check reads of `spec`.
        init(_ spec: ComponentSpec) {
            name = spec.name
            words = ComponentKey.words(spec.name)
            appliesTo = spec.appliesTo
            rules = (spec.behaviors + spec.accessibility).flatMap { statement in
                statement.assertedRules.map { ($0.value, spec.location(of: statement), statement.text) }
            }
        }
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

    /// The name keys of the components the spec with `appliesTo` and the title words `title` at `position` applies
    /// to: its `applies-to` list, or the other components its title names when it names two or more.
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
        contradictions(between: Facts(component), and: Facts(guideline))
    }

    /// The warnings where the component of `component` contradicts the guideline of `guideline`, in statement order.
    static func contradictions(between component: Facts, and guideline: Facts) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for own in component.rules {
            guard let other = guideline.rules.first(where: { contradicts(own.rule, $0.rule) }) else { continue }
            found.append(
                .warning(
                    "\(component.name) \(RuleSummary.describe(own.rule)), but the guideline '\(guideline.name)' says it "
                        + RuleSummary.describe(other.rule),
                    at: own.location,
                    notes: [.init(message: "the guideline's rule: \(other.text)", location: other.location)]
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

    private static func key(_ name: String) -> String { ComponentKey.of(name) }
}
