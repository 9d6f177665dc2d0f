import Foundation
import TestSupport
import Testing

/// `--quiet` prints errors only; `--verbose` adds notes and each file written.
@Suite struct VerbosityTests {
    private func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-verbosity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        // A type no spec defines gives a warning; the spec still generates.
        let spec =
            "# Badge\n\n## Parameters\n\n| Name | Type | Default | Description |\n|---|---|---|---|\n| count | Int | 0 | How many. |\n| glyph | Glyph | | An icon. |\n"
        try Data(spec.utf8).write(to: root.appendingPathComponent("specs/badge.md"))
        return root
    }

    @Test func quietPrintsNoWarningsAndNoSummary() throws {
        let root = try project()
        let result = try CommandLineRunner.run(["generate", "--quiet"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        let stale = try CommandLineRunner.run(["check", "-q", "--output", "elsewhere"], in: root)
        #expect(stale.status == 1)
        #expect(stale.stdout == "elsewhere is stale: run `specgen generate` and commit the result\n")
    }

    @Test func normalWarnsAndVerboseListsEveryFile() throws {
        let root = try project()
        let normal = try CommandLineRunner.run(["check"], in: root)
        #expect(normal.stderr.contains("warning: left out of the model because their types are not defined in the spec (write a type"))
        #expect(normal.stderr.contains("specgen.yml): glyph (Glyph)"))
        let verbose = try CommandLineRunner.run(["generate", "--verbose"], in: root)
        #expect(verbose.stdout.contains("wrote Swift/Badge.swift\n"))
        #expect(
            verbose.stdout.contains("wrote specgen-manifest.json\n")
                || verbose.stdout.contains("wrote Schemas/BadgeConfiguration.schema.json\n")
        )
        #expect(try CommandLineRunner.run(["generate", "-v", "-q"], in: root).status == 2)
    }
}
