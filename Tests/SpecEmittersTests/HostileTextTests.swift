import Foundation
import SpecGenCore
import Testing

/// Valid specs full of text that breaks naive generators: keyword and colliding names, emoji, comment and
/// string terminators, interpolation, Mustache braces, control characters, very long lines, and component
/// and enum names that clash with the standard library. The output must type-check and parse.
@Suite struct HostileTextTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")

    @Test func generatedSwiftTypeChecksAndSchemasParse() async throws {
        let generation = await Generator.generate(GenerationOptions(specsDirectory: Self.specs.path, outputDirectory: "unused"))
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        #expect(
            generation.allDiagnostics.map(\.message) == [
                "left out of the model because their types are not defined in the spec (write a type specgen knows, such as "
                    + "`Duration` or `Double`, or describe the type under `types:` in specgen.yml): icon (Glyph)",
                // An option row is read for behaviour; what it reads waits (it does not name the component).
                "read an option's behaviour (under 'API')",
            ]
        )
        let paths = generation.files.map(\.file.path)
        #expect(paths.contains("Swift/String.swift") || paths.contains("Swift/StringType.swift"))
        #expect(paths.contains { $0.hasPrefix("Tests/") && $0.hasSuffix("ConformanceTests.swift") })

        let errors = try SwiftTypeChecker.check(generation.files)
        #expect(errors == nil, "\(errors ?? "")")

        for owned in generation.files where owned.file.path.hasSuffix(".json") {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(owned.file.contents.utf8)) }
        }
    }

    @Test func namesAreRewrittenNotBroken() async throws {
        let generation = await Generator.generate(GenerationOptions(specsDirectory: Self.specs.path, outputDirectory: "unused"))
        let result = try #require(generation.files.first { $0.file.path == "Swift/ResultType.swift" }?.file.contents)
        for declaration in [
            "public var TypeValue: String", "public var leadingIconName: String?", "public var maxVisible: Int",
            "public var maxVisible2: Int",
            "public var _3d: Bool", "public var größe: Double", "public var value: String", "public var value2: [String]",
            "public var initValue: Duration", "case maxVisible = \"max-visible\"", "case initValue = \"init\"",
        ] {
            #expect(result.contains(declaration), "missing: \(declaration)")
        }
        let string = try #require(generation.files.first { $0.file.path == "Swift/StringType.swift" }?.file.contents)
        for declaration in [
            // `Result` takes the component's name (`StringResult`); `String` carries it and is escaped.
            "public enum StringResult: Sendable", "public enum StringType: Sendable", "case `default`", "case max_visible",
            "public var `default`: Int", "public var selfValue: Bool",
        ] {
            #expect(string.contains(declaration), "missing: \(declaration)")
        }
    }
}
