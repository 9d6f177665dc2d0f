import Foundation
import SpecGenCore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder is a wall: an edited manifest, a linked folder or a link, pipe or folder at a generated
/// path never makes the writer read, write or delete anything it did not write.
@Suite struct OutputWallTests {
    /// A scratch project whose output folder is two levels down, so `..` paths still land inside the scratch.
    private struct Nested {
        let scratch: Scratch
        var output: URL { scratch.root.appendingPathComponent("nest/generated") }
        var options: GenerationOptions { GenerationOptions(specsDirectory: scratch.specs.path, outputDirectory: output.path) }

        init() throws {
            scratch = try Scratch()
            try scratch.write(spec: "counter.md", Scratch.counter)
        }

        func file(_ relative: String) -> URL { scratch.root.appendingPathComponent(relative) }
    }

    private func writeManifest(_ files: [String: String], to output: URL) throws {
        let entries = files.keys.sorted().map { "    \(Self.quoted($0)): \(Self.quoted(files[$0] ?? ""))" }.joined(separator: ",\n")
        try Data("{\n  \"files\": {\n\(entries)\n  },\n  \"version\": 1\n}\n".utf8)
            .write(to: output.appendingPathComponent("specgen-manifest.json"))
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test(arguments: [
        "../../victim.txt", "../somedir", "..", "", "Swift/../../victim.txt", "./Swift/Counter.swift", "Swift//Counter.swift",
        "Swift/", "ABSOLUTE",
    ])
    func aManifestPathOutsideTheOutputFolderIsAnErrorNamingIt(_ entry: String) async throws {
        let project = try Nested()
        _ = await GenerationRun.generate(project.options)
        let victim = project.file("victim.txt")
        try Data("the user's notes\n".utf8).write(to: victim)
        let folder = project.file("nest/somedir")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: folder.appendingPathComponent("kept.txt"))
        let path = entry == "ABSOLUTE" ? victim.path : entry
        try writeManifest(
            ["Samples/ModelSamples.swift": "*", "Swift/Counter.swift": "specs/counter.md", path: "specs/gone.md"],
            to: project.output
        )
        let before = project.scratch.allFiles()

        let generate = await GenerationRun.generate(project.options)
        #expect(generate.failed)
        let error = try #require(generate.diagnostics.first { $0.severity == .error })
        #expect(error.location.file == project.output.appendingPathComponent("specgen-manifest.json").path)
        #expect(error.location.line == 1 && error.location.column == 1)
        #expect(error.message.contains("the manifest lists '\(path)'"), "\(error.message)")
        #expect(project.scratch.allFiles() == before, "nothing may be deleted or written")

        let check = await GenerationRun.check(project.options)
        #expect(check.failed)
        #expect(!check.output.contains("the user's notes"), "check must not print a file outside the output folder")
    }

    @Test func aLinkedSubfolderIsNeitherWrittenNorDeletedThrough() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try scratch.write(spec: "badge.md", Scratch.badge)
        _ = await GenerationRun.generate(scratch.options)
        // The user's own folder elsewhere, holding files with the names specgen uses.
        let elsewhere = scratch.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("// the user's counter\n".utf8).write(to: elsewhere.appendingPathComponent("Counter.swift"))
        try Data("// the user's badge\n".utf8).write(to: elsewhere.appendingPathComponent("Badge.swift"))
        let swift = scratch.output.appendingPathComponent("Swift")
        try FileManager.default.removeItem(at: swift)
        try FileManager.default.createSymbolicLink(at: swift, withDestinationURL: elsewhere)
        try FileManager.default.removeItem(at: scratch.specs.appendingPathComponent("badge.md"))
        try scratch.write(spec: "counter.md", Scratch.counter.replacingOccurrences(of: "= 1", with: "= 2"))

        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        let error = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(error.location.file == swift.path)
        #expect(error.message.contains("symbolic link"), "\(error.message)")
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("Counter.swift"), encoding: .utf8) == "// the user's counter\n")
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("Badge.swift"), encoding: .utf8) == "// the user's badge\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == ["Badge.swift", "Counter.swift"])
    }

    @Test(arguments: ["dangling link", "link to a file", "named pipe"])
    func aLinkOrPipeAtAGeneratedPathIsRefusedNotReplaced(_ kind: String) async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        let swift = scratch.output.appendingPathComponent("Swift")
        try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: true)
        let target = scratch.root.appendingPathComponent("target.swift")
        let path = swift.appendingPathComponent("Counter.swift")
        switch kind {
        case "dangling link":
            try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: "nowhere.swift")
        case "link to a file":
            try Data("// the user's file\n".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(at: path, withDestinationURL: target)
        default:
            #expect(mkfifo(path.path, 0o644) == 0)
        }
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        let error = try #require(report.diagnostics.first { $0.location.file == path.path })
        #expect(error.severity == .error)
        var status = stat()
        #expect(lstat(path.path, &status) == 0)
        let type = status.st_mode & S_IFMT
        #expect(type == (kind == "named pipe" ? S_IFIFO : S_IFLNK), "the \(kind) must stay where it is")
        if kind == "link to a file" {
            #expect(try String(contentsOf: target, encoding: .utf8) == "// the user's file\n")
        }
        #expect(scratch.contents("Samples/ModelSamples.swift") == nil, "nothing is written while something is in the way")
    }

    @Test func anOwnedFileReplacedByALinkIsNotWrittenThrough() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        _ = await GenerationRun.generate(scratch.options)
        let target = scratch.root.appendingPathComponent("mine.swift")
        try Data("// the user's file\n".utf8).write(to: target)
        let path = scratch.output.appendingPathComponent("Swift/Counter.swift")
        try FileManager.default.removeItem(at: path)
        try FileManager.default.createSymbolicLink(at: path, withDestinationURL: target)
        try scratch.write(spec: "counter.md", Scratch.counter.replacingOccurrences(of: "= 1", with: "= 2"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "// the user's file\n")
    }

    @Test func anOwnedPathThatBecameAFolderIsNotDeleted() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try scratch.write(spec: "badge.md", Scratch.badge)
        _ = await GenerationRun.generate(scratch.options)
        let path = scratch.output.appendingPathComponent("Swift/Badge.swift")
        try FileManager.default.removeItem(at: path)
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        try Data("notes\n".utf8).write(to: path.appendingPathComponent("notes.txt"))
        try FileManager.default.removeItem(at: scratch.specs.appendingPathComponent("badge.md"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(!report.failed, "\(report.diagnostics)")
        #expect(scratch.contents("Swift/Badge.swift/notes.txt") == "notes\n", "removal deletes regular files only")
        #expect(scratch.contents("specgen-manifest.json")?.contains("Swift/Badge.swift") == false, "it is no longer specgen's")
    }

    @Test func aRewriteKeepsTheFilesMode() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        _ = await GenerationRun.generate(scratch.options)
        let path = scratch.output.appendingPathComponent("Swift/Counter.swift").path
        #expect(chmod(path, 0o640) == 0)
        try scratch.write(spec: "counter.md", Scratch.counter.replacingOccurrences(of: "= 1", with: "= 2"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(!report.failed, "\(report.diagnostics)")
        #expect(scratch.contents("Swift/Counter.swift")?.contains("count: Int = 2") == true)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
    }

    @Test func aHardLinkedGeneratedFileIsNotSplitSilently() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        _ = await GenerationRun.generate(scratch.options)
        let path = scratch.output.appendingPathComponent("Swift/Counter.swift")
        let other = scratch.root.appendingPathComponent("SharedCounter.swift")
        try FileManager.default.linkItem(at: path, to: other)
        let before = try Data(contentsOf: other)
        try scratch.write(spec: "counter.md", Scratch.counter.replacingOccurrences(of: "= 1", with: "= 2"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        let error = try #require(report.diagnostics.first { $0.location.file == path.path })
        #expect(error.message.contains("2 hard links"), "\(error.message)")
        #expect(try Data(contentsOf: path) == before)
        #expect(try Data(contentsOf: other) == before)
    }

    @Test func aCorruptManifestIsRefusedAndNothingIsWritten() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try FileManager.default.createDirectory(at: scratch.output, withIntermediateDirectories: true)
        try Data("{\"files\": {\"Swift/Counter.swift\": ".utf8).write(to: scratch.output.appendingPathComponent("specgen-manifest.json"))
        let report = await GenerationRun.generate(scratch.options)
        #expect(report.failed)
        let error = try #require(report.diagnostics.first)
        #expect(error.location.file == scratch.output.appendingPathComponent("specgen-manifest.json").path)
        #expect(error.message.hasPrefix("cannot read the manifest of owned files"))
        #expect(scratch.outputFiles() == ["specgen-manifest.json"])
        let check = await GenerationRun.check(scratch.options)
        #expect(check.failed)
        #expect(scratch.outputFiles() == ["specgen-manifest.json"])
    }

    @Test func checkWritesNothingWhateverTheState() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try scratch.write(spec: "badge.md", Scratch.badge)
        // No output folder yet: check must not create one.
        let missing = await GenerationRun.check(scratch.options)
        #expect(missing.failed)
        #expect(!FileManager.default.fileExists(atPath: scratch.output.path))
        _ = await GenerationRun.generate(scratch.options)
        // Stale, missing, removed and leftover-temporary states at once.
        try scratch.write(spec: "counter.md", Scratch.counter.replacingOccurrences(of: "= 1", with: "= 2"))
        try FileManager.default.removeItem(at: scratch.specs.appendingPathComponent("badge.md"))
        try FileManager.default.removeItem(at: scratch.output.appendingPathComponent("Samples/ModelSamples.swift"))
        try Data("x".utf8).write(to: scratch.output.appendingPathComponent("Swift/.sg-0123456789.tmp"))
        let before = try scratch.snapshot()
        let check = await GenerationRun.check(scratch.options)
        #expect(check.failed)
        #expect(check.output.contains("+++ b/\(scratch.output.path)/Swift/Counter.swift"))
        #expect(try scratch.snapshot() == before)
    }

    @Test func readersNeverSeeAPartialFile() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        _ = await GenerationRun.generate(scratch.options)
        let path = scratch.output.appendingPathComponent("Swift/Counter.swift").path
        // A long default makes each version large enough that a partial write would show.
        var versions: Set<Data> = []
        for index in 0..<2 {
            let value = String(repeating: "ab", count: 20_000 + index * 7)
            try scratch.write(spec: "counter.md", "# Counter\n\n## API\n\n```swift\ninit(label: String = \"\(value)\")\n```\n")
            _ = await GenerationRun.generate(scratch.options)
            versions.insert(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(versions.count == 2)
        let reader = Task.detached { () -> Int in
            var bad = 0
            for _ in 0..<3000 {
                if let data = FileManager.default.contents(atPath: path), !versions.contains(data) { bad += 1 }
            }
            return bad
        }
        for round in 0..<20 {
            let value = String(repeating: "ab", count: 20_000 + (round % 2) * 7)
            try scratch.write(spec: "counter.md", "# Counter\n\n## API\n\n```swift\ninit(label: String = \"\(value)\")\n```\n")
            let report = await GenerationRun.generate(scratch.options)
            #expect(!report.failed)
        }
        #expect(await reader.value == 0)
    }

    @Test func anUnlistedFileWithSpecgensHeaderAndExactBytesIsRecognised() async throws {
        let reference = try Scratch()
        try reference.write(spec: "counter.md", Scratch.counter)
        _ = await GenerationRun.generate(reference.options)
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        // The manifest was lost, but the files are exactly what specgen writes.
        try FileManager.default.copyItem(at: reference.output, to: scratch.output)
        try FileManager.default.removeItem(at: scratch.output.appendingPathComponent("specgen-manifest.json"))
        let adopted = await GenerationRun.generate(scratch.options)
        #expect(!adopted.failed, "\(adopted.diagnostics)")
        #expect(scratch.contents("specgen-manifest.json") == reference.contents("specgen-manifest.json"))
        // A file with the header but other bytes may be a user's edited copy: refused.
        try FileManager.default.removeItem(at: scratch.output.appendingPathComponent("specgen-manifest.json"))
        let edited = (scratch.contents("Swift/Counter.swift") ?? "") + "// my addition\n"
        try Data(edited.utf8).write(to: scratch.output.appendingPathComponent("Swift/Counter.swift"))
        let refused = await GenerationRun.generate(scratch.options)
        #expect(refused.failed)
        #expect(scratch.contents("Swift/Counter.swift") == edited)
    }

    @Test func aFileNameUpToNameMaxCanBeWritten() async throws {
        let scratch = try Scratch()
        // Schemas/<Name>Configuration.schema.json is 250 bytes long: legal, though a temporary name built
        // from it would not be.
        let name = "Wide" + String(repeating: "x", count: 226)
        try scratch.write(spec: "wide.md", "# \(name)\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n")
        let report = await GenerationRun.generate(scratch.options)
        #expect(!report.failed, "\(report.diagnostics)")
        let schema = try #require(scratch.outputFiles().first { $0.hasPrefix("Schemas/") })
        #expect(schema.utf8.count - "Schemas/".count >= 245, "\(schema)")
        #expect(!scratch.outputFiles().contains { $0.hasSuffix(".tmp") })
    }

    @Test func anEmptyOutputPathWritesNothing() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        let options = GenerationOptions(specsDirectory: scratch.specs.path, outputDirectory: "")
        let writer = OutputWriter(path: "")
        let changes = writer.changes(for: await Generator.generate(options))
        #expect(!changes.problems.isEmpty, "an empty output path must not mean the current folder")
        #expect(changes.writes.isEmpty)
    }
}

extension Scratch {
    /// Every file below the scratch root, with contents, for before/after comparisons.
    func allFiles() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) { files[path] = data }
        }
        return files
    }

    /// Every entry below the output folder with its kind, size, mode, modification time and contents.
    func snapshot() throws -> [String: String] {
        var entries: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: output.path)
        while let path = enumerator?.nextObject() as? String {
            let url = output.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let contents = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            entries[path] =
                "\(attributes[.type] ?? "") \(attributes[.size] ?? "") \(attributes[.posixPermissions] ?? "") "
                + "\(attributes[.modificationDate] ?? "") \(contents)"
        }
        return entries
    }
}
