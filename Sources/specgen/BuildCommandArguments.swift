import ArgumentParser
import Foundation
import SpecGenCore
import SpecModel

/// The options the commands a build plugin runs share: a configuration file, templates, and which diagnostics.
struct BuildCommandArguments: ParsableArguments {
    @Option(help: "The configuration file whose settings and templates apply (none is looked for).")
    var config: String?

    @Option(help: "Folder of .mustache templates overriding the built-in ones (overrides the configuration's).")
    var templates: String?

    @OptionGroup var output: VerbosityArguments

    @OptionGroup var languages: LanguageArguments

    @Flag(help: "Make every inference, and every element the reader cannot use, an error (overrides the configuration's).")
    var strict = false

    func validate() throws {
        if let config, !FileManagerCheck.exists(config) { throw ValidationError("--config: no such file '\(config)'.") }
        if let templates, !FileManagerCheck.isFolder(templates) { throw ValidationError("--templates: no such folder '\(templates)'.") }
    }

    /// The options from the configuration file and `--templates`; problems in the file end the command (exit 1).
    func resolvedOptions() throws -> GenerationOptions {
        var overrides = GenerationOverrides()
        overrides.configuration = config
        overrides.templates = templates
        overrides.discoversConfiguration = false
        overrides.languages = languages.chosen
        if strict { overrides.strict = true }
        return try overrides.options(reportingProblemsWith: { DiagnosticPrinter.print($0) })
    }

    /// Prints `diagnostics` at the chosen verbosity (a spec in two targets warns once: the second target's
    /// commands run with `--quiet`), and fails on errors.
    func report(_ diagnostics: [Diagnostic]) throws {
        DiagnosticPrinter.print(output.verbosity.filter(diagnostics))
        if diagnostics.containsErrors { throw ExitCode.specErrors }
    }
}
