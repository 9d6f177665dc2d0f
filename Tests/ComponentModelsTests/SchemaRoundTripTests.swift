import ComponentModelSamples
import Foundation
import TestSupport
import Testing

/// Every generated model, built from its defaults, with every field set and with every field at the contract's edge,
/// encodes to JSON that an independent validator (Python's `jsonschema`, Draft 2020-12) accepts against the generated
/// schema, and decodes back to the same value. Broken instances are rejected.
@Suite struct SchemaRoundTripTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let schemas = repositoryRoot.appendingPathComponent("generated/Schemas")

    struct Case: Codable {
        var id: String
        var schema: String
        var instance: JSONObject
        var expectValid: Bool
    }

    struct Verdict: Codable {
        var id: String
        var valid: Bool
        var error: String?
    }

    typealias JSONObject = [String: AnyJSON]

    @Test func everyModelHasSamples() throws {
        let schemaFiles = try FileManager.default.contentsOfDirectory(atPath: Self.schemas.path).filter { $0.hasSuffix(".schema.json") }
        #expect(!schemaFiles.isEmpty)
        #expect(Set(modelSamples.map(\.schema)) == Set(schemaFiles))
    }

    @Test func samplesDecodeBackToTheSameValue() throws {
        for sample in modelSamples {
            #expect(try sample.decodesToSameValue(sample.encoded()), "\(sample.schema) \(sample.name)")
        }
        #expect(modelSamples.contains { $0.name == "contract edges" }, "no sample sits at the contract's edges")
    }

    @Test func samplesValidateAndBrokenInstancesAreRejected() throws {
        var cases: [Case] = []
        for sample in modelSamples {
            let instance = try JSONDecoder().decode(JSONObject.self, from: sample.encoded())
            let id = "\(sample.schema) \(sample.name)"
            cases.append(Case(id: id, schema: sample.schema, instance: instance, expectValid: true))

            for key in instance.keys.sorted() {
                var wrongType = instance
                wrongType[key] = .object(["wrong": .bool(true)])
                cases.append(Case(id: id + " with wrong type for \(key)", schema: sample.schema, instance: wrongType, expectValid: false))
            }
            let schema = try JSONDecoder().decode(
                JSONObject.self,
                from: Data(contentsOf: Self.schemas.appendingPathComponent(sample.schema))
            )
            // The contract (docs/contract.md) decides unknown keys: ignored by default, rejected with `unknownKeys: reject`.
            var unknown = instance
            unknown["specgenUnknownProperty"] = .number(1)
            let acceptsUnknownKeys = schema["additionalProperties"] != .bool(false)
            cases.append(
                Case(id: id + " + unknown property", schema: sample.schema, instance: unknown, expectValid: acceptsUnknownKeys)
            )
            if case .array(let required)? = schema["required"] {
                for case .string(let key) in required {
                    var missing = instance
                    missing[key] = nil
                    cases.append(Case(id: id + " without required \(key)", schema: sample.schema, instance: missing, expectValid: false))
                }
            }
        }
        #expect(cases.contains { !$0.expectValid && $0.id.contains("without required") }, "no schema has a required field to test")

        let verdicts = try Self.validate(cases)
        #expect(verdicts.count == cases.count)
        for (testCase, verdict) in zip(cases, verdicts) {
            #expect(verdict.valid == testCase.expectValid, "\(testCase.id): \(verdict.error ?? "valid")")
        }
    }

    /// Runs the Python validator once for all cases; it also checks every schema against the metaschema.
    static func validate(_ cases: [Case]) throws -> [Verdict] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let casesFile = directory.appendingPathComponent("cases.json")
        try JSONEncoder().encode(cases).write(to: casesFile)

        let script = repositoryRoot.appendingPathComponent("Tests/ComponentModelsTests/validate_schemas.py")
        let run = try CommandLineRunner.runTool(["python3", script.path, schemas.path, casesFile.path])
        try #require(run.status == 0, "the validator failed; is python3 with jsonschema installed? (scripts/setup-debian.sh)")
        return try JSONDecoder().decode([Verdict].self, from: Data(run.stdout.utf8))
    }
}

/// Any JSON value, for building broken instances.
indirect enum AnyJSON: Codable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([AnyJSON])
    case object([String: AnyJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
