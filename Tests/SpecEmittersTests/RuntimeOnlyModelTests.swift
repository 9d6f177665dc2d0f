import Foundation
import SpecEmitters
import SpecGenCore
import Testing

/// A component whose documented parameters are all runtime still gets its model: no properties, its documentation
/// naming each parameter left out and why, a schema of an object with no properties, the same in Kotlin. A component
/// with data keeps only the models of its APIs with data.
@Suite struct RuntimeOnlyModelTests {
    private static let outletsOnly = """
        # Notice

        A small panel that slides in from the top.

        ## Outlets

        | Name | Type | Description |
        |---|---|---|
        | headline | `UILabel?` | The label showing the heading. |
        | onClose | `() -> Void` | Called when the panel is closed. |
        """

    private static let dataAndOutlets = """
        # Notice

        ## Properties

        | Name | Type | Default | Description |
        |---|---|---|---|
        | message | `String` | - | The text shown. |

        ## Outlets

        | Name | Type | Description |
        |---|---|---|
        | headline | `UILabel?` | The label showing the heading. |
        """

    private func generation(_ spec: String, contract: ContractPolicy = ContractPolicy()) async throws -> Generation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-runtime-only-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: folder.appendingPathComponent("notice.md"))
        var options = GenerationOptions(
            specsDirectory: folder.path,
            outputDirectory: "unused",
            settings: OutputSettings(contract: contract)
        )
        options.languages = [.swift, .kotlin]
        return await Generator.generate(options)
    }

    @Test func aComponentWithOnlyRuntimeParametersGetsAnEmptyModelSayingWhy() async throws {
        let generation = try await generation(Self.outletsOnly)
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        let swift = try #require(generation.files.first { $0.file.path == "Swift/Notice.swift" }).file.contents
        #expect(swift.contains("public struct NoticeOutletsConfiguration: Sendable, Codable, Hashable {"), "\(swift)")
        #expect(swift.contains("None of its parameters is data,"), "\(swift)")
        #expect(swift.contains("- `headline`: `UILabel` is a platform UI type."), "\(swift)")
        #expect(swift.contains("- `onClose`: it is a closure."), "\(swift)")
        #expect(!swift.contains("public var "), "\(swift)")

        let schema = try #require(generation.files.first { $0.file.path == "Schemas/NoticeOutletsConfiguration.schema.json" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(schema.file.contents.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "object")
        #expect((object["properties"] as? [String: Any])?.isEmpty == true)
        #expect((object["description"] as? String)?.contains("`headline`, `onClose` are runtime") == true, "\(object)")

        let kotlin = try #require(generation.files.first { $0.file.path == "Kotlin/Models/Notice.kt" }).file.contents
        #expect(kotlin.contains("class NoticeOutletsConfiguration {"), "\(kotlin)")
        #expect(!kotlin.contains("data class NoticeOutletsConfiguration"), "\(kotlin)")
        #expect(kotlin.contains("override fun equals(other: Any?): Boolean = other is NoticeOutletsConfiguration"), "\(kotlin)")
    }

    @Test func theEmptyModelTypeChecksAndTravelsAsAnEmptyObject() async throws {
        let generation = try await generation(Self.outletsOnly, contract: ContractPolicy(unknownKeys: .reject, unknownEnumCases: .reject))
        #expect(try SwiftTypeChecker.check(generation.files) == nil)
        let main = """
            import Foundation
            print("encoded\\t" + String(decoding: try JSONEncoder().encode(NoticeOutletsConfiguration()), as: UTF8.self))
            print("empty\\t\\(try JSONDecoder().decode(NoticeOutletsConfiguration.self, from: Data("{}".utf8)) == NoticeOutletsConfiguration())")
            do {
                _ = try JSONDecoder().decode(NoticeOutletsConfiguration.self, from: Data(#"{"headline": "x"}"#.utf8))
                print("unknown key accepted")
            } catch { print("unknown key rejected") }
            do {
                _ = try JSONDecoder().decode(NoticeOutletsConfiguration.self, from: Data("[]".utf8))
                print("array accepted")
            } catch { print("array rejected") }
            print("samples\\t\\(modelSamples.count)")
            """
        let result = try SwiftTypeChecker.run(generation.files, main: main, extraFlags: [])
        #expect(result.succeeded, "\(result.output)")
        #expect(result.output.contains("encoded\t{}"), "\(result.output)")
        #expect(result.output.contains("empty\ttrue"), "\(result.output)")
        #expect(result.output.contains("unknown key rejected"), "\(result.output)")
        #expect(result.output.contains("array rejected"), "\(result.output)")
        // One value is all an empty model has: no "every field" or "contract edges" sample repeating it.
        #expect(result.output.contains("samples\t1"), "\(result.output)")
    }

    @Test func aComponentWithDataGetsNoEmptyModelForItsRuntimeOnlyAPI() async throws {
        let generation = try await generation(Self.dataAndOutlets)
        let schemas = generation.files.map(\.file.path).filter { $0.hasPrefix("Schemas/") }
        #expect(schemas == ["Schemas/NoticeConfiguration.schema.json"], "\(schemas)")
        let swift = try #require(generation.files.first { $0.file.path == "Swift/Notice.swift" }).file.contents
        #expect(!swift.contains("NoticeOutletsConfiguration"), "\(swift)")
    }
}
