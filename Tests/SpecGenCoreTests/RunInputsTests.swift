import Foundation
import Testing

@testable import SpecGenCore

/// A run reads each document once: the fingerprint keeps the bytes it hashed, and the run parses those.
@Suite struct RunInputsTests {
    @Test func theRunParsesTheBytesTheFingerprintHashed() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        let inputs = try #require(RunInputs.of(scratch.options))
        let path = try #require(inputs.paths.first)
        #expect(inputs.paths.count == 1)
        #expect(inputs.contents[path] == Data(Scratch.counter.utf8))
        // An edit after the fingerprint is not seen by this run (the next run sees its hash differ).
        try scratch.write(spec: "counter.md", Scratch.badge)
        let generation = await Generator.generate(scratch.options, inputs: inputs)
        #expect(generation.files.map(\.file.path).contains("Swift/Counter.swift"))
        #expect(!generation.files.map(\.file.path).contains("Swift/Badge.swift"))
        #expect(RunInputs.of(scratch.options) != inputs)
    }

    @Test func equalFingerprintsIgnoreTheKeptBytes() throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        var first = try #require(RunInputs.of(scratch.options))
        let second = try #require(RunInputs.of(scratch.options))
        first.contents = [:]
        #expect(first == second)
    }

    @Test func aSpecThePipelineRefusesGivesNoFingerprint() throws {
        let scratch = try Scratch()
        try Data([0x23, 0x20, 0x41, 0x00, 0x0A]).write(to: scratch.specs.appendingPathComponent("binary.md"))
        #expect(RunInputs.of(scratch.options) == nil)
    }
}
