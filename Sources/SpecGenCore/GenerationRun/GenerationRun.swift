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
        var writer = OutputWriter(path: options.outputDirectory)
        writer.request = Manifest.Request(options)
        let inputs = RunInputs.of(options)
        if options.usesCache, let inputs, let (cache, replay) = writer.cached(inputs, exclusive: true) {
            if replay {
                return Report(
                    diagnostics: cache.diagnostics,
                    output: cache.summary + "0 written, 0 removed, \(cache.fileCount) unchanged\n",
                    details: reuseLine,
                    failed: cache.failed
                )
            }
            if let partial = await ComponentReuse.generate(options, inputs: inputs, cache: cache) {
                let record = partial.cache(for: inputs, options: options)
                let (changes, problems) = writer.write(partial.files, failedSources: partial.failedSources, recording: record)
                // A reused component's file that is not as the cache recorded it: only a full run knows its bytes.
                if changes.unprovable.isEmpty {
                    return report(
                        changes,
                        problems,
                        summary: partial.summary,
                        reuse: partial.reuseLine,
                        diagnostics: partial.allDiagnostics,
                        failed: partial.hasErrors
                    )
                }
            }
        }
        let fingerprint = inputs?.fingerprint
        AllocatorTuning.forStreamingRun()
        var generation = await Generator.generate(options, inputs: consume inputs, keepingComponents: false)
        guard !generation.isAborted else { return Report(diagnostics: generation.allDiagnostics, output: "", failed: true) }
        // The run parsed the fingerprinted bytes; recorded only when the settings and templates, read apart, did not
        // change meanwhile (an edit to a document during the run is seen by the next run, as its hash differs).
        let cache = fingerprint.flatMap { inputs in
            inputs.stillHolds(settingsOf: options) ? RunCache(inputs: inputs, generation: generation) : nil
        }
        let (summary, diagnostics, failed) = (generation.summary, generation.allDiagnostics, generation.hasErrors)
        // The run streamed its components: their files' bytes wait in the run's store, and the writer reads each back
        // when it compares or writes it (the shared files' bytes, made last, are in memory).
        generation.components = []
        let planned = generation.planned ?? PlannedFile.taking(&generation.files)
        generation.planned = nil
        // Planned and applied under the writer's lock, so the counts are what this run did.
        let (changes, problems) = writer.write(planned, failedSources: generation.failedSources, recording: cache)
        return report(changes, problems, summary: summary, reuse: "", diagnostics: diagnostics, failed: failed)
    }

    /// What a generate that wrote `changes` reports.
    private static func report(
        _ changes: OutputChanges,
        _ problems: [Diagnostic],
        summary: String,
        reuse: String,
        diagnostics: [Diagnostic],
        failed: Bool
    ) -> Report {
        var output = summary
        if problems.isEmpty {
            output += "\(changes.writes.count) written, \(changes.removals.count) removed, \(changes.unchanged.count) unchanged\n"
        }
        let details = reuse + changes.writes.map { "wrote \($0.path)\n" }.joined() + changes.removals.map { "removed \($0)\n" }.joined()
        return Report(diagnostics: diagnostics + problems, output: output, details: details, failed: failed || !problems.isEmpty)
    }

    /// Compares without writing; stale, missing and no-longer-produced files are printed as unified diffs, and each is
    /// an error at the file (`staleFiles`), which CI formats show as annotations.
    /// `regenerate` is the command the user runs to bring the files up to date (the plugin names its own).
    public static func check(_ asked: GenerationOptions, regenerate asRun: String = "specgen generate") async -> Report {
        var writer = OutputWriter(path: asked.outputDirectory)
        let request = CheckRequest(asked, recorded: (try? writer.readManifest().get())?.request, regenerate: asRun)
        writer.request = request.recorded
        let (options, regenerate) = (request.options, request.regenerate)
        // One verdict, agreeing with the exit status: files that match specs with errors (`--strict`'s inferences
        // among them) are not "up to date".
        func verdict(_ changes: OutputChanges?, specErrors: Bool) -> String {
            if let changes, !changes.problems.isEmpty { return "" }
            if let changes, !changes.isEmpty { return "\(options.outputDirectory) is stale: run `\(regenerate)` and commit the result\n" }
            if specErrors {
                return "\(options.outputDirectory) matches what \(options.specsDirectory) produces, but the specs have errors (above)\n"
            }
            return "\(options.outputDirectory) is up to date with \(options.specsDirectory)\(request.scope)\n"
        }
        let inputs = RunInputs.of(options)
        if options.usesCache, let inputs, let (cache, replay) = writer.cached(inputs, exclusive: false) {
            if replay {
                return Report(
                    diagnostics: request.diagnostics + cache.diagnostics,
                    output: "",
                    details: reuseLine,
                    verdict: verdict(nil, specErrors: cache.failed),
                    failed: cache.failed
                )
            }
            if let partial = await ComponentReuse.generate(options, inputs: inputs, cache: cache) {
                let changes = request.compared(writer.changes(for: partial.files, failedSources: partial.failedSources))
                if changes.unprovable.isEmpty {
                    return Report(
                        diagnostics: request.diagnostics + partial.allDiagnostics + changes.problems
                            + writer.staleFiles(in: changes, regenerate: regenerate),
                        output: writer.diffs(for: changes),
                        details: partial.reuseLine,
                        verdict: verdict(changes, specErrors: partial.hasErrors),
                        failed: partial.hasErrors || !changes.problems.isEmpty || !changes.isEmpty
                    )
                }
            }
        }
        let generation = await Generator.generate(options, inputs: inputs)
        guard !generation.isAborted else { return Report(diagnostics: generation.allDiagnostics, output: "", failed: true) }
        let changes = request.compared(writer.changes(for: generation))
        return Report(
            diagnostics: request.diagnostics + generation.allDiagnostics + changes.problems
                + writer.staleFiles(in: changes, regenerate: regenerate),
            output: writer.diffs(for: changes),
            verdict: verdict(changes, specErrors: generation.hasErrors),
            failed: generation.hasErrors || !changes.problems.isEmpty || !changes.isEmpty
        )
    }

    /// What `--verbose` prints when a run was replayed from the cache.
    static let reuseLine = "reused \(RunCache.fileName): no spec, template, setting, specgen build or generated file changed\n"
}
