import Foundation
import TestSupport
import Testing

/// `--verbose` shows what the reader inferred as notes; `--strict` makes each an error.
@Suite struct InferenceFlagTests {
    static let plainText = "Pebble\n\nA small notice.\n\nAnatomy\n\n- Frame: The outside.\n"

    private func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-infer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try Data(Self.plainText.utf8).write(to: root.appendingPathComponent("specs/pebble.md"))
        return root
    }

    @Test func inferencesAreQuietByDefaultAndNotesWithVerbose() throws {
        let root = try project()
        let quiet = try CommandLineRunner.run(["dump", "specs/pebble.md"], in: root)
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
        let verbose = try CommandLineRunner.run(["dump", "--verbose", "specs/pebble.md"], in: root)
        #expect(verbose.status == 0)
        #expect(verbose.stderr.contains("specs/pebble.md:1:1: note: read 'Pebble' as the title"))
        #expect(verbose.stderr.contains("specs/pebble.md:5:1: note: read 'Anatomy' as a heading"))
    }

    @Test func strictMakesInferencesErrorsAndGeneratesNothing() throws {
        let root = try project()
        let strict = try CommandLineRunner.run(["generate", "--strict", "--specs", "specs", "--output", "out"], in: root)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("specs/pebble.md:5:1: error: read 'Anatomy' as a heading"))
        let relaxed = try CommandLineRunner.run(["generate", "--specs", "specs", "--output", "out"], in: root)
        #expect(relaxed.status == 0, "\(relaxed.stderr)")
    }
}
