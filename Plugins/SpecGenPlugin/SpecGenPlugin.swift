import Foundation
import PackagePlugin

/// Generates code from the Markdown specs a target holds, at build time.
///
/// The plugin only asks `specgen build-plan` which commands to declare (one per spec and output kind, with
/// exactly that spec as input and one file as output, plus a conflict check per target), so SwiftPM reruns
/// specgen only for a spec that changed, and file naming lives in specgen with the rest of its outputs. A
/// `specgen.yml` in the target's folder applies to its commands (settings and templates), and is an input.
/// It declares the plan's Swift commands only: the Kotlin ones (`languages: [swift, kotlin]`) are for a build that
/// compiles Kotlin.
@main
struct SpecGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let specs = module.sourceFiles.map(\.url).filter(BuildPlanRequest.isSpec)
        guard !specs.isEmpty else { return [] }
        let isTest = module.kind == .test
        // A spec linked into a library and its test target warns through the library's commands only.
        let reportedElsewhere: Set<String> =
            isTest
            ? Set(
                context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
                    .flatMap { $0.sourceFiles.map(\.url).filter(BuildPlanRequest.isSpec).map(BuildPlanRequest.realPath) }
            ) : []
        let configuration = module.directoryURL.appendingPathComponent("specgen.yml")
        return try BuildPlanRequest.commands(
            tool: try context.tool(named: "specgen").url,
            specs: specs,
            isTest: isTest,
            workDirectory: context.pluginWorkDirectoryURL,
            configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil,
            errorsOnly: specs.allSatisfy { reportedElsewhere.contains(BuildPlanRequest.realPath($0)) }
        )
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Xcode projects take the same path as SwiftPM targets. This cannot be compiled on Linux, where specgen
    // is built and tested; it is kept to the few lines that differ.
    extension SpecGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let specs = files.filter(BuildPlanRequest.isSpec)
            guard !specs.isEmpty else { return [] }
            var isTest = false
            if case .other(let identifier)? = target.product?.kind { isTest = identifier.contains("test") }
            let projectConfiguration = context.xcodeProject.directoryURL.appendingPathComponent("specgen.yml")
            let configuration =
                files.first { $0.lastPathComponent == "specgen.yml" }
                ?? (FileManager.default.fileExists(atPath: projectConfiguration.path) ? projectConfiguration : nil)
            return try BuildPlanRequest.commands(
                tool: try context.tool(named: "specgen").url,
                specs: specs,
                isTest: isTest,
                workDirectory: context.pluginWorkDirectoryURL,
                configuration: configuration,
                errorsOnly: false
            )
        }
    }
#endif

/// Runs `specgen build-plan` and turns what it prints into build commands: the one code path of both plugins.
enum BuildPlanRequest {
    private struct PlannedCommand: Decodable {
        var displayName: String
        var arguments: [String]
        var inputs: [String]
        var outputs: [String]
        /// The language of the file (absent from plans of specgen before Kotlin: Swift).
        var language: String?
    }

    private struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether a file is a component spec.
    static func isSpec(_ url: URL) -> Bool { ["md", "mdx"].contains(url.pathExtension) }

    /// The file's path with links resolved, to see one spec reached through two targets' links.
    static func realPath(_ url: URL) -> String { url.resolvingSymlinksInPath().path }

    static func commands(tool: URL, specs: [URL], isTest: Bool, workDirectory: URL, configuration: URL?, errorsOnly: Bool) throws
        -> [Command]
    {
        var arguments = ["build-plan", "--target", isTest ? "tests" : "library", "--output-directory", workDirectory.path]
        if let configuration { arguments += ["--config", configuration.path] }
        if errorsOnly { arguments.append("--errors-only") }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments + specs.map(\.path).sorted()
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "specgen build-plan failed: " + String(decoding: message, as: UTF8.self))
        }
        let planned = try JSONDecoder().decode([PlannedCommand].self, from: data)
        // SwiftPM compiles Swift only, and would bundle any other file a build command writes as a resource of the
        // target: Kotlin files (`languages: [swift, kotlin]`) are left to `specgen generate` and the Android build.
        let swift = planned.filter { ($0.language ?? "swift") == "swift" }
        if swift.count < planned.count {
            Diagnostics.remark(
                "specgen: \(planned.count - swift.count) Kotlin file(s) of the build plan are not generated at build time (SwiftPM compiles Swift only); run `specgen generate` for them"
            )
        }
        return swift.map { command in
            .buildCommand(
                displayName: command.displayName,
                executable: tool,
                arguments: command.arguments,
                inputFiles: command.inputs.map { URL(fileURLWithPath: $0) },
                outputFiles: command.outputs.map { URL(fileURLWithPath: $0) }
            )
        }
    }
}
