import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `generate --watch` and `check --watch` driven as a person uses them: edit, break, fix, interrupt.
@Suite struct WatchModeTests {
    /// Every wait is bounded, so a watcher that never reacts fails the test instead of hanging CI.
    static let timeout = 20.0
    static let waiting = "specgen: watching for changes"

    /// How many runs the watcher has finished (each ends with the waiting line).
    static func runs(_ run: BackgroundRun) -> Int { run.stdout.components(separatedBy: waiting).count - 1 }

    /// Waits for the run after `previous` to finish.
    static func waitForRun(after previous: Int, _ run: BackgroundRun) -> Bool {
        BackgroundRun.wait(timeout: timeout) { runs(run) > previous }
    }

    @Test func generateWatchRegeneratesKeepsTheLastGoodOutputAndStopsCleanly() throws {
        let project = try Project()
        let model = project.output.appendingPathComponent("Swift/Counter.swift")
        let spec = project.specs.appendingPathComponent("counter.md")
        let run = try BackgroundRun(["generate", "--watch"], in: project.root)
        defer { if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) } }
        #expect(Self.waitForRun(after: 0, run), "no first run: \(run.stderr)")
        let first = try String(contentsOf: model, encoding: .utf8)
        #expect(first.contains("count: Int = 1"))

        // An edit regenerates.
        try Data(Project.counter.replacingOccurrences(of: "= 1", with: "= 7").utf8).write(to: spec)
        #expect(Self.waitForRun(after: 1, run), "no run after an edit: \(run.stderr)")
        let edited = try String(contentsOf: model, encoding: .utf8)
        #expect(edited.contains("count: Int = 7"))

        // A breaking edit prints the diagnostics and keeps the last good output.
        try Data().write(to: spec)
        #expect(Self.waitForRun(after: 2, run), "no run after a breaking edit: \(run.stderr)")
        // Standard error is read by its own reader, which may lag the one that saw the waiting line on standard output.
        #expect(
            BackgroundRun.wait(timeout: Self.timeout) { run.stderr.contains("specs/counter.md:1:1: error: the spec is empty") },
            "\(run.stderr)"
        )
        #expect(try String(contentsOf: model, encoding: .utf8) == edited)
        #expect(run.process.isRunning, "an error must not end watching")

        // Fixing it regenerates; a new subfolder is watched too.
        try Data(Project.counter.replacingOccurrences(of: "= 1", with: "= 9").utf8).write(to: spec)
        #expect(Self.waitForRun(after: 3, run), "no run after the fix: \(run.stderr)")
        #expect(try String(contentsOf: model, encoding: .utf8).contains("count: Int = 9"))
        try FileManager.default.createDirectory(at: project.specs.appendingPathComponent("more"), withIntermediateDirectories: false)
        #expect(Self.waitForRun(after: 4, run), "no run after a new folder: \(run.stderr)")
        try Data(Project.badge.utf8).write(to: project.specs.appendingPathComponent("more/badge.md"))
        #expect(Self.waitForRun(after: 5, run), "no run after a spec in the new folder: \(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.output.appendingPathComponent("Swift/Badge.swift").path))

        // Ctrl-C ends watching with status 0 and leaves no temporary file.
        kill(run.process.processIdentifier, SIGINT)
        let ending = run.finish(timeout: Self.timeout)
        #expect(!ending.timedOut && ending.signal == nil && ending.status == 0, "\(ending)")
        #expect(project.temporaryFiles.isEmpty)
        #expect(project.manifestAgreesWithDisk)
    }

    @Test func checkWatchReportsStalenessAfterAnEditAndStopsOnSIGTERM() throws {
        let project = try Project()
        #expect(try project.generate().0.status == 0)
        let run = try BackgroundRun(["check", "--watch"], in: project.root)
        defer { if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) } }
        #expect(Self.waitForRun(after: 0, run), "no first run: \(run.stderr)")
        #expect(run.stdout.contains("is up to date"))
        try Data(Project.counter.replacingOccurrences(of: "= 1", with: "= 3").utf8).write(
            to: project.specs.appendingPathComponent("counter.md")
        )
        #expect(Self.waitForRun(after: 1, run), "no run after an edit: \(run.stderr)")
        #expect(run.stdout.contains("is stale"))
        kill(run.process.processIdentifier, SIGTERM)
        let ending = run.finish(timeout: Self.timeout)
        #expect(!ending.timedOut && ending.signal == nil && ending.status == 0, "\(ending)")
    }
}
