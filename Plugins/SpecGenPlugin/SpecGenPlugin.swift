import Foundation
import PackagePlugin

/// Generates code from the Markdown specs a target holds, at build time.
///
/// The plugin only asks `specgen build-plan` which commands to declare (one per spec and output kind, with
/// exactly that spec as input and one file as output), so SwiftPM reruns specgen only for a spec that changed,
/// and file naming lives in specgen with the rest of its outputs. In a library or executable target each spec
/// yields its Swift models, enumerations and behaviour constants; in a test target, its conformance suite
/// (plus the support file every suite shares).
@main
struct SpecGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let specs = module.sourceFiles.map(\.url).filter { ["md", "mdx"].contains($0.pathExtension) }.map(\.path).sorted()
        guard !specs.isEmpty else { return [] }
        let tool = try context.tool(named: "specgen").url
        let plan = try BuildPlanRequest.run(
            tool: tool,
            arguments: [
                "build-plan", "--target", module.kind == .test ? "tests" : "library",
                "--output-directory", context.pluginWorkDirectoryURL.path,
            ] + specs
        )
        return plan.map { command in
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

/// Runs `specgen build-plan` and decodes the commands it prints.
enum BuildPlanRequest {
    struct PlannedCommand: Decodable {
        var displayName: String
        var arguments: [String]
        var inputs: [String]
        var outputs: [String]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(tool: URL, arguments: [String]) throws -> [PlannedCommand] {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
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
        return try JSONDecoder().decode([PlannedCommand].self, from: data)
    }
}
