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
            Writes a JSON array (one object per spec, sorted by path, keys sorted) to standard output \
            and diagnostics to standard error. The format is described in docs/ir-json.md.

            Exit codes: 0 no errors (warnings allowed), 1 a spec has errors, 2 usage error.
            """
    )

    @Argument(help: "Markdown spec files to read.")
    var specs: [String]

    @OptionGroup var output: VerbosityArguments
    @OptionGroup var diagnostics: DiagnosticFormatArguments

    @Flag(help: "Make every inference the reader makes an error.")
    var strict = false

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("Name at least one spec file.") }
    }

    func run() async throws {
        let loaded = await SpecLoader.load(specs, inferences: strict ? .errors : .notes)
        diagnostics.print(output.verbosity.filter(loaded.flatMap(\.diagnostics)))
        FileHandle.standardOutput.write(try SpecJSON.encode(loaded.compactMap(\.spec)))
        if loaded.contains(where: \.hasErrors) { throw ExitCode.specErrors }
    }
}
