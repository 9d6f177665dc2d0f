import Foundation
import SpecEmitters
import Testing

@testable import SpecGenCore

/// `generate` streams its components (each kept only as its record, guideline facts and files, whose bytes wait in a
/// scratch file); what it produces must be what a run that keeps every component produces, the guideline check
/// across components included.
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
        #expect(streamed.files.isEmpty)
        let planned = try #require(streamed.planned)
        #expect(planned.map(\.path) == kept.files.map(\.file.path))
        #expect(planned.map(\.owner) == kept.files.map(\.owner))
        #expect(planned.map(\.contents) == kept.files.map { Data($0.file.contents.utf8) })
        #expect(planned.map(\.hash) == kept.files.map { FastHash.of($0.file.contents) })
        // A component's bytes wait in the store, not in memory.
        #expect(planned.contains { if case .stored = $0.bytes { true } else { false } })
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

/// The store gives back exactly what was appended, from any task, and an empty file too.
@Suite struct RenderedFileStoreTests {
    @Test func appendedBytesReadBackUnchanged() async throws {
        let store = try #require(RenderedFileStore.make())
        let slots = await withTaskGroup(of: (Int, RenderedFileStore.Slot?).self) { group in
            for number in 0..<50 {
                group.addTask { (number, store.append(Data(String(repeating: "line \(number)\n", count: number).utf8))) }
            }
            var slots: [Int: RenderedFileStore.Slot] = [:]
            for await (number, slot) in group { slots[number] = slot }
            return slots
        }
        #expect(slots.count == 50)
        for (number, slot) in slots {
            #expect(store.read(slot) == Data(String(repeating: "line \(number)\n", count: number).utf8))
        }
        #expect(slots[0]?.count == 0)
    }

    @Test func aSlotBeyondTheStoredBytesIsNotRead() throws {
        let store = try #require(RenderedFileStore.make())
        let slot = try #require(store.append(Data("abc".utf8)))
        #expect(store.read(RenderedFileStore.Slot(offset: slot.offset, count: 10)) == nil)
    }
}
