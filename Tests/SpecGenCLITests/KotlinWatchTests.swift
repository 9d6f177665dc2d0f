import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `generate --watch --languages swift,kotlin`: an edit regenerates the Kotlin model and suite as well as the Swift
/// ones (through the run cache, which reuses nothing of the edited component), and what it leaves is what a fresh
/// `check` with Kotlin finds up to date.
@Suite struct KotlinWatchTests {
    private static func notice(count: Int, seconds: Int) -> String {
        """
        # Notice

        ## API

        ```kotlin
        @Composable
        fun Notice(message: String, count: Int = \(count))
        ```

        ## Behavior

        - The notice dismisses automatically after \(seconds) seconds.
        """
    }

    @Test func anEditRegeneratesTheKotlinFilesToo() throws {
        let project = try Project(["notice.md": Self.notice(count: 1, seconds: 4)])
        let model = project.output.appendingPathComponent("Kotlin/Models/Notice.kt")
        let suite = project.output.appendingPathComponent("Kotlin/Suites/NoticeConformanceTest.kt")
        let run = try BackgroundRun(["generate", "--watch", "--languages", "swift,kotlin"], in: project.root)
        defer { if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) } }
        #expect(WatchModeTests.waitForRun(after: 0, run), "no first run: \(run.stderr)")
        #expect(try String(contentsOf: model, encoding: .utf8).contains("val count: Long = 1L,"))
        #expect(try String(contentsOf: suite, encoding: .utf8).contains("harness.advance(3900.milliseconds)"))

        try Data(Self.notice(count: 5, seconds: 6).utf8).write(to: project.specs.appendingPathComponent("notice.md"))
        #expect(WatchModeTests.waitForRun(after: 1, run), "no run after an edit: \(run.stderr)")
        let edited = try String(contentsOf: model, encoding: .utf8)
        #expect(edited.contains("val count: Long = 5L,") && !edited.contains("= 1L,"), "\(edited)")
        let editedSuite = try String(contentsOf: suite, encoding: .utf8)
        #expect(editedSuite.contains("harness.advance(5900.milliseconds)") && !editedSuite.contains("advance(3900.milliseconds)"))
        #expect(try String(contentsOf: project.output.appendingPathComponent("Swift/Notice.swift"), encoding: .utf8).contains("= 5"))

        kill(run.process.processIdentifier, SIGINT)
        let ending = run.finish(timeout: WatchModeTests.timeout)
        #expect(!ending.timedOut && ending.signal == nil && ending.status == 0, "\(ending)")
        #expect(project.manifestAgreesWithDisk)
        let check = try CommandLineRunner.run(["check", "--no-cache", "--languages", "swift,kotlin"], in: project.root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}
