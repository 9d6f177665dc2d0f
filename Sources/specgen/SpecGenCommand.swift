import ArgumentParser
import Foundation
import SpecGenCore

/// The `specgen` command line.
@main
struct SpecGenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specgen",
        abstract: "Generate Swift models, JSON Schemas and conformance tests from Markdown component specs.",
        discussion: """
            Exit codes: 0 success, 1 a spec has errors (or, for check, generated files are stale), \
            2 usage error.
            """,
        version: BuildIdentity.version,
        subcommands: [
            GenerateCommand.self, CheckCommand.self, DumpCommand.self, InitCommand.self, TemplatesCommand.self, EmitCommand.self,
            BuildPlanCommand.self, CheckConflictsCommand.self, ReportCommand.self, VerifyAPICommand.self, MCPCommand.self,
        ]
    )

    /// Runs the command line, mapping argument errors to exit code 2 as documented.
    static func main() async {
        TemporaryFiles.removeOnInterrupt()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitCode.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}

extension ExitCode {
    /// A spec has errors, or output is stale.
    static let specErrors = ExitCode(1)
    /// The command line was wrong.
    static let usage = ExitCode(2)
}
