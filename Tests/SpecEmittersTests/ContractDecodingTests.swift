import Foundation
import SpecEmitters
import SpecGenCore
import Testing

/// A payload outside the JSON contract makes the generated decoder throw `DecodingError.dataCorrupted` at the key,
/// naming the spec's parameter, instead of trapping; a value the app builds outside it does not encode.
@Suite struct ContractDecodingTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/scheduled-notice.md")

    private func generation(_ policy: ContractPolicy) async throws -> Generation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-contract-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: folder.appendingPathComponent("scheduled-notice.md"))
        return await Generator.generate(
            GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused", settings: OutputSettings(contract: policy))
        )
    }

    /// Decodes each payload (one a line) and prints the error's kind, coding path and description, or the value re-encoded.
    private static let main = """
        import Foundation
        let payloads = CommandLine.arguments.count > 0 ? PAYLOADS : []
        for payload in payloads {
            do {
                let value = try JSONDecoder().decode(ScheduledNoticeConfiguration.self, from: Data(payload.utf8))
                print("accepted\\t" + String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            } catch DecodingError.dataCorrupted(let context) {
                print("dataCorrupted\\t\\(context.codingPath.map(\\.stringValue).joined(separator: "."))\\t\\(context.debugDescription)")
            } catch {
                print("other\\t\\(error)")
            }
        }
        do {
            _ = try JSONEncoder().encode(ScheduledNoticeConfiguration(title: "", startsAt: Date(), lifetime: .seconds(-1)))
            print("encoded a negative duration")
        } catch EncodingError.invalidValue(_, let context) {
            print("invalidValue\\t\\(context.debugDescription)")
        }
        """

    private func run(_ generation: Generation, _ payloads: [String]) throws -> [String] {
        let literal = "[" + payloads.map { "#\"\($0)\"#" }.joined(separator: ", ") + "]"
        let result = try SwiftTypeChecker.run(
            generation.files,
            main: Self.main.replacingOccurrences(of: "PAYLOADS", with: literal),
            extraFlags: []
        )
        #expect(result.succeeded, "\(result.output)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test func valuesOutsideTheContractAreDataCorruptedNamingTheParameter() async throws {
        let generation = try await generation(ContractPolicy())
        #expect(!generation.hasErrors, "\(generation.allDiagnostics)")
        let base = #""title": "Maintenance", "startsAt": "2024-05-01T09:30:00Z""#
        let lines = try run(
            generation,
            [
                "{\(base), \"lifetime\": 1e308}",
                "{\(base), \"delays\": [1, -0.5]}",
                "{\(base), \"repeatCount\": 9007199254740992}",
                #"{"title": "", "startsAt": "2023-02-29T09:30:00Z"}"#,
                "{\(base), \"mirrors\": [\"relative/path\"]}",
                "{\(base), \"frame\": {\"top\": 1, \"fade\": -1}}",
                "{\(base), \"tone\": \"whisper\", \"futureKey\": 1, \"lifetime\": null}",
            ]
        )
        #expect(lines.count == 8, "\(lines)")
        #expect(lines.first == "dataCorrupted\tlifetime\tparameter 'lifetime': 1e+308 seconds is outside 0...4611686018427387")
        #expect(lines.dropFirst(1).first?.hasPrefix("dataCorrupted\tdelays\tparameter 'delays': -0.5 seconds") == true, "\(lines)")
        #expect(lines.dropFirst(2).first?.hasPrefix("dataCorrupted\trepeatCount\tparameter 'repeatCount': 9007199254740992") == true)
        #expect(lines.dropFirst(3).first?.hasPrefix("dataCorrupted\tstartsAt\tparameter 'startsAt': '2023-02-29T09:30:00Z'") == true)
        #expect(lines.dropFirst(4).first?.hasPrefix("dataCorrupted\tmirrors\tparameter 'mirrors': 'relative/path'") == true)
        #expect(lines.dropFirst(5).first?.hasPrefix("dataCorrupted\tframe.fade\tparameter 'fade'") == true, "\(lines)")
        // By default an unknown key is skipped, an unknown case kept, and null for an optional with a default is nil.
        let kept = try #require(lines.dropFirst(6).first)
        #expect(kept.hasPrefix("accepted\t"), "\(kept)")
        #expect(kept.contains(#""tone":"whisper""#) && kept.contains(#""lifetime":null"#) && !kept.contains("futureKey"), "\(kept)")
        #expect(lines.last?.hasPrefix("invalidValue\tparameter 'lifetime': -1.0 seconds is outside") == true, "\(lines)")
    }

    @Test func rejectingUnknownKeysAndCasesNamesWhatWasUnknown() async throws {
        let generation = try await generation(ContractPolicy(unknownKeys: .reject, unknownEnumCases: .reject))
        let base = #""title": "Maintenance", "startsAt": "2024-05-01T09:30:00Z""#
        let lines = try run(
            generation,
            ["{\(base), \"futureKey\": 1}", "{\(base), \"tone\": \"whisper\"}", "{\(base), \"frame\": {\"top\": 1, \"z\": 2}}"]
        )
        #expect(
            lines.first == "dataCorrupted\tfutureKey\tScheduledNoticeConfiguration has no parameter 'futureKey' (unknown keys are rejected)"
        )
        #expect(lines.dropFirst(1).first?.hasPrefix("dataCorrupted\ttone\t") == true, "\(lines)")
        #expect(
            lines.dropFirst(2).first?.hasPrefix("dataCorrupted\tframe.z\tScheduledNoticeFrame has no parameter 'z'") == true,
            "\(lines)"
        )
    }
}
