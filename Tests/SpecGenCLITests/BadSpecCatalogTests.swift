import Foundation
import TestSupport
import Testing

/// The catalogue of bad specs: each file in BadSpecs/ with its `.expected` (exit code, then the exact
/// standard error). Each runs alone through `specgen generate`; a failing spec must leave no output of its own.
@Suite struct BadSpecCatalogTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadSpecs")
    static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted()

    /// A fresh folder holding `specs/` with the given files.
    static func project(_ files: [String: Data]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: root.appendingPathComponent("specs/\(name)")) }
        return root
    }

    /// Every file below `folder`, relative.
    static func files(in folder: URL) -> [String] {
        ((FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.sorted()
    }

    @Test func theCatalogueCoversTheListedCases() {
        #expect(Self.fixtures.count >= 13)
    }

    @Test(arguments: fixtures)
    func eachBadSpecGetsItsExactDiagnostics(_ name: String) throws {
        let expected = try String(contentsOf: Self.folder.appendingPathComponent(name.dropLast(3) + ".expected"), encoding: .utf8)
        let lines = expected.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let status = Int32(lines[0].dropFirst("exit ".count))
        let root = try Self.project([name: Data(contentsOf: Self.folder.appendingPathComponent(name))])
        let result = try CommandLineRunner.run(["generate", "--specs", "specs", "--output", "out"], in: root)
        #expect(result.status == status)
        #expect(result.stderr == (lines.count > 1 ? String(lines[1]) : ""))
        let written = Self.files(in: root.appendingPathComponent("out"))
        #expect(!written.contains { $0.hasSuffix(".tmp") })
        if status != 0 {
            #expect(
                !written.contains { $0.hasPrefix("Swift/") || $0.hasPrefix("Schemas/") || $0.hasSuffix("ConformanceTests.swift") },
                "\(written)"
            )
        }
    }

    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let big = Data(("# Huge\n\n" + String(repeating: "x", count: 4 * 1024 * 1024)).utf8)
        let root = try Self.project(["huge.md": big])
        let result = try CommandLineRunner.run(["generate", "--specs", "specs", "--output", "out"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr == "specs/huge.md:1:1: error: the spec is \(big.count) bytes; specs are limited to 4194304 bytes (4 MiB)\n")
    }

    @Test func twoComponentsDeclaringTheSameTypeAreRefusedAndTheFirstStillGenerates() throws {
        // Two names, two components; but Swift's `Result` is spelt `ResultType`, which the second names outright.
        let root = try Self.project([
            "a.md": Data("# Result\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n".utf8),
            "b.md": Data("# Result Type\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n".utf8),
        ])
        let result = try CommandLineRunner.run(["generate", "--specs", "specs", "--output", "out"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                specs/b.md:1:1: error: this spec and specs/a.md both generate 'Swift/ResultType.swift'
                specs/a.md:1:1: note: the other spec

                """
        )
        #expect(Self.files(in: root.appendingPathComponent("out")).contains("Swift/ResultType.swift"))
    }

    /// Elements the reader cannot use lose themselves, not the document; `--strict` makes each an error again.
    @Test(arguments: [
        "default-does-not-fit.md", "default-outside-the-contract.md", "duplicate-declared-parameter.md", "unbalanced-generics.md",
        "unbalanced-parentheses.md",
    ])
    func anElementThatCannotBeReadIsAnErrorUnderStrict(_ name: String) throws {
        let root = try Self.project([name: Data(contentsOf: Self.folder.appendingPathComponent(name))])
        let tolerant = try CommandLineRunner.run(["generate", "--specs", "specs", "--output", "out"], in: root)
        #expect(tolerant.status == 0)
        #expect(tolerant.stderr.contains(": warning: "))
        let strict = try CommandLineRunner.run(["generate", "--specs", "specs", "--output", "strict-out", "--strict"], in: root)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains(": error: ") && strict.stderr.contains("(--strict: "), "\(strict.stderr)")
        #expect(!Self.files(in: root.appendingPathComponent("strict-out")).contains { $0.hasPrefix("Swift/") })
    }

    @Test func aSpecPathThatDoesNotExist() throws {
        let result = try CommandLineRunner.run(["dump", "specs/missing.md"], in: Self.project([:]))
        #expect(result.status == 1)
        #expect(result.stderr == "specs/missing.md:1:1: error: no such spec file\n")
    }

    @Test func anOutputDirectoryThatCannotBeWritten() throws {
        let root = try Self.project(["chip.md": Data("# Chip\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n".utf8)])
        // A regular file where the output folder should be: no folder can be created inside it.
        try Data("not a folder".utf8).write(to: root.appendingPathComponent("out"))
        let result = try CommandLineRunner.run(["generate", "--specs", "specs", "--output", "out"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr == "out:1:1: error: the output path is a file, not a folder\n")
        #expect(try String(contentsOf: root.appendingPathComponent("out"), encoding: .utf8) == "not a folder")
        #expect(Self.files(in: root).filter { !$0.hasPrefix("specs/") && $0 != "out" }.isEmpty)
    }
}
