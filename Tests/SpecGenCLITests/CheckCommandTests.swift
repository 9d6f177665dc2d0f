import Foundation
import TestSupport
import Testing

/// `specgen check` against a copy of the project's specs and generated files.
@Suite struct CheckCommandTests {
    /// A temporary copy of `specs/` and `generated/`, so tests can edit them.
    private func projectCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["specs", "generated"] {
            try FileManager.default.copyItem(
                at: CommandLineRunner.repositoryRoot.appendingPathComponent(folder),
                to: root.appendingPathComponent(folder)
            )
        }
        return root
    }

    @Test func aCleanTreeIsInSync() throws {
        let output = try CommandLineRunner.run(["check"], in: projectCopy())
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout == "generated is up to date with specs\n")
    }

    @Test func theCommittedGeneratedFolderIsInSync() throws {
        let output = try CommandLineRunner.run(["check"])
        #expect(output.status == 0, "generated/ is stale; run `swift run specgen generate`:\n\(output.stdout)")
    }

    @Test func editingADefaultMakesCheckFailWithADiff() throws {
        let root = try projectCopy()
        let spec = root.appendingPathComponent("specs/snackbar.md")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try Data(
            text.replacingOccurrences(of: "leadingWDIconName: String? = nil", with: "leadingWDIconName: String? = \"info\"")
                .replacingOccurrences(
                    of: "| `leadingWDIconName` | `String?` | `nil` |",
                    with: "| `leadingWDIconName` | `String?` | `\"info\"` |"
                )
                .utf8
        ).write(to: spec)
        let before = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("generated/Swift").path)
        let output = try CommandLineRunner.run(["check"], in: root)
        #expect(output.status == 1)
        #expect(output.stdout.contains("--- a/generated/Swift/Snackbar.swift\n+++ b/generated/Swift/Snackbar.swift\n"))
        #expect(output.stdout.contains("+        leadingWDIconName: String? = \"info\","))
        #expect(output.stdout.contains("--- a/generated/Schemas/SnackbarConfiguration.schema.json\n"))
        #expect(output.stdout.contains("+      \"default\": \"info\","))
        #expect(output.stdout.hasSuffix("generated is stale: run `specgen generate` and commit the result\n"))
        let after = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("generated/Swift").path)
        #expect(before == after)
        let generate = try CommandLineRunner.run(["generate"], in: root)
        #expect(generate.status == 0)
        #expect(try CommandLineRunner.run(["check"], in: root).status == 0)
    }

    @Test func aRemovedSpecShowsItsFilesAsDeleted() throws {
        let root = try projectCopy()
        try FileManager.default.removeItem(at: root.appendingPathComponent("specs/banner.md"))
        let output = try CommandLineRunner.run(["check"], in: root)
        #expect(output.status == 1)
        #expect(output.stdout.contains("--- a/generated/Swift/Banner.swift\n+++ /dev/null\n"))
    }

    @Test func aMissingSpecsFolderIsAClearError() throws {
        let output = try CommandLineRunner.run(["generate", "--specs", "no-such-folder", "--output", "/tmp/unused-\(UUID().uuidString)"])
        #expect(output.status == 1)
        #expect(output.stderr == "no-such-folder:1:1: error: no such specs directory\n")
    }
}
