import Foundation
import TestSupport

/// Runs the example design system's conformance suites for real, with `swift test --xunit-output`: a scratch
/// package holding the example's component code and tests (Examples/DesignSystem) and, in place of what its build
/// plugin generates, the same files from generated/ (`check` keeps them equal to what the plugin emits). Building it
/// takes a minute or two, not the plugin's full build of specgen, and a mutant is changed in the copy only.
enum ExampleSuiteRun {
    /// Why the run is skipped unless asked for.
    static let absence =
        "skipped: set SPECGEN_EXAMPLE_SUITES=1 to build the example's suites and run them with swift test --xunit-output (a minute or two)"

    /// Whether the run was asked for.
    static var isRequested: Bool { ProcessInfo.processInfo.environment["SPECGEN_EXAMPLE_SUITES"] == "1" }

    /// The results files of one run (XCTest's and Swift Testing's), after `mutate` changed the copied component code
    /// (file name → text).
    static func results(mutating mutate: (inout [String: String]) throws -> Void = { _ in }) throws -> (
        files: [URL], output: String
    ) {
        let root = CommandLineRunner.repositoryRoot
        let example = root.appendingPathComponent("Examples/DesignSystem")
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-example-suites-\(UUID().uuidString)")
        let library = package.appendingPathComponent("Sources/DesignSystem")
        let tests = package.appendingPathComponent("Tests/DesignSystemTests")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        var sources: [String: String] = [:]
        for folder in ["Sources/DesignSystem", "Sources/DesignSystem/Components", "Sources/DesignSystem/Notices"] {
            for url in try swiftFiles(in: example.appendingPathComponent(folder)) {
                sources[url.lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        for url in try swiftFiles(in: root.appendingPathComponent("generated/Swift")) {
            sources[url.deletingPathExtension().lastPathComponent + "+Generated.swift"] = try String(contentsOf: url, encoding: .utf8)
        }
        try mutate(&sources)
        for (name, text) in sources { try Data(text.utf8).write(to: library.appendingPathComponent(name)) }
        for url in try swiftFiles(in: example.appendingPathComponent("Tests/DesignSystemTests"))
            + swiftFiles(in: root.appendingPathComponent("generated/Tests"))
        {
            try FileManager.default.copyItem(at: url, to: tests.appendingPathComponent(url.lastPathComponent))
        }
        try FileManager.default.createSymbolicLink(
            at: tests.appendingPathComponent("specs"),
            withDestinationURL: root.appendingPathComponent("specs")
        )
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "DesignSystem",
                platforms: [.macOS(.v15)],
                targets: [
                    .target(name: "DesignSystem"),
                    .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let results = package.appendingPathComponent("results.xml")
        let run = try CommandLineRunner.runTool(["swift", "test", "--xunit-output", results.path], in: package)
        let files = [results, package.appendingPathComponent("results-swift-testing.xml")].filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        return (files, run.stdout + run.stderr)
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
