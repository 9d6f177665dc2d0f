import ArgumentParser
import SpecGenCore

/// `specgen generate`: writes Swift models and JSON Schemas for every spec.
struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift models, JSON Schemas and conformance suites from the specs.",
        discussion: """
            Writes only files whose bytes change, each atomically, and records the files it owns in \
            specgen-manifest.json. Owned files no spec produces any more are removed; a file specgen \
            did not write is never overwritten. A spec with errors produces nothing and keeps its \
            earlier outputs; the other specs still generate.

            Exit codes: 0 success (warnings allowed), 1 a spec has errors or a file could not be \
            written, 2 usage error.
            """
    )

    @OptionGroup var arguments: GenerationArguments
    @OptionGroup var output: VerbosityArguments
    @OptionGroup var diagnostics: DiagnosticFormatArguments

    @Flag(help: "Run again after every change to a spec, a template or specgen.yml, until Ctrl-C (which exits 0).")
    var watch = false

    func run() async throws {
        if watch {
            return try await WatchMode.run(arguments, verbosity: output.verbosity, diagnostics: diagnostics) { options in
                await GenerationRun.generate(options)
            }
        }
        try await GenerationRun.generate(try arguments.resolvedOptions(reportingIn: diagnostics)).print(
            output.verbosity,
            diagnosticsIn: diagnostics
        )
    }
}
