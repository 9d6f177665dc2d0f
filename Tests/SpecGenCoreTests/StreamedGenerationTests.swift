import Foundation
import SpecEmitters
import Testing

@testable import SpecGenCore

/// `generate` streams its components (each kept only as its record, guideline facts and files); what it produces must
/// be what a run that keeps every component produces, the guideline check across components included.
@Suite struct StreamedGenerationTests {
    private static let options = GenerationOptions(
        specsDirectory: repositoryRoot.appendingPathComponent("specs").path,
        outputDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("specgen-streamed-unused").path
    )

    @Test func aStreamedRunProducesWhatAKeptRunProduces() async throws {
        let kept = await Generator.generate(Self.options, inputs: nil, keepingComponents: true)
        let streamed = await Generator.generate(Self.options, inputs: nil, keepingComponents: false)
        #expect(!kept.components.isEmpty)
        #expect(streamed.components.isEmpty)
        #expect(streamed.files == kept.files)
        #expect(streamed.records == kept.records)
        #expect(streamed.summary == kept.summary)
        #expect(streamed.failedSources == kept.failedSources)
        #expect(streamed.allDiagnostics == kept.allDiagnostics)
        #expect(streamed.shared == kept.shared)
        // The repository's specs hold a guideline that two components contradict: the check ran on the kept facts.
        let contradictions = streamed.records.flatMap(\.contradictions)
        #expect(contradictions.count >= 2)
        #expect(streamed.records.contains { $0.guidelineTargets != nil })
    }

    @Test func aStreamedRunOfNoSpecsAbortsAsBefore() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let options = GenerationOptions(specsDirectory: empty.path, outputDirectory: empty.appendingPathComponent("out").path)
        let kept = await Generator.generate(options, inputs: nil, keepingComponents: true)
        let streamed = await Generator.generate(options, inputs: nil, keepingComponents: false)
        #expect(streamed.isAborted == kept.isAborted)
        #expect(streamed.allDiagnostics == kept.allDiagnostics)
        #expect(streamed.files.isEmpty)
    }
}
