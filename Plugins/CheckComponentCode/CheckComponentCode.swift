import Foundation
import PackagePlugin

/// `swift package check-component-code [--target NAME] [specgen options]`: fails when the checked-in generated
/// code is stale, printing a diff; writes nothing, so it needs no permission.
@main
struct CheckComponentCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ComponentCodeCommand.perform(context: context, arguments: arguments, check: true)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Not compiled on Linux, where specgen is built and tested.
    extension CheckComponentCode: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try ComponentCodeCommand.run(
                tool: try context.tool(named: "specgen").url,
                packageDirectory: context.xcodeProject.directoryURL,
                targets: [],
                arguments: arguments,
                check: true
            )
        }
    }
#endif
