import Foundation
import SpecEmitters
import SpecGenCore
import Testing

/// Which APIs give a Kotlin model: a Swift API only when its document says the API is shared by every platform, and
/// then only when the component has no Kotlin API of its own.
@Suite struct SharedAPIKotlinModelTests {
    private func generation(_ spec: String) async throws -> Generation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-shared-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: folder.appendingPathComponent("stepper.md"))
        var options = GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused")
        options.languages = [.swift, .kotlin]
        return await Generator.generate(options)
    }

    private static func stepper(saying sentence: String, kotlin: Bool = false) -> String {
        """
        # Stepper

        A stepper changes a value by steps. \(sentence)

        ## API

        ```swift
        init(value: Int = 0, step: Int = 1)
        ```
        \(kotlin ? "\n```kotlin\n@Composable\nfun Stepper(value: Int = 0, step: Int = 1, modifier: Modifier = Modifier)\n```\n" : "")
        """
    }

    private func kotlinModel(_ generation: Generation) -> String? {
        generation.files.first { $0.file.path == "Kotlin/Models/Stepper.kt" }?.file.contents
    }

    @Test func aSwiftAPIThatItsDocumentCallsSharedGivesAKotlinModel() async throws {
        let shared = try await generation(Self.stepper(saying: "Its API is the same on iOS and Android."))
        #expect(!shared.hasErrors, "\(shared.allDiagnostics)")
        let model = try #require(kotlinModel(shared))
        #expect(model.contains("data class StepperConfiguration("), "\(model)")
        #expect(model.contains("val value: Long = 0L,") && model.contains("val step: Long = 1L,"))

        // The same document without the sentence: the Swift API is iOS's, and Kotlin gets no model.
        let alone = try await generation(Self.stepper(saying: "It never goes below zero."))
        #expect(kotlinModel(alone).map { !$0.contains("data class") } ?? true)
    }

    @Test func aKotlinAPIOfTheComponentIsAndroidsModelRatherThanTheSharedSwiftOne() async throws {
        let generation = try await generation(Self.stepper(saying: "Its API is the same on iOS and Android.", kotlin: true))
        let model = try #require(kotlinModel(generation))
        // One data class, from the Compose function (its `modifier` left out with the reason), not two.
        #expect(model.components(separatedBy: "data class ").count == 2, "\(model)")
        #expect(model.contains("`modifier`: `Modifier` is a platform UI type."))
    }
}
