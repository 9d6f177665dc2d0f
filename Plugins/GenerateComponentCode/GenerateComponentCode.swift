import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-component-code [--target NAME] [specgen options]`:
/// regenerates the package's checked-in code (`specs/` → `generated/`, or what a target's `specgen.yml` says).
/// `--check` is accepted for compatibility; `check-component-code` does the same without write permission.
@main
struct GenerateComponentCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let check = arguments.contains("--check")
        arguments.removeAll { $0 == "--check" }
        try ComponentCodeCommand.perform(context: context, arguments: arguments, check: check)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Xcode projects have no targets' folders: the project's specgen.yml (or the defaults) applies. Not compiled on
    // Linux, where specgen is built and tested.
    extension GenerateComponentCode: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try ComponentCodeCommand.run(
                tool: try context.tool(named: "specgen").url,
                packageDirectory: context.xcodeProject.directoryURL,
                targets: [],
                arguments: arguments.filter { $0 != "--check" },
                check: arguments.contains("--check")
            )
        }
    }
#endif
