import Foundation
import TestSupport
import Testing

/// `contract:` in `specgen.yml`: the two choices reach the Swift models and the schemas together, and bad values are
/// errors at their places.
@Suite struct ContractConfigurationTests {
    /// A project folder holding a copy of our banner spec (it has enumerations) and `config` as `specgen.yml`.
    private func project(config: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandLineRunner.repositoryRoot.appendingPathComponent("specs/banner.md"),
            to: root.appendingPathComponent("specs/banner.md")
        )
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent("specgen.yml")) }
        return root
    }

    private func generated(_ root: URL) throws -> (swift: String, schema: [String: Any]) {
        let result = try CommandLineRunner.run(["generate"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try String(contentsOf: root.appendingPathComponent("generated/Swift/Banner.swift"), encoding: .utf8)
        let data = try Data(contentsOf: root.appendingPathComponent("generated/Schemas/BannerMessageConfiguration.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (swift, schema)
    }

    @Test func byDefaultUnknownKeysAreIgnoredAndUnknownCasesKept() throws {
        let (swift, schema) = try generated(try project(config: nil))
        #expect(schema["additionalProperties"] as? Bool == true)
        let variant = try #require((schema["$defs"] as? [String: Any])?["BannerVariant"] as? [String: Any])
        #expect(variant["enum"] == nil, "an enumeration that keeps unknown values must not limit the schema to its cases")
        #expect(swift.contains("    case unrecognized(String)\n"))
        #expect(!swift.contains("rejectUnknownKeys"))
    }

    @Test func rejectingMakesBothSidesStrict() throws {
        let (swift, schema) = try generated(
            try project(config: "contract:\n  unknownKeys: reject\n  unknownEnumCases: reject\n")
        )
        #expect(schema["additionalProperties"] as? Bool == false)
        let variant = try #require((schema["$defs"] as? [String: Any])?["BannerVariant"] as? [String: Any])
        #expect(variant["enum"] as? [String] == ["progress", "persistent", "error", "offline", "sync", "multiMessage"])
        #expect(swift.contains("enum BannerVariant: String, Sendable, Codable, Hashable, CaseIterable {"))
        #expect(!swift.contains("unrecognized"))
        #expect(
            swift.contains(
                "try SpecgenContract.rejectUnknownKeys(in: decoder, known: CodingKeys.self, type: \"BannerMessageConfiguration\")"
            )
        )
    }

    @Test func eachChoiceIsIndependent() throws {
        let (swift, schema) = try generated(try project(config: "contract:\n  unknownEnumCases: reject\n"))
        #expect(schema["additionalProperties"] as? Bool == true)
        #expect(!swift.contains("unrecognized"))
    }

    @Test func badValuesAndKeysAreErrorsAtTheirPlaces() throws {
        let root = try project(config: "contract:\n  unknownKeys: drop\n  unknownEnumCase: fallback\n")
        let result = try CommandLineRunner.run(["generate"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("specgen.yml:2:16: error: 'contract.unknownKeys' must be one of reject, ignore"), "\(result.stderr)")
        #expect(
            result.stderr.contains("specgen.yml:3:3: error: unknown key 'unknownEnumCase' in 'contract'; did you mean 'unknownEnumCases'?"),
            "\(result.stderr)"
        )
        let scalar = try CommandLineRunner.run(["generate"], in: try project(config: "contract: strict\n"))
        #expect(scalar.status == 1)
        #expect(scalar.stderr.contains("specgen.yml:1:11: error: 'contract' must be a mapping"), "\(scalar.stderr)")
    }

    @Test func theStarterSpellsOutTheDefaults() throws {
        let root = try project(config: nil)
        #expect(try CommandLineRunner.run(["init"], in: root).status == 0)
        let starter = try String(contentsOf: root.appendingPathComponent("specgen.yml"), encoding: .utf8)
        #expect(starter.contains("contract:\n  # "))
        #expect(starter.contains("  unknownKeys: ignore\n"))
        #expect(starter.contains("  unknownEnumCases: fallback\n"))
        // The starter's values are the defaults: it generates what no file generates.
        let (starterSwift, _) = try generated(root)
        try FileManager.default.removeItem(at: root.appendingPathComponent("specgen.yml"))
        let (defaultSwift, _) = try generated(root)
        #expect(starterSwift == defaultSwift)
    }
}
