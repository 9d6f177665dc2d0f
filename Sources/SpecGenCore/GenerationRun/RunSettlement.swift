import SpecEmitters
import SpecModel

/// The steps of a `generate` or `check` run that look across components, taken over every component's record in
/// path order: conflicts between outputs, guideline warnings (found per component, kept on the records), unused
/// `ignore:` entries, which components produce files, the shared files' parts, and the summary. Full runs and runs
/// that reuse components from the cache both settle through it, so they print and produce the same.
struct RunSettlement {
    /// The names of the documents of components that have errors or lost a conflict.
    var failedSources: Set<String>
    /// The run's own diagnostics (template warnings, conflicts, guideline warnings, unused `ignore:` entries),
    /// sorted by location.
    var diagnostics: [Diagnostic]
    /// The positions of the components whose files the run produces.
    var succeeded: [Int]

    /// Settles `records`, adding `warnings` (from loading templates) and checking `ignore` against what was used.
    init(_ records: [ComponentRecord], warnings: [Diagnostic], ignore: [ListedValue]) {
        var failed = Set(records.filter { !$0.isIgnored && !$0.isPlanned }.flatMap(\.names))
        var diagnostics = warnings
        let planned = records.indices.filter { records[$0].isPlanned }
        let conflicts = OutputConflicts.find(in: planned.compactMap { records[$0].outline })
        for (position, diagnostic) in conflicts {
            failed.formUnion(records[planned[position]].names)
            diagnostics.append(diagnostic)
        }
        diagnostics += records.flatMap(\.contradictions)
        let used = records.reduce(into: Set<String>()) { $0.formUnion($1.usedIgnores) }
        for entry in ignore where !used.contains(entry.value) {
            diagnostics.append(.warning("ignore entry '\(entry.value)' matches no statement of the specs", at: entry.location))
        }
        failedSources = failed
        // Stable, so diagnostics at one place keep the order they were found in.
        self.diagnostics = diagnostics.sorted { $0.location < $1.location }
        succeeded = planned.filter { !failed.contains(records[$0].owner) }
    }

    /// Every part of `kind` the components that produce files contribute, in path order.
    func sharedParts(_ kind: String, of records: [ComponentRecord]) -> [SharedPart] {
        succeeded.compactMap { records[$0].sharedParts[kind] }
    }

    /// One line per component: what it produced, or that it failed or was left unread.
    func summary(of records: [ComponentRecord]) -> String {
        records.map { $0.summaryLine(failed: failedSources.contains($0.owner)) }.joined()
    }
}
