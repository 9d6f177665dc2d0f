import Foundation
import SpecModel

/// One `generate` or `check` run end to end, returning what the command line prints and its status.
public enum GenerationRun {
    /// What a run reports.
    public struct Report: Sendable {
        /// Diagnostics, printed to standard error.
        public var diagnostics: [Diagnostic]
        /// Lines for standard output (summaries; diffs for check).
        public var output: String
        /// Lines for standard output that only `--verbose` prints (each file written or removed).
        public var details: String = ""
        /// The last line, which even `--quiet` prints when the run failed (check's "stale" line).
        public var verdict: String = ""
        /// Whether the run failed (spec errors, write problems, or stale files for check).
        public var failed: Bool
    }

    /// Generates and writes; unchanged files are not touched. When the cache shows that nothing read or written
    /// changed since the last complete run, prints what that run printed instead.
    public static func generate(_ options: GenerationOptions) async -> Report {
        let writer = OutputWriter(path: options.outputDirectory)
        let inputs = RunInputs.of(options)
        if options.usesCache, let inputs, let cache = writer.replay(inputs, exclusive: true) {
            return Report(
                diagnostics: cache.diagnostics,
                output: cache.summary + "0 written, 0 removed, \(cache.fileCount) unchanged\n",
                details: reuseLine,
                failed: cache.failed
            )
        }
        let generation = await Generator.generate(options)
        guard !generation.isAborted else { return Report(diagnostics: generation.allDiagnostics, output: "", failed: true) }
        var output = summary(generation)
        // Recorded only when nothing changed while the run read its inputs (an edit during the run is seen next time).
        let cache = inputs.flatMap { inputs in
            RunInputs.of(options) == inputs ? RunCache(inputs: inputs, generation: generation, summary: output) : nil
        }
        // Planned and applied under the writer's lock, so the counts are what this run did.
        let (changes, problems) = writer.write(generation, recording: cache)
        if problems.isEmpty {
            output += "\(changes.writes.count) written, \(changes.removals.count) removed, \(changes.unchanged.count) unchanged\n"
        }
        let details = changes.writes.map { "wrote \($0.path)\n" }.joined() + changes.removals.map { "removed \($0)\n" }.joined()
        return Report(
            diagnostics: generation.allDiagnostics + problems,
            output: output,
            details: details,
            failed: generation.hasErrors || !problems.isEmpty
        )
    }

    /// Compares without writing; stale, missing and no-longer-produced files are printed as unified diffs.
    /// `regenerate` is the command the user runs to bring the files up to date (the plugin names its own).
    public static func check(_ options: GenerationOptions, regenerate: String = "specgen generate") async -> Report {
        if options.usesCache, let inputs = RunInputs.of(options),
            let cache = OutputWriter(path: options.outputDirectory).replay(inputs, exclusive: false)
        {
            return Report(
                diagnostics: cache.diagnostics,
                output: "",
                details: reuseLine,
                verdict: "\(options.outputDirectory) is up to date with \(options.specsDirectory)\n",
                failed: cache.failed
            )
        }
        let generation = await Generator.generate(options)
        guard !generation.isAborted else { return Report(diagnostics: generation.allDiagnostics, output: "", failed: true) }
        let writer = OutputWriter(path: options.outputDirectory)
        let changes = writer.changes(for: generation)
        let diffs = writer.diffs(for: changes)
        var verdict = ""
        if changes.problems.isEmpty {
            verdict =
                changes.isEmpty
                ? "\(options.outputDirectory) is up to date with \(options.specsDirectory)\n"
                : "\(options.outputDirectory) is stale: run `\(regenerate)` and commit the result\n"
        }
        return Report(
            diagnostics: generation.allDiagnostics + changes.problems,
            output: diffs,
            verdict: verdict,
            failed: generation.hasErrors || !changes.problems.isEmpty || !changes.isEmpty
        )
    }

    /// What `--verbose` prints when a run was replayed from the cache.
    static let reuseLine = "reused \(RunCache.fileName): no spec, template, setting, specgen build or generated file changed\n"

    /// One line per component: what it produced, or that it failed.
    private static func summary(_ generation: Generation) -> String {
        var lines = ""
        // Counted in one pass: filtering all files per component would grow with the square of their count.
        var schemaCounts: [String: Int] = [:]
        for owned in generation.files where owned.file.path.hasPrefix("Schemas/") { schemaCounts[owned.owner, default: 0] += 1 }
        for result in generation.components {
            if result.isIgnored {
                lines += "\(result.paths): not read (<!-- specgen-ignore-file -->)\n"
                continue
            }
            guard let component = result.component, let suite = result.plan?.conformance, !generation.failedSources.contains(result.owner)
            else {
                lines += "\(result.paths): not generated (errors above)\n"
                continue
            }
            let schemas = schemaCounts[result.owner, default: 0]
            lines +=
                "\(result.paths): \(component.name): \(schemas) model\(schemas == 1 ? "" : "s"), "
                + "\(suite.statements.count) statements, \(suite.executableCount) executable checks, \(suite.pendingCount) pending\n"
        }
        return lines
    }
}
