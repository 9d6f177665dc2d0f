import Foundation
import SpecGenCore
import Testing

/// What a tool that reads the output folder meets there: every file is a generated output the manifest lists, the
/// manifest, or specgen's own dotfile (the run cache); every `.json` file parses as JSON.
@Suite struct OutputFolderContentsTests {
    @Test func everyFileIsAListedOutputTheManifestOrADotfileAndEveryJSONFileParses() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try scratch.write(spec: "badge.md", Scratch.badge)
        let run = await GenerationRun.generate(scratch.options)
        #expect(!run.failed, "\(run.diagnostics)")

        let manifest = try #require(scratch.contents("specgen-manifest.json"))
        let listed = try #require(
            (try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])?["files"] as? [String: String]
        )
        let files = scratch.outputFiles()
        let unlisted = files.filter { listed[$0] == nil && $0 != "specgen-manifest.json" }
        #expect(unlisted == [".specgen-cache.jsonl"], "only the run cache is on disk and not in the manifest")
        #expect(Set(listed.keys).isSubset(of: Set(files)), "the manifest lists a file that is not on disk")
        for file in files where file.hasSuffix(".json") {
            let data = try #require(FileManager.default.contents(atPath: scratch.output.appendingPathComponent(file).path))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(file) is named .json but is not JSON")
        }
    }

    @Test func aCacheAnEarlierVersionLeftAmongTheOutputsIsRemoved() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try FileManager.default.createDirectory(at: scratch.output, withIntermediateDirectories: true)
        let earlier = #"{"documents":{"specs/counter.md":"1"},"settings":"2","summary":"","version":2,"failed":false}"#
        try Data((earlier + "\n{\"count\":0}\n").utf8).write(to: scratch.output.appendingPathComponent("specgen-cache.json"))

        let run = await GenerationRun.generate(scratch.options)
        #expect(!run.failed, "\(run.diagnostics)")
        #expect(scratch.contents("specgen-cache.json") == nil, "the earlier version's cache is still among the outputs")
        #expect(scratch.contents(".specgen-cache.jsonl") != nil)
    }

    @Test func aFileOfTheEarlierCacheNameThatIsNotACacheIsLeftAlone() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "counter.md", Scratch.counter)
        try FileManager.default.createDirectory(at: scratch.output, withIntermediateDirectories: true)
        let own = #"{"owner": "someone else"}"#
        try Data(own.utf8).write(to: scratch.output.appendingPathComponent("specgen-cache.json"))

        let run = await GenerationRun.generate(scratch.options)
        #expect(!run.failed, "\(run.diagnostics)")
        #expect(scratch.contents("specgen-cache.json") == own)
    }
}
