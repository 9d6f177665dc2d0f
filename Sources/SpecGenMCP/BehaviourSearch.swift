/// `find_behaviour`: documented behaviours whose words match a query, across components, best first.
struct BehaviourSearch {
    /// One behaviour that matched.
    struct Match: Codable, Sendable, Equatable {
        var component: String
        /// How many of the query's words the sentence has.
        var matchedWords: Int
        var behaviour: BehaviourView
    }

    /// `find_behaviour`'s answer.
    struct Report: Codable, Sendable, Equatable {
        var query: String
        var matches: [Match]
        /// Whether more matched than `limit`.
        var truncated: Bool
    }

    static let limit = 50

    /// The behaviours of `catalog` matching `query`: any of its words (a word matches the start of a sentence's word,
    /// so `dismiss` finds "dismissed"), ranked by how many match, then by component and line.
    static func find(_ query: String, in catalog: ComponentCatalog) -> Report {
        let wanted = Set(words(query))
        var matches: [Match] = []
        if !wanted.isEmpty {
            for entry in catalog.entries {
                for behaviour in BehaviourView.all(of: entry) {
                    let have = words(behaviour.sentence + " " + (behaviour.reading.joined(separator: " ")))
                    let count = wanted.filter { word in have.contains { $0.hasPrefix(word) } }.count
                    if count > 0 { matches.append(Match(component: entry.spec.name, matchedWords: count, behaviour: behaviour)) }
                }
            }
        }
        matches.sort { a, b in
            guard a.matchedWords == b.matchedWords else { return a.matchedWords > b.matchedWords }
            return (a.component, a.behaviour.document, a.behaviour.line) < (b.component, b.behaviour.document, b.behaviour.line)
        }
        return Report(query: query, matches: Array(matches.prefix(limit)), truncated: matches.count > limit)
    }

    /// Lowercased words of two letters or more, without the commonest function words.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init).filter {
            $0.count >= 2 && !stopWords.contains($0)
        }
    }

    private static let stopWords: Set<String> = [
        "the", "an", "and", "or", "of", "to", "in", "on", "is", "it", "be", "by", "for", "with", "when", "that", "this",
        "as", "at", "its", "are", "if",
    ]
}
