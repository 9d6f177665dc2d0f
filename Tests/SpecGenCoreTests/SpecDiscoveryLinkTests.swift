import Foundation
import SpecGenCore
import Testing

/// Specs discovery follows linked folders safely and never drops a spec without a word.
@Suite struct SpecDiscoveryLinkTests {
    @Test func aLinkedSpecsFolderWorks() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        let link = scratch.root.appendingPathComponent("linked-specs")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scratch.specs)
        let report = await GenerationRun.generate(GenerationOptions(specsDirectory: link.path, outputDirectory: scratch.output.path))
        #expect(!report.failed, "\(report.diagnostics)")
        #expect(scratch.contents("Swift/Counter.swift") != nil)
    }

    @Test func aLinkedSubfolderIsSearched() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        let shared = scratch.root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try Data(Scratch.badge.utf8).write(to: shared.appendingPathComponent("badge.md"))
        try FileManager.default.createSymbolicLink(at: scratch.specs.appendingPathComponent("more"), withDestinationURL: shared)
        let report = await GenerationRun.generate(scratch.options)
        #expect(!report.failed, "\(report.diagnostics)")
        #expect(scratch.contents("Swift/Badge.swift")?.contains("specs/more/badge.md") == true)
    }

    @Test func aLinkBackUpIsSearchedOnce() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try FileManager.default.createDirectory(at: scratch.specs.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(Scratch.badge.utf8).write(to: scratch.specs.appendingPathComponent("sub/badge.md"))
        try FileManager.default.createSymbolicLink(at: scratch.specs.appendingPathComponent("sub/loop"), withDestinationURL: scratch.specs)
        let generation = await Generator.generate(scratch.options)
        #expect(
            generation.components.flatMap(\.documents).map(\.path) == [
                scratch.specs.path + "/counter.md", scratch.specs.path + "/sub/badge.md",
            ]
        )
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
    }

    @Test func aDanglingLinkInTheSpecsFolderIsAnError() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.specs.appendingPathComponent("components").path,
            withDestinationPath: "/nonexistent-specgen-folder"
        )
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        let error = try #require(report.diagnostics.first)
        #expect(error.location.file == scratch.specs.path)
        #expect(error.message.contains("cannot follow 'components'"), "\(error.message)")
    }

    @Test func namesDifferingOnlyInNormalisationAreAClash() async throws {
        let scratch = try Scratch()
        let composed = "caf\u{E9}.md"
        let decomposed = "cafe\u{301}.md"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        try Data(Scratch.counter.utf8).write(to: URL(fileURLWithPath: scratch.specs.path + "/" + composed))
        try Data(Scratch.badge.utf8).write(to: URL(fileURLWithPath: scratch.specs.path + "/" + decomposed))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.specs.path).count == 2)
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        let error = try #require(report.diagnostics.first)
        #expect(error.location.file == scratch.specs.path)
        #expect(error.message.contains("NFC") && error.message.contains("NFD"), "\(error.message)")
        #expect(!FileManager.default.fileExists(atPath: scratch.output.path))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SpecDiscoveryLinkTests {
    @Test func aSpecNameThatIsNotUTF8IsAnErrorNotARenamedSpec() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        let path = Array(scratch.specs.path.utf8) + Array("/badge-".utf8) + [0xFF] + Array(".md".utf8)
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        let file = open(cPath, O_CREAT | O_WRONLY, 0o644)
        #expect(file >= 0)
        let text = Array(Scratch.badge.utf8)
        #expect(write(file, text, text.count) == text.count)
        close(file)
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        let error = try #require(report.diagnostics.first)
        #expect(error.location.file == scratch.specs.path)
        #expect(error.message.contains("not valid UTF-8"), "\(error.message)")
    }
}
