import Foundation
import SpecEmitters
import SpecGenCore
import Testing

/// New app targets build with main-actor default isolation: the generated models, behaviour constants, samples
/// and suites must compile there, and the models must still encode and decode.
@Suite struct DefaultIsolationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let mainActorByDefault = ["-default-isolation", "MainActor"]

    static func generation(isolation: SuiteIsolation = .mainActor) async -> Generation {
        var options = GenerationOptions(specsDirectory: root.appendingPathComponent("specs").path, outputDirectory: "unused")
        options.settings.isolation = isolation
        return await Generator.generate(options)
    }

    @Test func everythingGeneratedTypeChecksWithMainActorDefaultIsolation() async throws {
        let generation = await Self.generation()
        #expect(generation.files.contains { $0.file.path == "Samples/ModelSamples.swift" })
        let errors = try SwiftTypeChecker.check(generation.files, extraFlags: Self.mainActorByDefault)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test func nonisolatedSuitesTypeCheckToo() async throws {
        let generation = await Self.generation(isolation: .nonisolated)
        let suite = try #require(generation.files.first { $0.file.path == "Tests/SnackbarConformanceTests.swift" }?.file.contents)
        #expect(!suite.contains("@MainActor"))
        let errors = try SwiftTypeChecker.check(generation.files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test func aMissingFactorySaysWhatToWrite() async throws {
        let generation = await Self.generation()
        let errors = try #require(try SwiftTypeChecker.check(generation.files, withFactories: false))
        #expect(
            errors.contains(
                "'makeBannerConformanceHarness' is unavailable: define `@MainActor func makeBannerConformanceHarness() -> any "
                    + "BannerConformanceHarness` in your test target"
            ),
            "\(errors)"
        )
    }

    @Test func modelsRoundTripFromNonisolatedCodeWhenMainActorIsTheDefault() async throws {
        let generation = await Self.generation()
        // Top-level code runs on the main actor; the round trip also runs in a nonisolated function, as a
        // decoder on a background queue would.
        let main = """
            nonisolated func roundTrips(_ sample: ModelSample) throws -> Bool {
                try sample.decodesToSameValue(try sample.encoded())
            }
            var failures = 0
            for sample in modelSamples where (try? roundTrips(sample)) != true {
                print("does not round-trip: \\(sample.schema) \\(sample.name)")
                failures += 1
            }
            print("\\(modelSamples.count) samples, \\(failures) failures, \\(SnackbarBehavior.autoDismissDelay)")
            if failures > 0 { fatalError() }
            """
        let result = try SwiftTypeChecker.run(generation.files, main: main, extraFlags: Self.mainActorByDefault)
        #expect(result.succeeded, "\(result.output)")
        #expect(result.output.contains("0 failures, 7.0 seconds"), "\(result.output)")
    }
}
