import Foundation
import SpecGenCore
import TestSupport
import Testing

/// What the seed documents generate together (models, samples and conformance suites) type-checks in Swift 6.
@Suite(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
struct SeedDocumentationSetTests {
    @Test func theSeedsTogetherGenerateCodeThatTypeChecks() async throws {
        let seeds = try #require(SharedFolder.folder("seeds"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-seed-set-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let names = [
            "000": "snackbar.md", "001": "snackbar-guidelines.md", "002": "snackbar-stack.md", "003": "toast-snackbar-banner.md",
            "004": "banner.md",
        ]
        for file in try FileManager.default.contentsOfDirectory(atPath: seeds.path) {
            guard let name = names[String(file.prefix(3))] else { continue }
            try FileManager.default.copyItem(at: seeds.appendingPathComponent(file), to: folder.appendingPathComponent(name))
        }
        let generation = await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused"))
        #expect(!generation.hasErrors, "\(generation.allDiagnostics.filter { $0.severity == .error })")
        #expect(generation.components.count == 4)
        #expect(generation.files.contains { $0.file.path == "Tests/SnackbarConformanceTests.swift" })
        let errors = try SwiftTypeChecker.check(generation.files)
        #expect(errors == nil, "\(errors ?? "")")
    }
}
