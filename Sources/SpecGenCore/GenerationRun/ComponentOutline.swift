import SpecEmitters

/// What the conflict check needs of one planned component: who owns its files, where to point, what it writes and
/// declares. A component reused from the run cache gets it from the cache, one planned now from its result.
struct ComponentOutline: Equatable {
    /// The owner the manifest records (its first document's name).
    var owner: String
    /// Its first document's path as given, where a conflict is reported.
    var firstPath: String
    /// Its documents' paths joined for messages (`specs/a.md + specs/b.md`).
    var paths: String
    /// The paths of the files it produces, in registry order.
    var files: [String]
    /// The names it declares in the namespace every component shares, in registry order.
    var declaredNames: [String]
}

extension ComponentOutline {
    /// The outline of a planned component; nil when it has no plan.
    init?(_ result: ComponentResult, outputs: OutputRegistry) {
        guard let plan = result.plan else { return nil }
        self.init(
            owner: result.owner,
            firstPath: result.documents[0].path,
            paths: result.paths,
            files: result.files.map(\.path),
            declaredNames: outputs.emitters.flatMap { $0.declaredNames(for: plan) }
        )
    }
}
