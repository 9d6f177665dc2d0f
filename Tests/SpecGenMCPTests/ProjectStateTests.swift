import Foundation
import MCP
import SpecGenCore
import TestSupport
import Testing

@testable import SpecGenMCP

/// The server's view of the project: `generate`'s components, read again when a document changes.
struct ProjectStateTests {
    @Test func aDocumentEditedWhileServingIsReadAgain() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-mcp-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("pill.md")
        try "# Pill\n\nA pill shows a short status.\n\n```swift\npublic init(text: String)\n```\n".write(
            to: document,
            atomically: true,
            encoding: .utf8
        )
        let state = ProjectState(options: GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused"))
        let first = await state.current()
        #expect(first.entries.map(\.spec.name) == ["Pill"])
        #expect(first.entries.first?.spec.apis.first?.parameters.map(\.name) == ["text"])

        let edited = "# Pill\n\nA pill shows a short status.\n\n```swift\npublic init(text: String, isBold: Bool = false)\n```\n"
        try edited.write(to: document, atomically: true, encoding: .utf8)
        let second = await state.current()
        #expect(second.entries.first?.spec.apis.first?.parameters.map(\.name) == ["text", "isBold"])
        // Nothing changed: the same reading is answered again.
        let third = await state.current()
        #expect(third.entries.first?.spec.apis.first?.parameters.map(\.name) == ["text", "isBold"])

        // A kept answer is given again until the document changes.
        let before = try await state.answer("get_component", arguments: ["name": "Pill"])
        #expect(try await state.answer("get_component", arguments: ["name": "Pill"]) == before)
        try edited.replacingOccurrences(of: "isBold", with: "isMuted").write(to: document, atomically: true, encoding: .utf8)
        let after = try await state.answer("get_component", arguments: ["name": "Pill"])
        #expect(after != before)
        #expect(after.structuredContent?.objectValue?["parameters"]?.arrayValue?.last?.objectValue?["name"] == "isMuted")
    }

    @Test func behavioursCarryTheirTestsLastResultsAndNoneWithoutThem() async throws {
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-mcp-results-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: results) }
        let xml = SnackbarResults.xUnit
        try xml.write(to: results, atomically: true, encoding: .utf8)
        let options = GenerationOptions(specsDirectory: "specs", outputDirectory: "unused")
        let catalog = await ProjectState(options: options, testResults: ["iOS=\(results.path)"]).current()
        let snackbar = try #require(catalog.entry(named: "Snackbar"))
        let behaviours = BehaviourView.all(of: snackbar)
        let timed = try #require(behaviours.first { $0.id == "a-snackbar-dismisses-itself-after-7-a9f05a3e" })
        #expect(timed.results == [TestOutcomeView.init(platform: "iOS", outcome: "passed", message: nil)])
        let tapped = try #require(behaviours.first { $0.id == "tapping-the-x-icon-dismisses-the-cefd7742" })
        #expect(tapped.results?.first?.outcome == "failed")
        #expect(tapped.results?.first?.message?.contains("still shown") == true)
        #expect(behaviours.contains { $0.results?.first?.outcome == "not-run" })

        let without = await ProjectState(options: options).current()
        #expect(BehaviourView.all(of: try #require(without.entry(named: "Snackbar"))).allSatisfy { $0.results == nil })
    }

    @Test func resourceURIsAreComparedNeverOpened() async throws {
        let state = ProjectState(options: GenerationOptions(specsDirectory: "specs", outputDirectory: "unused"))
        let catalog = await state.current()
        #expect(try SpecGenResources.read("specgen://component/../../Package.swift", in: catalog) == nil)
        #expect(try SpecGenResources.read("file:///etc/passwd", in: catalog) == nil)
        let listed = SpecGenResources.list(catalog)
        #expect(!listed.isEmpty)
        for resource in listed { #expect(try SpecGenResources.read(resource.uri, in: catalog) != nil) }
    }
}
