import SpecEmitters
import SpecModel

/// Finds components whose outputs would collide: the same file or the same declared (Swift type) name.
enum OutputConflicts {
    /// For each component that collides with an earlier one (by path order), the error that says with which.
    static func find(in results: [ComponentResult], outputs registry: OutputRegistry) -> [(
        component: ComponentResult, diagnostic: Diagnostic
    )] {
        var fileOwners: [String: ComponentResult] = [:]
        var typeOwners: [String: ComponentResult] = [:]
        var conflicts: [(ComponentResult, Diagnostic)] = []
        for result in results {
            guard let plan = result.plan else { continue }
            let location = SourceLocation(file: result.documents[0].path, line: 1, column: 1)
            func other(_ owner: ComponentResult) -> [Diagnostic.Note] {
                [.init(message: "the other spec", location: SourceLocation(file: owner.documents[0].path, line: 1, column: 1))]
            }
            var problem: Diagnostic?
            for file in result.files {
                if let owner = fileOwners[file.path], owner.owner != result.owner {
                    problem = .error("this spec and \(owner.paths) both generate '\(file.path)'", at: location, notes: other(owner))
                    break
                }
            }
            var seenHere: Set<String> = []
            let declared = registry.emitters.flatMap { $0.declaredNames(for: plan) }
            for name in declared where problem == nil {
                if !seenHere.insert(name).inserted {
                    problem = .error("this spec declares the Swift type '\(name)' twice", at: location)
                } else if let owner = typeOwners[name] {
                    problem = .error(
                        "this spec and \(owner.paths) both declare the Swift type '\(name)'",
                        at: location,
                        notes: other(owner)
                    )
                }
            }
            if let problem {
                conflicts.append((result, problem))
                continue
            }
            for file in result.files { fileOwners[file.path] = result }
            for name in declared { typeOwners[name] = result }
        }
        return conflicts
    }
}
