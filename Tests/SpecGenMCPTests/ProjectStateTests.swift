import Foundation
import SpecGenCore
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
