import ArgumentParser
import Foundation
import SpecGenCore

/// `specgen build-plan`: the build commands for a target's specs, as JSON, for build tool plugins.
struct BuildPlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-plan",
        abstract: "Print the build commands for a target's specs as JSON (used by the build tool plugin).",
        discussion: """
            One command per spec and output kind (`emit models` for a library, `emit suites` plus one \
            `emit support` for a test target), each with exactly one spec as input and one file as \
            output, named so it cannot clash with hand-written files (`banner+Generated.swift`).

            Exit codes: 0 success, 2 usage error.
            """
    )

    @Option(help: "What the target is: \(BuildPlan.TargetKind.allCases.map(\.rawValue).joined(separator: " or ")).")
    var target: String

    @Option(help: "The folder the generated files go to.")
    var outputDirectory: String

    @Option(help: "Folder of .mustache templates the commands render with.")
    var templates: String?

    @Argument(help: "The target's Markdown specs.")
    var specs: [String] = []

    func validate() throws {
        guard BuildPlan.TargetKind(rawValue: target) != nil else {
            throw ValidationError("Unknown target kind '\(target)'; use library or tests.")
        }
    }

    func run() throws {
        let commands = BuildPlan.commands(
            for: specs,
            target: BuildPlan.TargetKind(rawValue: target) ?? .library,
            outputDirectory: outputDirectory,
            templates: templates
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        FileHandle.standardOutput.write(try encoder.encode(commands) + Data("\n".utf8))
    }
}
