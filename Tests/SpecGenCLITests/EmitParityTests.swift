import Foundation
import TestSupport
import Testing

/// `emit` (what the build plugin runs) and `generate` go through one pipeline: for every spec, the bytes
/// `emit` writes equal the bytes `generate` writes for the same file, wherever the spec sits in the folder.
@Suite struct EmitParityTests {
    /// A specs folder holding our specs and the emitter fixtures, one of them moved into a subfolder.
    private func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-parity-\(UUID().uuidString)")
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let repository = CommandLineRunner.repositoryRoot
        for name in ["snackbar.md", "snackbar-stack.md"] {
            try FileManager.default.copyItem(
                at: repository.appendingPathComponent("specs/\(name)"),
                to: specs.appendingPathComponent(name)
            )
        }
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("specs/banner.md"),
            to: specs.appendingPathComponent("sub/banner.md")
        )
        let fixtures = repository.appendingPathComponent("Tests/SpecEmittersTests/Fixtures")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".md") {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: specs.appendingPathComponent(name))
        }
        return root
    }

    @Test func emitWritesTheBytesGenerateWrites() throws {
        let root = try project()
        let generate = try CommandLineRunner.run(["generate", "--specs", "specs", "--output", "out"], in: root)
        #expect(generate.status == 0, "\(generate.stderr)")
        let manifestData = try Data(contentsOf: root.appendingPathComponent("out/specgen-manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        let owners = try #require(manifest["files"] as? [String: String])
        var compared = 0
        for (file, owner) in owners.sorted(by: { $0.key < $1.key }) {
            let kind: String
            if file.hasPrefix("Swift/") {
                kind = "models"
            } else if file.hasSuffix("ConformanceTests.swift") {
                kind = "suites"
            } else if file == "Tests/ConformanceSupport.swift" {
                kind = "support"
            } else {
                continue
            }
            // Spelled differently on purpose: `./specs/…` and an absolute specs folder must not change the bytes.
            let spec = owner == "*" ? [] : ["./" + owner]
            let output = root.appendingPathComponent("emitted-\(compared).swift")
            let emit = try CommandLineRunner.run(
                ["emit", kind] + spec + ["--specs", root.appendingPathComponent("specs").path, "--output", output.path],
                in: root
            )
            #expect(emit.status == 0, "\(emit.stderr)")
            #expect(
                try Data(contentsOf: output) == Data(contentsOf: root.appendingPathComponent("out/\(file)")),
                "emit \(kind) \(owner) differs from generate's \(file)"
            )
            compared += 1
        }
        #expect(owners.values.contains("specs/sub/banner.md"))
        #expect(compared >= 8)
    }
}

/// The build plan a plugin declares, and the cross-spec check it runs per target.
@Suite struct BuildPlanTests {
    @Test func oneCommandPerSpecAndKindWithSuffixedNamesAndAConflictCheck() throws {
        let result = try CommandLineRunner.run(
            ["build-plan", "--target", "tests", "--output-directory", "/out", "specs/snackbar.md", "specs/banner.md", "other/banner.md"]
        )
        #expect(result.status == 0, "\(result.stderr)")
        let commands = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let outputs = commands.compactMap { ($0["outputs"] as? [String])?.first }
        #expect(
            outputs == [
                "/out/other_banner+ConformanceTests.swift", "/out/specs_banner+ConformanceTests.swift",
                "/out/snackbar+ConformanceTests.swift", "/out/SpecConflictCheck+Generated.swift", "/out/ConformanceSupport+Generated.swift",
            ]
        )
        #expect(
            commands.first?["arguments"] as? [String] == ["emit", "suites", "other/banner.md", "--specs", "other", "--output", outputs[0]]
        )
        #expect((commands[3]["inputs"] as? [String])?.count == 3)
    }

    @Test func specsThatGenerateTheSameTypeConflict() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-conflict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Two components (two names), one Swift file: Swift's `Result` is spelt `ResultType`.
        try Data("# Result\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n".utf8).write(to: folder.appendingPathComponent("a.md"))
        try Data("# Result Type\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n".utf8).write(to: folder.appendingPathComponent("b.md"))
        let stamp = folder.appendingPathComponent("stamp.swift")
        let conflict = try CommandLineRunner.run(["check-conflicts", "a.md", "b.md", "--output", stamp.path], in: folder)
        #expect(conflict.status == 1)
        #expect(conflict.stderr.hasPrefix("b.md:1:1: error: this spec and a.md both generate 'Swift/ResultType.swift'"))
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
        let alone = try CommandLineRunner.run(["check-conflicts", "a.md", "--output", stamp.path], in: folder)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(FileManager.default.fileExists(atPath: stamp.path))
    }
}
