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

            When the languages (--languages, else the configuration's `languages:`) include kotlin, \
            a library also gets `emit kotlin-models` per component (`banner+Generated.kt`) and one \
            `emit kotlin-contract` (`SpecgenContract+Generated.kt`), a test target `emit \
            kotlin-suites` (`banner+ConformanceTest.kt`) and one `emit kotlin-support` \
            (`ConformanceSupport+Generated.kt`). Every command says its file's `language`: a build \
            system runs the commands of the languages it compiles (the SwiftPM plugin, the Swift ones).

            Exit codes: 0 success, 1 the configuration has errors, 2 usage error.
            """
    )

    @Option(help: "What the target is: \(BuildPlan.TargetKind.allCases.map(\.rawValue).joined(separator: " or ")).")
    var target: String

    @Option(help: "The folder the generated files go to.")
    var outputDirectory: String

    @Option(help: "The target's specgen.yml.")
    var config: String?

    @OptionGroup var languages: LanguageArguments

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
        overrides.languages = languages.chosen
        let options = try overrides.options(reportingProblemsWith: { DiagnosticPrinter.print($0) })
        let commands = BuildPlan.commands(
            for: await BuildPlan.components(of: specs, options: options),
            target: BuildPlan.TargetKind(rawValue: target) ?? .library,
            outputDirectory: outputDirectory,
            configuration: config,
            templates: options.templatesDirectory,
            errorsOnly: errorsOnly,
            languages: options.languages,
            languagesArgument: languages.passedOn,
            specsFolder: options.specsFolder(for:)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        FileHandle.standardOutput.write(try encoder.encode(commands) + Data("\n".utf8))
    }
}
