import SpecModel

/// The names a document gives its own things, so the recognisers can tell who a sentence is about: the
/// component's anatomy parts ("dismiss icon"), its variants ("error", "success") and its own name.
struct RuleVocabulary: Sendable {
    /// Each anatomy part's name as lowercased words (`["dismiss", "icon"]`).
    var parts: [[String]]
    /// Each variant's name as lowercased words, without the component's own name (`["error"]` for "Error banner").
    var variants: [[String]]
    /// Each variant's name as the spec writes it, in the order of `variants`.
    var variantNames: [String]
    /// The component's name as lowercased words (`["snackbar"]`).
    var component: [String]
    /// Every word the document calls its own component by, singular and plural: its name's words, the synonyms it
    /// states ("also called toasts", "snackbar (toast)") and the kind nouns that open several of its statements.
    var ownNames: Set<String>

    /// No document vocabulary: the recognisers rely on the language alone.
    init(
        parts: [[String]] = [],
        variants: [[String]] = [],
        variantNames: [String] = [],
        component: [String] = [],
        synonyms: [String] = []
    ) {
        self.parts = parts
        self.variants = variants
        self.variantNames = variantNames.count == variants.count ? variantNames : variants.map { $0.joined(separator: " ") }
        self.component = component
        ownNames = Self.forms(of: component + synonyms)
    }

    /// Whether the document calls its own component `word` ("toasts" in a snackbar document that says "also called toasts").
    func isOwn(_ word: String) -> Bool { ownNames.contains(word) }

    /// The vocabulary of a parsed document (its anatomy, variants and name).
    init(_ spec: ComponentSpec) {
        // A numeral in a name ("Banner 2") is not a word prose calls the component by ("keeps a 2 pt gap").
        let component = RuleText.wordTexts(of: spec.name).filter { $0.contains(where: \.isLetter) }
        self.component = component
        parts = spec.anatomy.map { RuleText.wordTexts(of: $0.name) }.filter { !$0.isEmpty }
        let named = spec.variants.map { variant in
            (
                variant.name,
                RuleText.wordTexts(of: variant.name).filter { !component.contains($0) && !Lexicon.componentNouns.contains($0) }
            )
        }.filter { !$0.1.isEmpty }
        variants = named.map(\.1)
        variantNames = named.map(\.0)
        let texts = [spec.summary] + spec.statements.map(\.text)
        ownNames = Self.forms(
            of: component + Self.statedSynonyms(in: texts, of: component) + Self.usualSubjects(in: spec.statements, of: component)
        )
    }

    /// A word with its singular and plural ("toast", "toasts").
    private static func forms(of words: [String]) -> Set<String> {
        Set(words.flatMap { word in word.hasSuffix("s") ? [word, String(word.dropLast())] : [word, word + "s"] })
    }

    /// Nouns that name a kind of component, and so may be another name of the document's own.
    private static let kindNouns = Lexicon.componentNouns.union(Lexicon.otherComponentNouns).subtracting([
        "component", "components", "one", "ones",
    ])

    /// Kind nouns the document gives as another name of its own component: "also called toasts", "known as a toast",
    /// "snackbar or toast", "snackbar (toast)".
    private static func statedSynonyms(in texts: [String], of component: [String]) -> [String] {
        let own = forms(of: component)
        var found: [String] = []
        for text in texts {
            // A parenthesis after a name gives another name, as "or" does. (Most texts hold none: no replacing then.)
            let words = RuleText.wordTexts(of: text.utf8.contains(0x28) ? text.replacingOccurrences(of: "(", with: " or ") : text)
            for (index, word) in words.enumerated() {
                // Only these four words can introduce a synonym: the set look-ups below wait for one of them.
                guard word == "or" || word == "as" || word == "called" || word == "aka" else { continue }
                let after = index + 1 < words.count && Lexicon.determiners.contains(words[index + 1]) ? index + 2 : index + 1
                guard after < words.count, kindNouns.contains(words[after]) else { continue }
                let naming =
                    ["called", "aka"].contains(word) || (word == "as" && index > 0 && ["known", "referred"].contains(words[index - 1]))
                let besideName = word == "or" && index > 0 && own.contains(words[index - 1])
                if naming || besideName { found.append(words[after]) }
            }
        }
        return found
    }

    /// Kind nouns that open at least two of the document's statements and at least as many as its own name does ("The
    /// toast …" throughout a page titled "Notification"): the document's word for its component, not another one.
    private static func usualSubjects(in statements: [Statement], of component: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for statement in statements {
            // Only the opening words matter; all of them only when the first few are all determiners.
            var words = RuleText.wordTexts(of: statement.text, limit: 4)
            if words.count == 4, words.allSatisfy(Lexicon.determiners.contains) { words = RuleText.wordTexts(of: statement.text) }
            guard let head = words.first(where: { !Lexicon.determiners.contains($0) }), kindNouns.contains(head) else { continue }
            counts[head.hasSuffix("s") ? String(head.dropLast()) : head, default: 0] += 1
        }
        let name = component.last.map { $0.hasSuffix("s") ? String($0.dropLast()) : $0 }
        let nameCount = name.flatMap { counts[$0] } ?? 0
        return counts.filter { $0.value >= 2 && $0.value >= nameCount }.keys.sorted()
    }

    /// The spec's name of the variant whose one word is `word` ("error" → "Error"), if the spec lists one.
    func variant(named word: String) -> String? {
        variants.firstIndex { $0.count == 1 && $0[0] == word }.map { variantNames[$0] }
    }
}
