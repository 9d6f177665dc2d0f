import Foundation
import Testing

@testable import SpecEmitters
@testable import SpecGenCore

/// A JUnit test's method name carries the values read, as a Swift test's display name does, and stays an identifier
/// every JVM and Android runtime accepts, with the statement's hash last.
@Suite struct KotlinTestNameTests {
    @Test(arguments: [
        ("at most 1 visible, others queue", "at_most_1_visible_others_queue"),
        ("leaves after 0.5–2 s (error toast)", "leaves_after_0_5_2_s_error_toast"),
        ("at most `maxVisible` visible", "at_most_maxVisible_visible"),
        ("", ""),
        ("— …", ""),
    ])
    func valuesBecomeWordsOfAnIdentifier(values: String, words: String) {
        #expect(KotlinTestName.words(values) == words)
    }

    @Test func longValuesAreCutAtAWholeWord() {
        let words = KotlinTestName.words(String(repeating: "dismissed by swipeLeft ", count: 10))
        #expect(words.count <= 80)
        #expect(words.hasSuffix("swipeLeft") || words.hasSuffix("by") || words.hasSuffix("dismissed"))
    }

    @Test func theGeneratedSuiteNamesEachExecutableTestByItsReadingAndRunsItsCheck() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-kotlin-names-\(UUID().uuidString)/specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = """
            # Pebble

            ## API

            ```kotlin
            @Composable
            fun Pebble(message: String, duration: Long = 4000L)
            ```

            ## Behaviors

            - A pebble dismisses itself after 4 seconds.
            - A pebble is calm and friendly.
            """
        try Data(spec.utf8).write(to: folder.appendingPathComponent("pebble.md"))
        var options = GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused")
        options.languages = [.swift, .kotlin]
        let generation = await Generator.generate(options)
        let suite = try #require(generation.files.first { $0.file.path.hasPrefix("Kotlin/Suites/Pebble") }?.file.contents)
        let line = try #require(suite.split(separator: "\n").first { $0.contains("__leaves_after_4_s_") })
        // The test method carries the reading; the check it runs keeps its plain name.
        #expect(line.contains("fun aPebbleDismissesItselfAfter4__leaves_after_4_s_"), "\(suite)")
        #expect(line.contains("= PebbleConformance.aPebbleDismissesItselfAfter4_"))
        let method = try #require(line.split(separator: "fun ").last?.split(separator: "(").first)
        #expect(method.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        #expect(suite.contains("[leaves after 4 s] A pebble dismisses itself after 4 seconds."))
        // A pending statement has no reading to carry.
        #expect(suite.contains("fun aPebbleIsCalmAndFriendly_"))
    }
}
