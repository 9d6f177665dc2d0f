import Foundation
import PackagePlugin

/// Generates code from the Markdown specs a target holds, at build time.
///
/// One build command per spec, with exactly that spec as input and one Swift file as output, so SwiftPM
/// reruns specgen only for a spec that changed. In a library or executable target each spec yields its
/// Swift models, enumerations and behaviour constants; in a test target, its conformance suite (plus the
/// support file every suite shares).
@main
struct SpecGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let specs = module.sourceFiles.map(\.url).filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let tool = try context.tool(named: "specgen").url
        let output = context.pluginWorkDirectoryURL
        let isTest = module.kind == .test
        var commands: [Command] = specs.map { spec in
            let name = spec.deletingPathExtension().lastPathComponent
            let file = output.appendingPathComponent(isTest ? "\(name)ConformanceTests.swift" : "\(name).swift")
            return .buildCommand(
                displayName: "specgen: \(isTest ? "conformance suite" : "models") from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["emit", isTest ? "suite" : "model", spec.path, "--output", file.path],
                inputFiles: [spec],
                outputFiles: [file]
            )
        }
        if isTest {
            let support = output.appendingPathComponent("ConformanceSupport.swift")
            commands.append(
                .buildCommand(
                    displayName: "specgen: conformance support",
                    executable: tool,
                    arguments: ["emit", "support", "--output", support.path],
                    inputFiles: [],
                    outputFiles: [support]
                )
            )
        }
        return commands
    }
}
