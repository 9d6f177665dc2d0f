import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `specgen` process started in the background, so a test can lock, signal or race it.
final class BackgroundRun: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var stdoutData = Data()
    private var stderrData = Data()
    private var readers: [Thread] = []

    /// Starts `executable arguments…` in `directory` with extra environment variables.
    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:], executable: URL = CommandLineRunner.executable)
        throws
    {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        for (pipe, isError) in [(stdout, false), (stderr, true)] {
            let thread = Thread { [self] in
                while true {
                    let chunk = pipe.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    lock.lock()
                    if isError { stderrData.append(chunk) } else { stdoutData.append(chunk) }
                    lock.unlock()
                }
            }
            thread.start()
            readers.append(thread)
        }
    }

    /// Standard error so far.
    var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: stderrData, as: UTF8.self)
    }

    /// Standard output so far.
    var stdout: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: stdoutData, as: UTF8.self)
    }

    /// How the process ended.
    struct Ending {
        var status: Int32
        var signal: Int32?
        var timedOut: Bool
    }

    /// Waits for the end, killing the process after `timeout` seconds.
    func finish(timeout: Double = 60) -> Ending {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        while readers.contains(where: { !$0.isFinished }) { Thread.sleep(forTimeInterval: 0.001) }
        let signaled = process.terminationReason == .uncaughtSignal
        return Ending(status: process.terminationStatus, signal: signaled ? process.terminationStatus : nil, timedOut: timedOut)
    }

    /// Waits until `condition` holds, for at most `timeout` seconds.
    static func wait(timeout: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }
}

/// A scratch project for command-line runs: `specs/` and, once generated, `generated/`.
struct Project {
    let root: URL
    var specs: URL { root.appendingPathComponent("specs") }
    var output: URL { root.appendingPathComponent("generated") }

    static let counter = "# Counter\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n"
    static let badge = "# Badge\n\n## API\n\n```swift\ninit(label: String)\n```\n"
    static let chip = "# Chip\n\n## API\n\n```swift\ninit(selected: Bool = false)\n```\n"

    init(_ specs: [String: String] = ["counter.md": Project.counter]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try set(specs)
    }

    /// Replaces the specs with exactly these files.
    func set(_ files: [String: String]) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: specs.path) {
            try FileManager.default.removeItem(at: specs.appendingPathComponent(name))
        }
        for (name, text) in files { try Data(text.utf8).write(to: specs.appendingPathComponent(name)) }
    }

    /// Every file below `folder` (hidden ones included) with its contents, relative.
    static func files(in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path) ?? Data()
            }
        }
        return files
    }

    var outputFiles: [String: Data] { Self.files(in: output) }

    /// The output folder without `.specgen-cache.jsonl`, which names the project's folder and so differs between projects.
    var outputFilesButTheCache: [String: Data] { outputFiles.filter { $0.key != ".specgen-cache.jsonl" } }

    /// Temporary files anywhere below the output folder.
    var temporaryFiles: [String] { outputFiles.keys.filter { $0.hasSuffix(".tmp") }.sorted() }

    /// Whether the manifest parses and lists exactly the files on disk (besides itself).
    var manifestAgreesWithDisk: Bool {
        guard let data = outputFiles["specgen-manifest.json"],
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let listed = json["files"] as? [String: String]
        else { return false }
        return Set(listed.keys) == Set(outputFiles.keys).subtracting(["specgen-manifest.json", ".specgen-cache.jsonl"])
    }

    func generate(environment: [String: String] = [:]) throws -> (BackgroundRun.Ending, BackgroundRun) {
        let run = try BackgroundRun(["generate"], in: root, environment: environment)
        return (run.finish(), run)
    }
}

/// One writer at a time, recovery from a run killed at any step, and temporary files that never linger.
@Suite struct WriterProcessTests {
    @Test func aSecondRunWaitsForTheOneHoldingTheOutputFolder() throws {
        let project = try Project()
        try FileManager.default.createDirectory(at: project.output, withIntermediateDirectories: true)
        let folder = open(project.output.path, O_RDONLY | O_DIRECTORY)
        #expect(folder >= 0)
        #expect(flock(folder, LOCK_EX) == 0)
        let run = try BackgroundRun(["generate"], in: project.root)
        let announced = BackgroundRun.wait(timeout: 20) { run.stderr.contains("waiting for another specgen run") }
        #expect(announced, "stderr: \(run.stderr)")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(run.process.isRunning, "the run must wait while another holds the output folder")
        #expect(project.outputFiles.isEmpty, "nothing may be written while another run holds the folder")
        flock(folder, LOCK_UN)
        close(folder)
        let ending = run.finish()
        #expect(ending.status == 0 && ending.signal == nil, "\(run.stderr)")
        #expect(project.outputFiles["Swift/Counter.swift"] != nil)
    }

    @Test func parallelRunsLeaveTheManifestAndTheDiskInAgreement() throws {
        let project = try Project()
        let variants: [[String: String]] = [
            ["counter.md": Project.counter, "badge.md": Project.badge],
            ["counter.md": Project.counter.replacingOccurrences(of: "= 1", with: "= 2"), "chip.md": Project.chip],
            ["counter.md": Project.counter.replacingOccurrences(of: "= 1", with: "= 3")],
        ]
        var disagreements = 0
        var failedRuns = 0
        for round in 0..<9 {
            try project.set(variants[round % variants.count])
            let runs = try (0..<6).map { _ in try BackgroundRun(["generate"], in: project.root) }
            failedRuns += runs.map { $0.finish() }.filter { $0.status != 0 || $0.signal != nil }.count
            if !project.manifestAgreesWithDisk || !project.temporaryFiles.isEmpty { disagreements += 1 }
            let (settle, run) = try project.generate()
            #expect(settle.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasSuffix("0 written, 0 removed, \(project.outputFilesButTheCache.count - 1) unchanged\n"), "\(run.stdout)")
        }
        #expect(disagreements == 0, "rounds where the manifest disagreed with the disk")
        #expect(failedRuns == 0, "runs that failed")
    }

    /// After the kill the next run sees either the same specs or the earlier ones again; either way it must
    /// reach exactly what a clean run writes, so files the killed run created are still known as specgen's.
    @Test(arguments: ["same specs", "earlier specs"])
    func aRunKilledAtAnyStepIsRecoveredByTheNextRun(_ recovery: String) throws {
        let before = ["counter.md": Project.counter, "badge.md": Project.badge]
        let after = ["counter.md": Project.counter.replacingOccurrences(of: "= 1", with: "= 2"), "chip.md": Project.chip]
        let reference = try Project(recovery == "same specs" ? after : before)
        #expect(try reference.generate().0.status == 0)
        let expected = reference.outputFilesButTheCache
        var killed = 0
        for step in 1...60 {
            let project = try Project(before)
            #expect(try project.generate().0.status == 0)
            try project.set(after)
            let (ending, _) = try project.generate(environment: ["SPECGEN_FAULT_INJECTION": "kill-at-step=\(step)"])
            if ending.signal == nil { break }
            killed += 1
            #expect(ending.signal == SIGKILL)
            let manifest = project.outputFiles["specgen-manifest.json"] ?? Data()
            #expect((try? JSONSerialization.jsonObject(with: manifest)) != nil, "step \(step): the manifest must parse")
            if recovery == "earlier specs" { try project.set(before) }
            let (next, run) = try project.generate()
            #expect(next.status == 0, "step \(step): \(run.stderr)")
            #expect(project.outputFilesButTheCache == expected, "step \(step): the next run must reach the clean result")
        }
        #expect(killed >= 8, "every write, rename and removal is a step; \(killed) were interrupted")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedRunLeavesNoTemporaryFile(_ interrupt: Int32) throws {
        let project = try Project()
        let run = try BackgroundRun(["generate"], in: project.root, environment: ["SPECGEN_FAULT_INJECTION": "pause-at-step=1"])
        let paused = BackgroundRun.wait(timeout: 30) { !project.temporaryFiles.isEmpty }
        #expect(paused, "the run should pause with a temporary file written")
        kill(run.process.processIdentifier, interrupt)
        let ending = run.finish()
        #expect(ending.signal == interrupt)
        #expect(project.temporaryFiles.isEmpty, "\(project.temporaryFiles)")
        #expect(try project.generate().0.status == 0)
    }

    @Test func aKilledRunsTemporaryFilesAreSweptByTheNextRun() throws {
        let project = try Project()
        let (ending, _) = try project.generate(environment: ["SPECGEN_FAULT_INJECTION": "kill-at-step=1"])
        #expect(ending.signal == SIGKILL)
        #expect(project.temporaryFiles.count == 1, "kill -9 leaves the file being written")
        // And one an earlier specgen version left.
        try FileManager.default.createDirectory(at: project.output.appendingPathComponent("Swift"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: project.output.appendingPathComponent("Swift/.Counter.swift.specgen-4242.tmp"))
        let (next, run) = try project.generate()
        #expect(next.status == 0, "\(run.stderr)")
        #expect(project.temporaryFiles.isEmpty, "\(project.temporaryFiles)")
        #expect(project.manifestAgreesWithDisk)
    }

    @Test(arguments: ["--specs", "--output"])
    func anEmptyPathIsAUsageError(_ option: String) throws {
        let project = try Project()
        let before = Project.files(in: project.root)
        let output = try CommandLineRunner.run(["generate", option, ""], in: project.root)
        #expect(output.status == 2)
        #expect(output.stderr.contains("\(option) is empty"), "\(output.stderr)")
        #expect(Project.files(in: project.root) == before, "nothing may be written to the current folder")
    }

    @Test func aNonUTF8OutputNameIsRefusedNotChanged() throws {
        let project = try Project()
        let run = try BackgroundRun(
            ["-c", "exec \"$0\" generate --output \"$(printf 'out\\377')\"", CommandLineRunner.executable.path],
            in: project.root,
            executable: URL(fileURLWithPath: "/bin/sh")
        )
        let ending = run.finish()
        #expect(ending.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("not valid UTF-8"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["specs"])
    }
}
