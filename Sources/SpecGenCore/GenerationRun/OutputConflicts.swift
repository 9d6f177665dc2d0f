import SpecModel

/// Finds components whose outputs would collide: the same file or the same declared (Swift type) name.
enum OutputConflicts {
    /// For each component that collides with an earlier one (by position in `outlines`, which is path order), its
    /// position and the error that says with which.
    static func find(in outlines: [ComponentOutline]) -> [(position: Int, diagnostic: Diagnostic)] {
        var fileOwners: [String: ComponentOutline] = [:]
        var typeOwners: [String: ComponentOutline] = [:]
        var conflicts: [(Int, Diagnostic)] = []
        for (position, outline) in outlines.enumerated() {
            let location = SourceLocation(file: outline.firstPath, line: 1, column: 1)
            func other(_ owner: ComponentOutline) -> [Diagnostic.Note] {
                [.init(message: "the other spec", location: SourceLocation(file: owner.firstPath, line: 1, column: 1))]
            }
            var problem: Diagnostic?
            for file in outline.files {
                if let owner = fileOwners[file], owner.owner != outline.owner {
                    problem = .error("this spec and \(owner.paths) both generate '\(file)'", at: location, notes: other(owner))
                    break
                }
            }
            var seenHere: Set<String> = []
            for name in outline.declaredNames where problem == nil {
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
                conflicts.append((position, problem))
                continue
            }
            for file in outline.files { fileOwners[file] = outline }
            for name in outline.declaredNames { typeOwners[name] = outline }
        }
        return conflicts
    }
}
