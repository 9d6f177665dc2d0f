import Foundation
import TestSupport
import Testing

/// The plugins' code type-checks against the toolchain's PackagePlugin module, so a change to it (such as which
/// build-plan commands `SpecGenPlugin` declares) is checked by `swift test`, not only when a package builds with it.
@Suite struct PluginSourceTests {
    /// The toolchain's PackagePlugin module folder, or nil (and why) when it cannot be found.
    private static let pluginAPI: (folder: String?, reason: String) = {
        guard let info = try? CommandLineRunner.runTool(["swift", "-print-target-info"]), info.status == 0,
            let json = try? JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any],
            let paths = json["paths"] as? [String: Any], let runtime = paths["runtimeResourcePath"] as? String
        else { return (nil, "skipped: `swift -print-target-info` gives no runtime resource path") }
        let folder = (runtime as NSString).appendingPathComponent("pm/PluginAPI")
        guard FileManager.default.fileExists(atPath: folder) else { return (nil, "skipped: no PackagePlugin module at \(folder)") }
        return (folder, "")
    }()

    @Test(.enabled(if: pluginAPI.folder != nil, Comment(rawValue: pluginAPI.reason)))
    func everyPluginTypeChecks() throws {
        let plugins = CommandLineRunner.repositoryRoot.appendingPathComponent("Plugins")
        let folders = try FileManager.default.contentsOfDirectory(atPath: plugins.path).sorted()
        #expect(folders.contains("SpecGenPlugin"))
        for folder in folders {
            let directory = plugins.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { directory.appendingPathComponent($0).path }
            let run = try CommandLineRunner.runTool(
                ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-package-description-version", "6.1", "-I"]
                    + [Self.pluginAPI.folder ?? ""] + files
            )
            #expect(run.status == 0, "\(folder): \(run.stderr)")
        }
    }
}
