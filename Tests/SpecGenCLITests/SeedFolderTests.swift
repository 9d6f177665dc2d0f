import Foundation
import TestSupport
import Testing

/// The five seed documents, copied as they are under the names a team would give them, read as one body: two
/// snackbar documents that disagree, a stack README, an accessibility guideline for three components, a banner page.
@Suite(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
struct SeedFolderTests {
    static let names = [
        "000": "snackbar.md", "001": "snackbar-guidelines.md", "002": "snackbar-stack.md", "003": "toast-snackbar-banner.md",
        "004": "banner.md",
    ]

    /// A project whose specs folder holds the seeds under their names.
    static func project() throws -> Project {
        let seeds = try #require(SharedFolder.folder("seeds"))
        let project = try Project([:])
        for file in try FileManager.default.contentsOfDirectory(atPath: seeds.path) {
            guard let name = names[String(file.prefix(3))] else { continue }
            try FileManager.default.copyItem(at: seeds.appendingPathComponent(file), to: project.specs.appendingPathComponent(name))
        }
        return project
    }

    @Test func theSeedsGenerateTogetherAndTheSnackbarDocumentsFormOneComponent() throws {
        let project = try Self.project()
        let run = try CommandLineRunner.run(["generate"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("error:"), "\(run.stderr)")
        let swift = project.outputFiles.keys.filter { $0.hasPrefix("Swift/") }.sorted()
        #expect(swift == ["Swift/Banner.swift", "Swift/Snackbar.swift", "Swift/SnackbarStack.swift"])
        // The snackbar's API model, from the API reference, alongside both documents' statements.
        #expect(project.outputFiles["Schemas/SnackbarConfiguration.schema.json"] != nil)
        #expect(run.stdout.contains("specs/snackbar.md + specs/snackbar-guidelines.md: Snackbar: 2 models"), "\(run.stdout)")
        let suite = try #require(project.outputFiles["Tests/SnackbarConformanceTests.swift"].map { String(decoding: $0, as: UTF8.self) })
        #expect(suite.contains("@Test(\"specs/snackbar.md:"))
        #expect(suite.contains("@Test(\"specs/snackbar-guidelines.md:"))
    }

    @Test func theSevenAndFourSecondTimingsAreADisagreementAndNeitherIsAsserted() throws {
        let project = try Self.project()
        let run = try CommandLineRunner.run(["generate"], in: project.root)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let warning = try #require(lines.firstIndex { $0.contains("warning: the component's documents disagree") })
        #expect(lines[warning].hasPrefix("specs/snackbar-guidelines.md:"))
        #expect(lines[warning].contains("dismisses itself after 4 s here") && lines[warning].contains("after 7 s in specs/snackbar.md:"))
        #expect(lines[warning + 1].hasPrefix("specs/snackbar.md:") && lines[warning + 1].contains(": note: "))
        // The accessibility guideline's contradictions stay.
        #expect(lines.contains { $0.contains("but the guideline 'Toast snackbar banner' says it must not leave on a timer") })
        let suite = try #require(project.outputFiles["Tests/SnackbarConformanceTests.swift"].map { String(decoding: $0, as: UTF8.self) })
        // No enabled check waits out either time: 7 s is checked 100 ms either side, 4 s likewise.
        for wait in ["6900", "7100", "3900", "4100"] { #expect(!suite.contains("advance(by: .milliseconds(\(wait)))"), "\(wait)") }
        #expect(suite.components(separatedBy: "pending (the component's documents disagree").count - 1 == 3)
    }
}
