import Foundation
import SpecGenCore
import Testing

/// `Date` and `URL` parameters are data: ISO 8601 strings and addresses in JSON (schema `format`s), Swift's
/// `Date` and `URL` in the model, and the samples round-trip through JSON.
@Suite struct DateAndAddressTests {
    private static let spec = """
        # Event Banner

        ```swift
        public init(
            title: String,
            startsAt: Date,
            endsAt: Date? = nil,
            link: URL = URL(string: "https://example.com/more")!,
            mirrors: [URL] = []
        )
        ```
        """

    private func generation() async throws -> Generation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-dates-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("event-banner.md"))
        return await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused"))
    }

    @Test func theSchemaSaysWhichStringsAreDatesAndAddresses() async throws {
        let generation = try await generation()
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        let schema = try #require(generation.files.first { $0.file.path == "Schemas/EventBannerConfiguration.schema.json" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(schema.file.contents.utf8)) as? [String: Any])
        let properties = try #require(object["properties"] as? [String: [String: Any]])
        #expect(properties["startsAt"]?["format"] as? String == "date-time")
        #expect(properties["link"]?["format"] as? String == "uri")
        #expect(properties["link"]?["default"] as? String == "https://example.com/more")
        #expect((properties["mirrors"]?["items"] as? [String: Any])?["format"] as? String == "uri")
        #expect(object["required"] as? [String] == ["title", "startsAt"])
    }

    @Test func theModelCompilesAndItsSamplesRoundTripAsISO8601() async throws {
        let generation = try await generation()
        let swift = try #require(generation.files.first { $0.file.path == "Swift/EventBanner.swift" })
        #expect(swift.file.contents.contains("\nimport Foundation\n"))
        #expect(swift.file.contents.contains("public var startsAt: Date"))
        #expect(swift.file.contents.contains(#"link: URL = URL(string: "https://example.com/more")!"#))
        #expect(try SwiftTypeChecker.check(generation.files) == nil)
        let main = """
            import Foundation
            var failures = 0
            for sample in modelSamples {
                let data = try sample.encoded()
                if try !sample.decodesToSameValue(data) { failures += 1 }
                if sample.name == "every field" { print(String(decoding: data, as: UTF8.self)) }
            }
            print("\\(failures) failures")
            """
        let result = try SwiftTypeChecker.run(generation.files, main: main, extraFlags: [])
        #expect(result.succeeded, "\(result.output)")
        #expect(result.output.contains("0 failures"), "\(result.output)")
        #expect(result.output.contains(#""startsAt":"2023-11-14T22:13:20Z""#), "\(result.output)")
    }
}
