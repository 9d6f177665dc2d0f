import SpecModel

/// A heading copied from another page folds its document into that page's component, and the component the document
/// describes vanishes: when a group holds a document whose title disagrees with its file name beside one whose file
/// agrees, the first is warned at its file.
enum CopiedHeadings {
    /// The group, with the warning added to each document whose title names another component than its file.
    static func warned(_ group: [(SpecSource, LoadedSpec)]) -> [(SpecSource, LoadedSpec)] {
        guard group.count > 1, group.contains(where: { $0.1.spec?.titleMismatch == nil }) else { return group }
        return group.map { source, loaded in
            guard let mismatch = loaded.spec?.titleMismatch else { return (source, loaded) }
            var warned = loaded
            let location = SourceLocation(file: loaded.path, line: 1, column: 1)
            warned.diagnostics.append(.warning(mismatch, at: location))
            return (source, warned)
        }
    }
}
