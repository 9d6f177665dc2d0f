import Foundation
import SpecGenCore
import Testing

/// A component whose enumeration is declared for Swift and Kotlin generates one Swift enumeration and schemas
/// whose defaults agree, whichever language's API they come from.
@Suite struct CrossLanguageEnumerationGenerationTests {
    private static let spec = """
        # Pill

        ## API

        ```swift
        public enum PillShape: String { case rounded, squared }
        public init(label: String, shape: PillShape = .rounded)
        ```

        ```kotlin
        enum class PillShape { ROUNDED, SQUARED }
        @Composable
        fun Pill(label: String, shape: PillShape = PillShape.ROUNDED)
        ```
        """

    private func generation() async throws -> Generation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-enums-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("pill.md"))
        return await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused"))
    }

    @Test func theGeneratedSwiftDeclaresTheEnumerationOnceAndTypeChecks() async throws {
        let generation = try await generation()
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        let swift = try #require(generation.files.first { $0.file.path == "Swift/Pill.swift" })
        #expect(swift.file.contents.components(separatedBy: "enum PillShape").count == 2)
        #expect(swift.file.contents.contains("case rounded"))
        #expect(try SwiftTypeChecker.check(generation.files) == nil)
    }

    @Test func everySchemaDefaultsTheShapeToTheSameValue() async throws {
        let generation = try await generation()
        let schemas = generation.files.filter { $0.file.path.hasPrefix("Schemas/") && $0.file.path.hasSuffix(".schema.json") }
        #expect(!schemas.isEmpty)
        var defaults: [String] = []
        for schema in schemas {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(schema.file.contents.utf8)) as? [String: Any])
            let properties = try #require(object["properties"] as? [String: [String: Any]])
            let shape = try #require(properties["shape"], "\(schema.file.path) has no shape")
            #expect(shape["$ref"] as? String == "#/$defs/PillShape")
            let definitions = try #require(object["$defs"] as? [String: [String: Any]])
            // The known cases, beside any other string a newer version may add (`unknownEnumCases: fallback`).
            let known = (definitions["PillShape"]?["anyOf"] as? [[String: Any]])?.first?["enum"] as? [String]
            #expect(known == ["rounded", "squared"])
            defaults.append(try #require(shape["default"] as? String))
        }
        #expect(Set(defaults) == ["rounded"])
    }
}
