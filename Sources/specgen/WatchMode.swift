import ArgumentParser
import Foundation
import SpecGenCore

/// `--watch` for `generate` and `check`: run, then run again after every change to a spec, a template or
/// `specgen.yml`, until Ctrl-C or SIGTERM, which end the process with status 0 once temporary files are removed.
enum WatchMode {
    /// The line printed after each run, once the watches are in place.
    static let waitingLine = "specgen: watching for changes (Ctrl-C stops)\n"

    /// Runs `once` now and after every change. A run that fails prints its diagnostics and watching goes on; the
    /// writer keeps a failed component's earlier outputs, so the last good output stays.
    static func run(
        _ arguments: GenerationArguments,
        verbosity: Verbosity,
        diagnostics: DiagnosticFormatArguments,
        once: (GenerationOptions) async -> GenerationRun.Report
    ) async throws {
        TemporaryFiles.exitOnInterrupt(status: 0)
        let events: FileEvents
        do {
            events = try FileEvents.open()
        } catch {
            FileHandle.standardError.write(Data("specgen: cannot watch files: \(error)\n".utf8))
            throw ExitCode.specErrors
        }
        while true {
            let options = try? arguments.resolvedOptions(reportingIn: diagnostics)
            // Watched before the run, so a change made while it runs is seen by the next wait.
            events.watch(arguments.overrides.watchedPaths(options))
            if let options { try? await once(options).print(verbosity, diagnosticsIn: diagnostics) }
            if verbosity != .quiet { FileHandle.standardOutput.write(Data(waitingLine.utf8)) }
            guard events.waitForChange() else {
                FileHandle.standardError.write(Data("specgen: cannot read file events any more; stopped watching\n".utf8))
                throw ExitCode.specErrors
            }
        }
    }
}
