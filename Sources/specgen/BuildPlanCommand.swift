import ArgumentParser
import Foundation
import SpecGenCore

/// `specgen build-plan`: the build commands for a target's specs, as JSON, for build tool plugins.
struct BuildPlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-plan",
        abstract: "Print the build commands for a target's specs as JSON (used by the build tool plugin).",
        discussion: """
            One command per component and output kind (`emit models` for a library, `emit suites` \
            plus one `emit support` for a test target), each with exactly that component's documents \
            as inputs (the documents `generate` assembles into one component) and one file as output, \
            named so it cannot clash with hand-written files (`banner+Generated.swift`), and one \
            `check-conflicts` over all of them. With --config, every command reads that \
            specgen.yml, and it and its templates are inputs.

            Exit codes: 0 success, 1 the configuration has errors, 2 usage error.
            """
    )

    @Option(help: "What the target is: \(BuildPlan.TargetKind.allCases.map(\.rawValue).joined(separator: " or ")).")
    var target: String

    @Option(help: "The folder the generated files go to.")
    var outputDirectory: String

    @Option(help: "The target's specgen.yml.")
    var config: String?

    @Flag(help: "The commands print errors only (another target that holds the same specs prints their warnings).")
    var errorsOnly = false

    @Argument(help: "The target's Markdown specs.")
    var specs: [String] = []

    func validate() throws {
        guard BuildPlan.TargetKind(rawValue: target) != nil else {
            throw ValidationError("Unknown target kind '\(target)'; use library or tests.")
        }
    }

    func run() async throws {
        var overrides = GenerationOverrides()
        overrides.configuration = config
        overrides.discoversConfiguration = false
        let options = try overrides.options(reportingProblemsWith: { DiagnosticPrinter.print($0) })
        let commands = BuildPlan.commands(
            for: await BuildPlan.components(of: specs, options: options),
            target: BuildPlan.TargetKind(rawValue: target) ?? .library,
            outputDirectory: outputDirectory,
            configuration: config,
            templates: options.templatesDirectory,
            errorsOnly: errorsOnly,
            specsFolder: options.specsFolder(for:)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        FileHandle.standardOutput.write(try encoder.encode(commands) + Data("\n".utf8))
    }
}
