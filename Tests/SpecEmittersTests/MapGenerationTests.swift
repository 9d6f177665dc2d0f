import Foundation
import SpecGenCore
import Testing

/// Maps with string keys, in Swift, Kotlin and TypeScript spellings, are data: `[String: T]` in Swift, an object
/// with `additionalProperties` in JSON Schema; the Swift type-checks and samples round-trip (durations as seconds).
@Suite struct MapGenerationTests {
    private static let tag = """
        # Tag

        ## API

        ```swift
        public init(labels: [String: String] = [:], weights: Dictionary<String, Double> = ["a": 1.5], waits: [String: Duration] = [:], byID: [Int: String] = [:])
        ```
        """
    private static let chip = """
        # Chip

        ## Props

        | Prop | Type | Default |
        |---|---|---|
        | extra | `Record<string, number>` | `{ gap: 2 }` |
        | names | `{ [key: string]: string }` | `{}` |
        | flags | `Map<String, bool>` | `mapOf("dense" to true)` |
        """

    private func generation() async throws -> Generation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-maps-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.tag.utf8).write(to: folder.appendingPathComponent("tag.md"))
        try Data(Self.chip.utf8).write(to: folder.appendingPathComponent("chip.md"))
        return await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused"))
    }

    @Test func mapsAreDataWithStringKeysOnly() async throws {
        let generation = try await generation()
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        let swift = try #require(generation.files.first { $0.file.path == "Swift/Tag.swift" }).file.contents
        #expect(swift.contains(#"weights: [String: Double] = ["a": 1.5]"#))
        #expect(swift.contains("public var waits: [String: Duration]"))
        #expect(!swift.contains("var byID"), "a map with Int keys has no JSON form")
        #expect(swift.contains("- `byID`: only maps with string keys are data."))
        let chip = try #require(generation.files.first { $0.file.path == "Swift/Chip.swift" }).file.contents
        #expect(chip.contains(#"flags: [String: Bool] = ["dense": true]"#))
        let schema = try #require(generation.files.first { $0.file.path == "Schemas/ChipConfiguration.schema.json" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(schema.file.contents.utf8)) as? [String: Any])
        let properties = try #require(object["properties"] as? [String: [String: Any]])
        #expect(properties["extra"]?["type"] as? String == "object")
        #expect((properties["extra"]?["additionalProperties"] as? [String: Any])?["type"] as? String == "number")
        #expect(properties["extra"]?["default"] as? [String: Int] == ["gap": 2])
        #expect(properties["names"]?["default"] as? [String: String] == [:])
    }

    @Test func theSwiftTypeChecksAndSamplesRoundTrip() async throws {
        let generation = try await generation()
        #expect(try SwiftTypeChecker.check(generation.files) == nil)
        let main = """
            import Foundation
            var failures = 0
            for sample in modelSamples where try !sample.decodesToSameValue(try sample.encoded()) { failures += 1 }
            print("\\(failures) failures of \\(modelSamples.count)")
            """
        let result = try SwiftTypeChecker.run(generation.files, main: main, extraFlags: [])
        #expect(result.succeeded, "\(result.output)")
        #expect(result.output.contains("0 failures of 6"), "\(result.output)")
    }
}
