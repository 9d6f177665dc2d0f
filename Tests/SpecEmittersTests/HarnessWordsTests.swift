import Foundation
import SpecGenCore
import SpecModel
import TestSupport
import Testing

@testable import SpecEmitters

/// The harness and the constants use the component's own word for its text: a chip's `label`, a snackbar's `message`.
@Suite struct HarnessWordsTests {
    private static func chip(text: String) -> String {
        """
        # Chip

        A compact element.

        ## API

        ```swift
        public init(\(text): String, isSelected: Bool = false)
        ```

        ## Behavior

        - The chip dismisses itself after 4 seconds.
        - The chip's text is at most 1 line long.
        """
    }

    private static func files(_ markdown: String) async throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-harness-words-\(UUID().uuidString)/specs")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(markdown.utf8).write(to: folder.appendingPathComponent("chip.md"))
        let files = await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused")).files
        return Dictionary(files.map { ($0.file.path, $0.file.contents) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aChipsHarnessAndConstantsSayLabel() async throws {
        let files = try await Self.files(Self.chip(text: "label"))
        let suite = try #require(files["Tests/ChipConformanceTests.swift"])
        let model = try #require(files["Swift/Chip.swift"])
        #expect(suite.contains("carrying `message` as its `label`"), "\(suite)")
        #expect(model.contains("maximumLabelLines"))
        #expect(!model.contains("maximumMessageLines"))
    }

    @Test func aComponentWithAMessageKeepsTheWordMessage() async throws {
        let files = try await Self.files(Self.chip(text: "message"))
        #expect(try #require(files["Tests/ChipConformanceTests.swift"]).contains("carrying `message`, its other fields"))
        #expect(try #require(files["Swift/Chip.swift"]).contains("maximumMessageLines"))
    }

    @Test func theTextParameterIsAStringOfACandidateName() {
        var spec = ComponentSpec(name: "Tab", source: "tab.md")
        let count = Parameter(name: "label", isRequired: true, valueType: .scalar(.integer), line: 1, column: 1)
        let title = Parameter(name: "title", isRequired: true, valueType: .scalar(.string), line: 1, column: 1)
        spec.apis = [APIDeclaration(language: .swift, symbol: "Tab", kind: .initializer, parameters: [count, title], line: 1, column: 1)]
        #expect(PrimaryTextParameter.name(in: spec) == "title")
        spec.apis = []
        #expect(PrimaryTextParameter.name(in: spec) == "message")
    }
}
