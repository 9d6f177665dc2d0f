import ArgumentParser
import Foundation
import SpecGenCore
import SpecParser

/// `specgen dump`: prints the intermediate model as JSON.
struct DumpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the intermediate model of specs as JSON.",
        discussion: """
            Writes a JSON array (one object per document, sorted by path, keys sorted) to standard \
            output and diagnostics to standard error. Documents of one component are assembled as \
            `generate` assembles them: each statement carries its id, a statement the documents \
            disagree on says so (`dispute`), and what was left unread or overridden is listed under \
            `corrections`. With --components, one object per component instead, its documents' \
            elements together. The format is described in docs/ir-json.md.

            Exit codes: 0 no errors (warnings allowed), 1 a spec has errors, 2 usage error.
            """
    )

    @Argument(help: "Markdown spec files to read, or DocC catalogs (*.docc folders).")
    var specs: [String]

    @Option(help: "The configuration file whose ignore: and authoritative: lists apply (default: specgen.yml in the current folder).")
    var config: String?

    @Flag(help: "Print one object per component (its documents assembled into one) instead of one per document.")
    var components = false

    @OptionGroup var output: VerbosityArguments
    @OptionGroup var diagnostics: DiagnosticFormatArguments

    @Flag(help: "Make every inference, and every element the reader cannot use, an error.")
    var strict = false

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("Name at least one spec file.") }
        if let config, !FileManagerCheck.exists(config) { throw ValidationError("--config: no such file '\(config)'.") }
    }

    func run() async throws {
        var overrides = GenerationOverrides()
        overrides.configuration = config
        overrides.strict = strict ? true : nil
        let options = try overrides.options(reportingProblemsWith: { diagnostics.print($0) })
        // A DocC catalog named among the specs: its articles and extension files are read, its resources listed.
        let named = DocumentArguments.expanding(specs)
        guard named.problems.isEmpty else {
            diagnostics.print(named.problems)
            throw ExitCode.specErrors
        }
        let results = await Pipeline.read(named.paths, options: options)
        diagnostics.print(output.verbosity.filter(named.catalogs.flatMap(\.resourceNotes) + results.flatMap(\.diagnostics)))
        let printed =
            components
            ? results.compactMap(\.component)
            : results.flatMap(\.documents).compactMap(\.spec).sorted { $0.source < $1.source }
        FileHandle.standardOutput.write(try SpecJSON.encode(printed))
        if results.contains(where: { $0.diagnostics.containsErrors || $0.documents.contains { $0.spec == nil } }) {
            throw ExitCode.specErrors
        }
    }
}
