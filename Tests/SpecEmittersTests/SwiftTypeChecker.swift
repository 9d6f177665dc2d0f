import Foundation
import SpecEmitters
import SpecGenCore
import TestSupport

/// Compiles generated Swift with the toolchain, in Swift 6 mode with warnings as errors: models as the
/// `ComponentModels` module, the samples against it, and the conformance suites with stub factories.
enum SwiftTypeChecker {
    /// The compiler's complaints, or nil when everything type-checks; `extraFlags` are added to every compile
    /// (`-default-isolation MainActor` checks the code in an app target's default isolation).
    static func check(_ files: [OwnedFile], extraFlags: [String] = [], withFactories: Bool = true) throws -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ prefix: String) throws -> [String] {
            try files.filter { $0.file.path.hasPrefix(prefix) }.map { owned in
                let url = directory.appendingPathComponent(owned.file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(owned.file.contents.utf8).write(to: url)
                return url.path
            }
        }
        let models = try write("Swift/")
        let samples = try write("Samples/")
        var suites = try write("Tests/")
        let flags = ["-swift-version", "6", "-warnings-as-errors"] + extraFlags
        let module = directory.appendingPathComponent("ComponentModels.swiftmodule").path
        if !models.isEmpty,
            let errors = try swiftc(
                flags + ["-parse-as-library", "-module-name", "ComponentModels", "-emit-module", "-emit-module-path", module] + models
            )
        {
            return errors
        }
        if !models.isEmpty, let errors = try swiftc(flags + ["-typecheck", "-I", directory.path] + samples) { return errors }
        // The factories a test target defines; stubs are enough to type-check the suites.
        let harnesses = files.flatMap { owned in
            owned.file.contents.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("protocol "), line.hasSuffix("ConformanceHarness: AnyObject {") else { return nil }
                return String(line.dropFirst("protocol ".count).dropLast(": AnyObject {".count))
            }
        }
        let stubs = directory.appendingPathComponent("Stubs.swift")
        let stubText = harnesses.map { "func make\($0)() -> any \($0) { fatalError() }\n" }.joined()
        try Data(stubText.utf8).write(to: stubs)
        if withFactories { suites.append(stubs.path) }
        return try swiftc(flags + ["-typecheck"] + suites)
    }

    /// Builds the models, the samples and `main` into one executable and runs it: its output, or the complaints.
    static func run(_ files: [OwnedFile], main: String, extraFlags: [String]) throws -> (output: String, succeeded: Bool) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        for (index, owned) in files.enumerated() where owned.file.path.hasPrefix("Swift/") || owned.file.path.hasPrefix("Samples/") {
            // One module: the samples' import of the models module goes.
            let text = owned.file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ComponentModels") }.joined(separator: "\n")
            let url = directory.appendingPathComponent("\(index).swift")
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let mainURL = directory.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainURL)
        let binary = directory.appendingPathComponent("run").path
        if let errors = try swiftc(["-swift-version", "6"] + extraFlags + ["-o", binary] + paths + [mainURL.path]) {
            return (errors, false)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.drainToEnd()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus == 0)
    }

    private static func swiftc(_ arguments: [String]) throws -> String? {
        let run = try CommandLineRunner.runTool(["swiftc"] + arguments)
        return run.status == 0 ? nil : run.stdout + run.stderr
    }
}
