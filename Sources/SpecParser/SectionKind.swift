/// What a section is about, found from its heading by synonyms.
enum SectionKind: String, Equatable {
    case anatomy
    case behaviors
    case variants
    case accessibility
    case api

    /// The kind named by the first heading word that is a known synonym, ignoring case and markup.
    init?(heading: String) {
        let words = heading.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let kind = words.lazy.compactMap({ Self.synonyms[String($0)] }).first else { return nil }
        self = kind
    }

    private static let synonyms: [String: SectionKind] = {
        var table: [String: SectionKind] = [:]
        let groups: [(SectionKind, [String])] = [
            (.anatomy, ["anatomy"]),
            (.behaviors, ["behaviors", "behaviours", "behavior", "behaviour", "interactions", "interaction"]),
            (.variants, ["variants", "variant", "variations", "variation", "types"]),
            (.accessibility, ["accessibility", "a11y"]),
            (.api, ["api", "apis", "methods", "parameters", "properties", "props"]),
        ]
        for (kind, words) in groups {
            for word in words { table[word] = kind }
        }
        return table
    }()
}
