import Foundation
import SpecEmitters
import SpecGenCore
import Testing

/// A scratch project: a specs folder and an output folder in a fresh temporary directory.
struct Scratch {
    let root: URL
    var specs: URL { root.appendingPathComponent("specs") }
    var output: URL { root.appendingPathComponent("generated") }
    var options: GenerationOptions { GenerationOptions(specsDirectory: specs.path, outputDirectory: output.path) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
    }

    func write(spec name: String, _ text: String) throws {
        try Data(text.utf8).write(to: specs.appendingPathComponent(name))
    }

    func contents(_ relative: String) -> String? {
        FileManager.default.contents(atPath: output.appendingPathComponent(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(relative).path)[.modificationDate] as? Date
    }

    /// Every file below the output folder, hidden ones included, relative and sorted.
    func outputFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: output.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }

    static let counter = "# Counter\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n"
    static let badge = "# Badge\n\n## API\n\n```swift\ninit(label: String)\n```\n"
}

@Suite struct OutputWriterTests {
    @Test func generatingTwiceLeavesUnchangedFilesAlone() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        let first = await GenerationRun.generate(scratch.options)
        #expect(!first.failed, "\(first.diagnostics)")
        #expect(
            scratch.outputFiles() == [
                ".specgen-cache.jsonl", "Samples/ModelSamples.swift", "Schemas/CounterConfiguration.schema.json",
                "Swift/Counter.swift", "Tests/ConformanceSupport.swift", "specgen-manifest.json",
            ]
        )
        let before = try scratch.modificationDate("Swift/Counter.swift")
        try await Task.sleep(for: .milliseconds(20))
        let second = await GenerationRun.generate(scratch.options)
        #expect(second.output.contains("0 written, 0 removed, 4 unchanged"))
        #expect(try scratch.modificationDate("Swift/Counter.swift") == before)
    }

    @Test func ownedFilesNoSpecProducesAreRemoved() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try scratch.write(spec: "badge.md", Scratch.badge)
        _ = await GenerationRun.generate(scratch.options)
        #expect(scratch.contents("Swift/Badge.swift") != nil)
        try FileManager.default.removeItem(at: scratch.specs.appendingPathComponent("badge.md"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(!report.failed)
        #expect(scratch.contents("Swift/Badge.swift") == nil)
        #expect(scratch.contents("Schemas/BadgeConfiguration.schema.json") == nil)
        #expect(scratch.contents("specgen-manifest.json")?.contains("Badge") == false)
    }

    @Test func aFileSpecgenDidNotWriteIsReportedNotOverwritten() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try FileManager.default.createDirectory(at: scratch.output.appendingPathComponent("Swift"), withIntermediateDirectories: true)
        try Data("// mine\n".utf8).write(to: scratch.output.appendingPathComponent("Swift/Counter.swift"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        #expect(scratch.contents("Swift/Counter.swift") == "// mine\n")
        let problem = try #require(report.diagnostics.first)
        #expect(problem.location.file == scratch.output.appendingPathComponent("Swift/Counter.swift").path)
        #expect(problem.message.hasPrefix("refusing to overwrite a file specgen did not write"))
        #expect(scratch.outputFiles() == ["Swift/Counter.swift"], "nothing else may be written when a file is in the way")
    }

    @Test func aFailureMidwayLeavesNoPartialFileAndKeepsOwnership() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        // A regular file where the Swift/ folder must go makes the write of Swift/Counter.swift fail
        // after Samples/ and Schemas/ were written (writes are taken in path order; one taken by a second thread
        // before the failure may be written too, and is then owned).
        try FileManager.default.createDirectory(at: scratch.output, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: scratch.output.appendingPathComponent("Swift"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        #expect(report.diagnostics.contains { $0.message.hasPrefix("cannot write the generated file") })
        let files = scratch.outputFiles()
        #expect(!files.contains { $0.hasSuffix(".tmp") }, "temporary files left: \(files)")
        let before = ["Samples/ModelSamples.swift", "Schemas/CounterConfiguration.schema.json", "Swift", "specgen-manifest.json"]
        #expect(before.allSatisfy(files.contains), "\(files)")
        let schema = try #require(scratch.contents("Schemas/CounterConfiguration.schema.json"))
        #expect(schema.hasSuffix("}\n"), "the schema must be whole")
        let manifest = try #require(scratch.contents("specgen-manifest.json"))
        #expect(manifest.contains("Schemas/CounterConfiguration.schema.json"))
        #expect(!manifest.contains("Swift/Counter.swift"))
        for later in files where !before.contains(later) {
            #expect(manifest.contains("\"\(later)\""), "a file written after the failure must be owned: \(later)")
        }
    }

    @Test func aSpecWithErrorsKeepsItsEarlierOutputsAndOthersStillGenerate() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try scratch.write(spec: "badge.md", Scratch.badge)
        _ = await GenerationRun.generate(scratch.options)
        let badge = scratch.contents("Swift/Badge.swift")
        try scratch.write(spec: "badge.md", "# Badge\n\n## API\n\n```swift\ninit(label: String, size: Int = \"big\")\n```\n")
        try scratch.write(spec: "counter.md", Scratch.counter.replacingOccurrences(of: "count: Int = 1", with: "count: Int = 2"))
        // A default that does not fit is an error under --strict (else a warning that leaves the default out).
        var strict = scratch.options
        strict.strict = true
        let report = await GenerationRun.generate(strict)
        #expect(report.failed)
        #expect(report.diagnostics.contains { $0.severity == .error && $0.location.file.hasSuffix("badge.md") })
        #expect(scratch.contents("Swift/Badge.swift") == badge)
        #expect(scratch.contents("Swift/Counter.swift")?.contains("count: Int = 2") == true)
        #expect(scratch.contents("specgen-manifest.json")?.contains("Swift/Badge.swift") == true)
    }

    @Test func outputIsTheSameWhateverTheOrderAndSpellingOfPaths() async throws {
        let first = try Scratch()
        try first.write(spec: "counter.md", Scratch.counter)
        try first.write(spec: "badge.md", Scratch.badge)
        let second = try Scratch()
        try second.write(spec: "badge.md", Scratch.badge)
        try second.write(spec: "counter.md", Scratch.counter)
        let a = await Generator.generate(first.options)
        // The same folder named with a trailing slash and `.` segments.
        let b = await Generator.generate(GenerationOptions(specsDirectory: second.specs.path + "/./", outputDirectory: "x"))
        #expect(a.files.map(\.file) == b.files.map(\.file))
    }

    @Test func aComponentOfSeveralDocumentsGeneratesTheSameBytesWhateverTheOrderOfItsFiles() async throws {
        let guideline = "# Counters\n\n## Behaviors\n\n- A counter dismisses itself after 3 seconds.\n"
        let reference = Scratch.counter + "\n## Behaviors\n\n- A counter dismisses itself after 4 seconds.\n"
        let first = try Scratch()
        try first.write(spec: "counter.md", reference)
        try first.write(spec: "counter-usage.md", guideline)
        let second = try Scratch()
        try second.write(spec: "counter-usage.md", guideline)
        try second.write(spec: "counter.md", reference)
        let a = await Generator.generate(first.options)
        let b = await Generator.generate(GenerationOptions(specsDirectory: second.specs.path + "/./", outputDirectory: "x"))
        #expect(a.files.map(\.file) == b.files.map(\.file))
        #expect(a.components.count == 1)
        // The same warning at the same place (the folders differ, so the paths in messages do).
        #expect(a.allDiagnostics.map { "\($0.severity) \($0.location.line):\($0.location.column)" } == ["warning 5:3"])
        #expect(b.allDiagnostics.map { "\($0.severity) \($0.location.line):\($0.location.column)" } == ["warning 5:3"])
    }

    @Test func twoComponentsGeneratingTheSameTypeAreAnError() async throws {
        let scratch = try Scratch()
        // Two names, so two components; Swift's `Result` is spelt `ResultType`, which the second names outright.
        try scratch.write(spec: "a.md", Scratch.counter.replacingOccurrences(of: "# Counter", with: "# Result"))
        try scratch.write(spec: "b.md", Scratch.counter.replacingOccurrences(of: "# Counter", with: "# Result Type"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        let error = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(error.location.file.hasSuffix("/b.md"))
        #expect(error.message.contains("both generate 'Swift/ResultType.swift'"))
        #expect(scratch.contents("Swift/ResultType.swift") != nil, "the first component still generates")
    }

    @Test func twoDocumentsOfOneComponentGenerateItOnce() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "a.md", Scratch.counter)
        try scratch.write(spec: "b.md", Scratch.counter)
        let report = await GenerationRun.generate(scratch.options)
        #expect(!report.failed, "\(report.diagnostics)")
        #expect(report.output.contains("/a.md + "), "\(report.output)")
        #expect(scratch.contents("Swift/Counter.swift")?.contains("from specs/a.md and specs/b.md") == true)
        #expect(scratch.contents("specgen-manifest.json")?.contains("\"Swift/Counter.swift\": \"specs/a.md\"") == true)
    }

    @Test(arguments: ["missing", "empty"])
    func aSpecsFolderThatIsMissingOrEmptyDeletesNothing(_ kind: String) async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        _ = await GenerationRun.generate(scratch.options)
        let files = scratch.outputFiles()
        let folder = scratch.root.appendingPathComponent(kind)
        if kind == "empty" { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let report = await GenerationRun.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: scratch.output.path))
        #expect(report.failed)
        #expect(
            report.diagnostics.first?.message
                == (kind == "empty" ? "no *.md or *.mdx specs found in the specs directory" : "no such specs directory")
        )
        #expect(scratch.outputFiles() == files)
    }
}
