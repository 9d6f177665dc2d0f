import Foundation
import TestSupport
import Testing

/// The five seed documents, copied as they are under the names the issue gives them, generate together.
@Suite(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
struct SeedFolderTests {
    @Test func theSeedsGenerateSideBySide() throws {
        let seeds = try #require(SharedFolder.folder("seeds"))
        let project = try Project([:])
        let names = ["000": "snackbar.md", "002": "snackbar-stack.md", "003": "toast-accessibility.md", "004": "banner.md"]
        for file in try FileManager.default.contentsOfDirectory(atPath: seeds.path) {
            guard let name = names[String(file.prefix(3))] else { continue }
            try FileManager.default.copyItem(at: seeds.appendingPathComponent(file), to: project.specs.appendingPathComponent(name))
        }
        let run = try CommandLineRunner.run(["generate"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("error:"), "\(run.stderr)")
        let swift = project.outputFiles.keys.filter { $0.hasPrefix("Swift/") }.sorted()
        #expect(swift == ["Swift/Banner.swift", "Swift/Snackbar.swift", "Swift/SnackbarStack.swift"])
    }
}
