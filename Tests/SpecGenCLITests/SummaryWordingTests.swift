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

/// The summary agrees with each language's files and with the warnings beside it.
@Suite struct SummaryAgreementTests {
    @Test func aSwiftOnlyAPIIsOneSwiftModelAndNoKotlinModelSayingWhy() throws {
        let project = try Project(["chip.md": "# Chip\n\nA chip.\n\n## API\n\n```swift\ninit(selected: Bool = false)\n```\n"])
        let both = try CommandLineRunner.run(["generate", "--languages", "swift,kotlin"], in: project.root)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(
            both.stdout.contains("specs/chip.md: Chip: 1 Swift model, no Kotlin model (its API is declared in Swift only), 0 statements"),
            "\(both.stdout)"
        )
        #expect(!FileManager.default.fileExists(atPath: project.output.appendingPathComponent("Kotlin/Models/Chip.kt").path))
        let swift = try CommandLineRunner.run(["generate"], in: project.root)
        #expect(swift.stdout.contains("specs/chip.md: Chip: 1 model, 0 statements"), "\(swift.stdout)")
    }

    @Test func aDeclarationThatDoesNotParseIsNotGuidanceOnly() throws {
        let project = try Project(["tag.md": "# Tag\n\nA tag.\n\n## API\n\n```swift\ninit(label: String = \"a\", (((\n```\n"])
        let run = try CommandLineRunner.run(["generate"], in: project.root)
        #expect(run.stderr.contains("specs/tag.md:8:"), "\(run.stderr)")
        #expect(run.stderr.contains("the declaration is not read"))
        #expect(run.stdout.contains("specs/tag.md: no API read: the declaration at line 8 does not parse"), "\(run.stdout)")
        #expect(!run.stdout.contains("guidance only"))
    }
}
