import Foundation
import TestSupport
import Testing

/// Symbol graphs made by `swiftc -emit-symbol-graph` from a few source files: seconds, where building a
/// package would take minutes.
enum SymbolGraphFixture {
    /// The repository's root folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fresh temporary folder.
    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Compiles `sources` (file name → text) as `module` and returns the folder holding its symbol graph.
    static func graph(module: String, sources: [String: String]) throws -> URL {
        let folder = try temporaryFolder("graph")
        let sourceFolder = folder.appendingPathComponent("Sources")
        let graphFolder = folder.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: graphFolder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = sourceFolder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let run = try CommandLineRunner.runTool(
            [
                "swiftc", "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                "-emit-symbol-graph", "-emit-symbol-graph-dir", graphFolder.path,
            ] + paths
        )
        try #require(run.status == 0, "swiftc failed: \(run.stderr)")
        return graphFolder
    }

    /// The example package's component code and the generated banner enumerations it uses, by file name.
    static func exampleSources() throws -> [String: String] {
        let components = repositoryRoot.appendingPathComponent("Examples/DesignSystem/Sources/DesignSystem/Components")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: components.path) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOf: components.appendingPathComponent(name), encoding: .utf8)
        }
        sources["Banner+Generated.swift"] = try String(
            contentsOf: repositoryRoot.appendingPathComponent("generated/Swift/Banner.swift"),
            encoding: .utf8
        )
        return sources
    }

    /// `text` with `old` replaced by `new`, failing the test when `old` is not there exactly once.
    static func replacing(_ old: String, with new: String, in text: String) throws -> String {
        try #require(text.components(separatedBy: old).count == 2, "'\(old)' must occur exactly once")
        return text.replacingOccurrences(of: old, with: new)
    }
}
