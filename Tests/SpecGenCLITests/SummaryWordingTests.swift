import Foundation
import TestSupport
import Testing

/// Summary lines count in words that agree with their numbers.
@Suite struct SummaryWordingTests {
    @Test func oneStatementIsOneExecutableCheck() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        let spec = "# Pill\n\nA small notice.\n\n## Behaviors\n\n- A pill dismisses itself after 4 seconds.\n"
        try Data(spec.utf8).write(to: root.appendingPathComponent("specs/pill.md"))
        let run = try CommandLineRunner.run(["generate"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("specs/pill.md: Pill: 0 models, 1 statement, 1 executable check, 0 pending\n"), "\(run.stdout)")
        let report = try CommandLineRunner.run(["report", "--output", root.appendingPathComponent("report").path], in: root)
        #expect(report.stdout.contains("index.html: 1 component, behaviour coverage 100 %"), "\(report.stdout)")
    }
}
