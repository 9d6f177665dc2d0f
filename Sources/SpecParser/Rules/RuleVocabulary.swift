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

    /// No document vocabulary: the recognisers rely on the language alone.
    init(parts: [[String]] = [], variants: [[String]] = [], variantNames: [String] = [], component: [String] = []) {
        self.parts = parts
        self.variants = variants
        self.variantNames = variantNames.count == variants.count ? variantNames : variants.map { $0.joined(separator: " ") }
        self.component = component
    }

    /// The vocabulary of a parsed document (its anatomy, variants and name).
    init(_ spec: ComponentSpec) {
        // A numeral in a name ("Banner 2") is not a word prose calls the component by ("keeps a 2 pt gap").
        let component = RuleText.fragment(spec.name).words.map(\.text).filter { $0.contains(where: \.isLetter) }
        self.component = component
        parts = spec.anatomy.map { RuleText.fragment($0.name).words.map(\.text) }.filter { !$0.isEmpty }
        let named = spec.variants.map { variant in
            (
                variant.name,
                RuleText.fragment(variant.name).words.map(\.text).filter { !component.contains($0) && !Lexicon.componentNouns.contains($0) }
            )
        }.filter { !$0.1.isEmpty }
        variants = named.map(\.1)
        variantNames = named.map(\.0)
    }

    /// The spec's name of the variant whose one word is `word` ("error" → "Error"), if the spec lists one.
    func variant(named word: String) -> String? {
        variants.firstIndex { $0.count == 1 && $0[0] == word }.map { variantNames[$0] }
    }
}
