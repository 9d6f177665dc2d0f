import Foundation
import SpecEmitters
import SpecGenCore

/// Compiles generated Swift with the toolchain, in Swift 6 mode with warnings as errors: models as the
/// `ComponentModels` module, the samples against it, and the conformance suites with stub factories.
enum SwiftTypeChecker {
    /// The compiler's complaints, or nil when everything type-checks.
    static func check(_ files: [OwnedFile]) throws -> String? {
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
        let flags = ["-swift-version", "6", "-warnings-as-errors"]
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
        suites.append(stubs.path)
        return try swiftc(flags + ["-typecheck"] + suites)
    }

    private static func swiftc(_ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: data, as: UTF8.self)
    }
}
