import SpecEmitters
import SpecModel

/// Finds specs whose outputs would collide: the same file or the same declared (Swift type) name.
enum OutputConflicts {
    /// For each spec that collides with an earlier one (by path order), the error that says with which.
    static func find(in outputs: [SpecResult], outputs registry: OutputRegistry) -> [(sourceName: String, diagnostic: Diagnostic)] {
        var fileOwners: [String: SpecResult] = [:]
        var typeOwners: [String: SpecResult] = [:]
        var conflicts: [(String, Diagnostic)] = []
        for output in outputs {
            guard let plan = output.plan else { continue }
            let location = SourceLocation(file: output.loaded.path, line: 1, column: 1)
            var problem: Diagnostic?
            for file in output.files {
                if let other = fileOwners[file.path], other.sourceName != output.sourceName {
                    problem = .error(
                        "this spec and \(other.loaded.path) both generate '\(file.path)'",
                        at: location,
                        notes: [.init(message: "the other spec", location: SourceLocation(file: other.loaded.path, line: 1, column: 1))]
                    )
                    break
                }
            }
            var seenHere: Set<String> = []
            let declared = registry.emitters.flatMap { $0.declaredNames(for: plan) }
            for name in declared where problem == nil {
                if !seenHere.insert(name).inserted {
                    problem = .error("this spec declares the Swift type '\(name)' twice", at: location)
                } else if let other = typeOwners[name] {
                    problem = .error(
                        "this spec and \(other.loaded.path) both declare the Swift type '\(name)'",
                        at: location,
                        notes: [.init(message: "the other spec", location: SourceLocation(file: other.loaded.path, line: 1, column: 1))]
                    )
                }
            }
            if let problem {
                conflicts.append((output.sourceName, problem))
                continue
            }
            for file in output.files { fileOwners[file.path] = output }
            for name in declared { typeOwners[name] = output }
        }
        return conflicts
    }
}
