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
        ownNames = Self.forms(of: Self.naming(component) + synonyms)
    }

    /// Whether the document calls its own component `word` ("toasts" in a snackbar document that says "also called toasts").
    func isOwn(_ word: String) -> Bool { ownNames.contains(word) }

    /// Whether `word` names the component a sentence is about: a common noun for a transient message ("toast",
    /// "message") or one of the document's own names. The one decision every recogniser asks of a subject or object.
    func namesComponent(_ word: String) -> Bool { Lexicon.componentNouns.contains(word) || ownNames.contains(word) }

    /// The vocabulary of a parsed document (its anatomy, variants and name).
    init(_ spec: ComponentSpec) {
        // A numeral in a name ("Banner 2") is not a word prose calls the component by ("keeps a 2 pt gap").
        let component = RuleText.words(of: spec.name).map(\.text).filter { $0.contains(where: \.isLetter) }
        self.component = component
        parts = spec.anatomy.map { RuleText.words(of: $0.name).map(\.text) }.filter { !$0.isEmpty }
        let named = spec.variants.map { variant in
            (
                variant.name,
                RuleText.words(of: variant.name).map(\.text).filter { !component.contains($0) && !Lexicon.componentNouns.contains($0) }
            )
        }.filter { !$0.1.isEmpty }
        variants = named.map(\.1)
        variantNames = named.map(\.0)
        // Split into words once for both searches (the summary, then each statement), without the indexes a whole
        // RuleText builds: these searches read only the words and the gaps between them.
        let texts = ([spec.summary] + spec.statements.map(\.text)).map { (text: $0, words: RuleText.words(of: $0)) }
        ownNames = Self.forms(
            of: Self.naming(component) + Self.statedSynonyms(in: texts, of: component)
                + Self.usualSubjects(in: texts.dropFirst(), of: component)
        )
    }

    /// Words of a name that place or join rather than name ("Bottom sheet", "Tooltip and alert"): prose uses them of
    /// other things ("at the bottom", "and").
    private static let nameQualifiers: Set<String> = [
        "bottom", "top", "side", "left", "right", "the", "and", "or", "of", "with", "for", "a", "an",
    ]

    /// The words of a name the document calls its component by.
    private static func naming(_ component: [String]) -> [String] { component.filter { !nameQualifiers.contains($0) } }

    /// Each word with its singular and plural ("toast", "toasts").
    private static func forms(of words: [String]) -> Set<String> { Set(words.flatMap(Lexicon.numberForms)) }

    /// Nouns that name a kind of component, and so may be another name of the document's own.
    private static let kindNouns = Lexicon.componentNouns.union(Lexicon.otherComponentNouns).subtracting([
        "component", "components", "one", "ones",
    ])

    /// A text with its words, split once for both searches below.
    private typealias SplitText = (text: String, words: [RuleText.Word])

    /// The words that name another name: "called", "aka", "known as", "snackbar or toast".
    private static let synonymCues: Set<String> = ["or", "as", "called", "aka"]

    /// Kind nouns the document gives as another name of its own component: "also called toasts", "known as a toast",
    /// "snackbar or toast", "snackbar (toast)".
    private static func statedSynonyms(in texts: [SplitText], of component: [String]) -> [String] {
        let own = forms(of: component)
        var found: [String] = []
        for (text, tokens) in texts {
            let words = tokens.map(\.text)
            for (index, word) in words.enumerated() {
                // Only these words can introduce a synonym: the set look-ups below wait for one of them.
                guard synonymCues.contains(word) || own.contains(word) else { continue }
                let after = index + 1 < words.count && Lexicon.determiners.contains(words[index + 1]) ? index + 2 : index + 1
                guard after < words.count, kindNouns.contains(words[after]) else { continue }
                let naming =
                    ["called", "aka"].contains(word) || (word == "as" && index > 0 && ["known", "referred"].contains(words[index - 1]))
                let besideName = word == "or" && index > 0 && own.contains(words[index - 1])
                // A parenthesis after a name gives another name, as "or" does: "snackbar (toast)".
                let bracketed =
                    own.contains(word) && index + 1 < tokens.count
                    && text[tokens[index].range.upperBound..<tokens[index + 1].range.lowerBound].contains("(")
                if naming || besideName || bracketed { found.append(words[after]) }
            }
        }
        return found
    }

    /// Kind nouns that open at least two of the document's statements and at least as many as its own name does ("The
    /// toast …" throughout a page titled "Notification"): the document's word for its component, not another one.
    private static func usualSubjects(in statements: ArraySlice<SplitText>, of component: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for statement in statements {
            guard let head = statement.words.lazy.map(\.text).first(where: { !Lexicon.determiners.contains($0) }), kindNouns.contains(head)
            else { continue }
            counts[Lexicon.singular(head), default: 0] += 1
        }
        let name = component.last.map(Lexicon.singular)
        let nameCount = name.flatMap { counts[$0] } ?? 0
        return counts.filter { $0.value >= 2 && $0.value >= nameCount }.keys.sorted()
    }

    /// The spec's name of the variant whose one word is `word` ("error" → "Error"), if the spec lists one.
    func variant(named word: String) -> String? {
        variants.firstIndex { $0.count == 1 && $0[0] == word }.map { variantNames[$0] }
    }
}
