import SpecModel

/// A component in `list_components`: its name, summary line, documents, platforms and counts.
struct ComponentSummaryView: Codable, Sendable, Equatable {
    var name: String
    var summary: String
    var documents: [String]
    /// The languages its APIs are documented in (`swift`, `kotlin`).
    var platforms: [String]
    var parameters: Int
    var behaviours: Counts

    /// How many behaviours are in each state.
    struct Counts: Codable, Sendable, Equatable {
        var asserted: Int
        var pending: Int
        var disputed: Int
    }

    init(_ entry: ComponentCatalog.Entry) {
        name = entry.spec.name
        summary = entry.spec.summary
        documents = entry.documents
        platforms = Self.platforms(of: entry.spec)
        parameters = ParameterView.all(of: entry.spec).count
        let states = BehaviourView.all(of: entry).map(\.state)
        behaviours = Counts(
            asserted: states.filter { $0 == "checked" }.count,
            pending: states.filter { $0 == "pending" }.count,
            disputed: states.filter { $0 == "disputed" }.count
        )
    }

    /// The languages of the component's APIs, sorted.
    static func platforms(of spec: ComponentSpec) -> [String] {
        Set(spec.apis.map(\.language).filter { $0 == .swift || $0 == .kotlin }.map(\.rawValue)).sorted()
    }
}
