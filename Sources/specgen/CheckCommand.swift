import ArgumentParser
import SpecGenCore

/// `specgen check`: fails when the generated files are not what the specs produce.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that the generated files match the specs, writing nothing.",
        discussion: """
            Prints a unified diff for every file that is stale, missing or no longer produced. \
            Use it in CI so a spec edited without regenerating fails the build.

            Exit codes: 0 in sync, 1 stale files or a spec with errors, 2 usage error.
            """
    )

    @OptionGroup var arguments: GenerationArguments
    @OptionGroup var output: VerbosityArguments
    @OptionGroup var diagnostics: DiagnosticFormatArguments

    @Flag(help: "Run again after every change to a spec, a template or specgen.yml, until Ctrl-C (which exits 0).")
    var watch = false

    @Option(help: .hidden)
    var regenerateCommand = "specgen generate"

    func run() async throws {
        if watch {
            return try await WatchMode.run(arguments, verbosity: output.verbosity, diagnostics: diagnostics) { options in
                await GenerationRun.check(options, regenerate: regenerateCommand)
            }
        }
        try await GenerationRun.check(try arguments.resolvedOptions(reportingIn: diagnostics), regenerate: regenerateCommand).print(
            output.verbosity,
            diagnosticsIn: diagnostics
        )
    }
}
