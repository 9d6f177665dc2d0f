import Foundation
import SpecGenCore
import Testing

/// Every emitter's output for the fixture specs, byte for byte.
///
/// To re-record after an intended change: `SPECGEN_RECORD_GOLDEN=1 swift test --filter GoldenFileTests`,
/// then review the diff of `Tests/SpecEmittersTests/Golden/` before committing.
@Suite struct GoldenFileTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = here.appendingPathComponent("Fixtures")
    static let golden = here.appendingPathComponent("Golden")
    static let isRecording = ProcessInfo.processInfo.environment["SPECGEN_RECORD_GOLDEN"] == "1"

    @Test func emittedFilesMatchTheGoldenFiles() async throws {
        let generation = await Generator.generate(GenerationOptions(specsDirectory: Self.fixtures.path, outputDirectory: "unused"))
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        let expectedPaths = [
            "Samples/ModelSamples.swift",
            "Schemas/ChipGroupConfiguration.schema.json",
            "Schemas/ScheduledNoticeConfiguration.schema.json",
            "Schemas/ToastConfiguration.schema.json",
            "Swift/ChipGroup.swift",
            "Swift/ScheduledNotice.swift",
            "Swift/Toast.swift",
            "Tests/ConformanceSupport.swift",
            "Tests/ToastConformanceTests.swift",
        ]
        #expect(generation.files.map(\.file.path) == expectedPaths)
        for owned in generation.files {
            let url = Self.golden.appendingPathComponent(owned.file.path)
            if Self.isRecording {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(owned.file.contents.utf8).write(to: url)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            #expect(owned.file.contents == expected, "\(owned.file.path) differs from its golden file; re-record if intended")
        }
    }
}
