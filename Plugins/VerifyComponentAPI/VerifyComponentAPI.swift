import Foundation
import PackagePlugin

/// `swift package verify-component-api [--target NAME]… [specgen verify-api options]`: asks SwiftPM for each
/// target's symbol graph and runs `specgen verify-api` on the specs the target holds, reporting every finding
/// through the plugin's `Diagnostics`, so Xcode and SwiftPM show it at the spec's line.
@main
struct VerifyComponentAPI: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        var failed = false
        var verified = 0
        for target in targets {
            guard let module = target as? SwiftSourceModuleTarget, module.kind != .test else { continue }
            let specs = module.sourceFiles.map(\.url).filter { ["md", "mdx"].contains($0.pathExtension) }
            guard !specs.isEmpty else {
                if names.contains(target.name) { Diagnostics.warning("target '\(target.name)' holds no .md specs to verify against") }
                continue
            }
            let graph = try packageManager.getSymbolGraph(
                for: target,
                options: .init(minimumAccessLevel: .public, includeSynthesized: false, includeSPI: false, emitExtensionBlocks: false)
            )
            let configuration = module.directoryURL.appendingPathComponent("specgen.yml")
            var specgenArguments = ["verify-api", "--symbol-graph-dir", graph.directoryURL.path]
            if FileManager.default.fileExists(atPath: configuration.path) { specgenArguments += ["--config", configuration.path] }
            specgenArguments += extractor.remainingArguments + specs.map(\.path)
            let status = try VerifyAPIRun.run(
                tool: try context.tool(named: "specgen").url,
                arguments: specgenArguments,
                in: context.package.directoryURL
            )
            verified += 1
            if status != 0 { failed = true }
        }
        if verified == 0 { Diagnostics.warning("no target with .md specs to verify; name one with --target") }
        if failed { throw VerifyAPIRun.Failure(description: "the code's API differs from its documentation (see above)") }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Xcode gives command plugins no symbol graphs: pass `--symbol-graph-dir` (the folder Build Documentation or
    // `swiftc -emit-symbol-graph` wrote). Not compiled on Linux, where specgen is built and tested.
    extension VerifyComponentAPI: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let specs = context.xcodeProject.targets.flatMap(\.inputFiles).map(\.url).filter { ["md", "mdx"].contains($0.pathExtension) }
            let status = try VerifyAPIRun.run(
                tool: try context.tool(named: "specgen").url,
                arguments: ["verify-api"] + arguments + specs.map(\.path),
                in: context.xcodeProject.directoryURL
            )
            if status != 0 { throw VerifyAPIRun.Failure(description: "the code's API differs from its documentation") }
        }
    }
#endif
