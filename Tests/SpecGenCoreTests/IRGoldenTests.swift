import Foundation
import SpecGenCore
import Testing

/// `specgen dump` of every spec under specs/ and of the emitter fixtures, compared with committed JSON, so any
/// change to what the parser understands shows up as a reviewable diff.
///
/// To re-record after an intended change: `SPECGEN_RECORD_GOLDEN=1 swift test --filter IRGoldenTests`, then
/// review the diff of Tests/SpecGenCoreTests/Golden.
@Suite struct IRGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let isRecording = ProcessInfo.processInfo.environment["SPECGEN_RECORD_GOLDEN"] == "1"

    /// Each spec by its path from the repository root.
    static let specs: [String] = {
        let folders = ["specs", "Tests/SpecEmittersTests/Fixtures"]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
        }.sorted()
    }()

    @Test func thereAreSpecsToCompare() {
        #expect(Self.specs.count >= 5)
    }

    @Test(arguments: specs)
    func dumpMatchesItsGoldenFile(_ path: String) async throws {
        // Read as `dump` reads it: the document assembled as a component of its own (statement ids, corrections).
        let results = await Pipeline.read([Self.root.appendingPathComponent(path).path], options: GenerationOptions())
        var spec = try #require(results.first?.documents.first?.spec)
        spec.source = path
        let json = String(decoding: try SpecJSON.encode([spec]), as: UTF8.self)
        let file = Self.golden.appendingPathComponent(path.replacingOccurrences(of: "/", with: "__") + ".json")
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(json == expected, "the IR of \(path) differs from \(file.lastPathComponent); re-record if intended")
    }
}
