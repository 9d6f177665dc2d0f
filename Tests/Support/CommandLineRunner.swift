import Foundation

/// Runs the `specgen` executable SwiftPM built beside this test bundle, and the tools tests check its output with
/// (`python3`, `swiftc`), reading standard output and standard error apart.
public struct CommandLineRunner {
    /// What a run printed and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `specgen` executable beside the test bundle.
    public static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("specgen")
    }

    /// Runs `specgen arguments…` in `directory` (the repository root by default).
    public static func run(_ arguments: [String], in directory: URL = repositoryRoot) throws -> Output {
        try run(executable, arguments, in: directory)
    }

    /// Runs a tool found on `PATH` (`["python3", script, …]`), in the test's own folder unless `directory` is given.
    public static func runTool(_ arguments: [String], in directory: URL? = nil) throws -> Output {
        try run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory)
    }

    private static func run(_ executable: URL, _ arguments: [String], in directory: URL?) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes concurrently so a full pipe never blocks the child.
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = stderr.fileHandleForReading.drainToEnd() }
        reader.start()
        let outputData = stdout.fileHandleForReading.drainToEnd()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self)
        )
    }
}
