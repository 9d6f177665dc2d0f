import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-component-code [--check] [specgen options]`:
/// regenerates the package's checked-in `generated/` from `specs/`, or with `--check` writes nothing and
/// fails when `generated/` is stale.
@main
struct GenerateComponentCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let check = arguments.contains("--check")
        arguments.removeAll { $0 == "--check" }
        let process = Process()
        process.executableURL = try context.tool(named: "specgen").url
        process.arguments = [check ? "check" : "generate"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error(check ? "generated code is stale or a spec has errors (see above)" : "specgen generate failed (see above)")
            throw GenerationFailed(status: process.terminationStatus)
        }
    }

    struct GenerationFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "specgen exited with status \(status)" }
    }
}
