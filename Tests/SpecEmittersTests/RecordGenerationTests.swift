import Foundation
import SpecGenCore
import TestSupport
import Testing

/// A record parameter generates a nested Swift value type with its defaults and a `$defs` object schema; the
/// Swift type-checks, and the samples round-trip through JSON that the schema accepts.
@Suite struct RecordGenerationTests {
    private static let spec = """
        # Chip

        ## Props

        | Prop | Type | Default | Required | Description |
        |---|---|---|---|---|
        | labels | `{ readerRole?: string; dismissLabel?: string }` | `{ readerRole: "status", dismissLabel: "hide" }` | no | Words for screen readers. |
        | limit | `{ most: number, wraps?: boolean }` | - | yes | How many fit. |
        | title | `string` | - | yes | The text. |
        """

    private func generation() async throws -> Generation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-records-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("chip.md"))
        return await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused"))
    }

    @Test func theSchemaDefinesTheRecordAsAnObjectOfItsOwn() async throws {
        let generation = try await generation()
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        let schema = try #require(generation.files.first { $0.file.path == "Schemas/ChipConfiguration.schema.json" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(schema.file.contents.utf8)) as? [String: Any])
        let properties = try #require(object["properties"] as? [String: [String: Any]])
        #expect(properties["labels"]?["$ref"] as? String == "#/$defs/ChipLabels")
        #expect(properties["labels"]?["default"] as? [String: String] == ["readerRole": "status", "dismissLabel": "hide"])
        let definitions = try #require(object["$defs"] as? [String: [String: Any]])
        let limit = try #require(definitions["ChipLimit"])
        #expect(limit["type"] as? String == "object")
        #expect(limit["required"] as? [String] == ["most"])
        // Unknown keys are ignored by default, in records as in models (docs/contract.md).
        #expect(limit["additionalProperties"] as? Bool == true)
        #expect((limit["properties"] as? [String: Any])?.keys.sorted() == ["most", "wraps"])
    }

    @Test func theSwiftTypeChecksAndSamplesRoundTripThroughValidJSON() async throws {
        let generation = try await generation()
        let swift = try #require(generation.files.first { $0.file.path == "Swift/Chip.swift" })
        #expect(swift.file.contents.contains("nonisolated\npublic struct ChipLabels: Sendable, Codable, Hashable {"))
        #expect(swift.file.contents.contains(#"labels: ChipLabels = ChipLabels(readerRole: "status", dismissLabel: "hide")"#))
        #expect(try SwiftTypeChecker.check(generation.files) == nil)
        let main = """
            import Foundation
            var failures = 0
            for sample in modelSamples {
                let data = try sample.encoded()
                if try !sample.decodesToSameValue(data) { failures += 1 }
                print("sample\\t" + String(decoding: data, as: UTF8.self))
            }
            print("\\(failures) failures")
            """
        let result = try SwiftTypeChecker.run(generation.files, main: main, extraFlags: [])
        #expect(result.succeeded, "\(result.output)")
        #expect(result.output.contains("0 failures"), "\(result.output)")
        let instances = result.output.split(separator: "\n").filter { $0.hasPrefix("sample\t") }.map { $0.dropFirst("sample\t".count) }
        #expect(instances.count == 3)
        #expect(instances.contains { $0.contains(#""limit":{"#) })

        // An independent validator checks the schema and every sample against it.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let validator = root.appendingPathComponent("Tests/ComponentModelsTests/validate_schemas.py")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-records-schemas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let schema = try #require(generation.files.first { $0.file.path == "Schemas/ChipConfiguration.schema.json" })
        try Data(schema.file.contents.utf8).write(to: directory.appendingPathComponent("ChipConfiguration.schema.json"))
        let cases =
            "["
            + instances.enumerated().map {
                #"{"id": "\#($0.offset)", "schema": "ChipConfiguration.schema.json", "instance": \#($0.element)}"#
            }
            .joined(separator: ",") + "]"
        let casesFile = directory.appendingPathComponent("cases.json")
        try Data(cases.utf8).write(to: casesFile)
        let run = try CommandLineRunner.runTool(["python3", validator.path, directory.path, casesFile.path])
        if run.stderr.contains("No module named") {
            print("skipping schema validation: Python's jsonschema is not installed")
            return
        }
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let verdicts = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]],
            "\(run.stdout)\(run.stderr)"
        )
        #expect(verdicts.count == instances.count)
        #expect(verdicts.allSatisfy { $0["valid"] as? Bool == true }, "\(verdicts)")
    }
}
