import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel
import Testing

/// Test names and check ids come from the statements' text, so CI history and `--filter` survive edits
/// elsewhere in a spec, while display names still point at the line.
@Suite struct StableTestNameTests {
    static let statements = """
        # Notice

        ## Behavior

        - A notice dismisses itself after 4 seconds.
        - Tapping the close button dismisses the notice.
        - A notice dismisses itself after 4 seconds.

        ## Accessibility

        - When a notice appears it is announced to assistive technology without moving focus to it.
        """

    /// The suite generated from `text` as the spec `specs/notice.md`.
    static func suite(_ text: String) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-stable-\(UUID().uuidString)/specs")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("notice.md"))
        let generation = await Generator.generate(GenerationOptions(specsDirectory: folder.path, outputDirectory: "unused"))
        return try #require(generation.files.first { $0.file.path == "Tests/NoticeConformanceTests.swift" }?.file.contents)
    }

    /// `func name()` of every test, and every check id.
    static func names(in suite: String) -> (tests: [String], ids: [String]) {
        let lines = suite.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let tests = lines.filter { $0.hasPrefix("func ") && ($0.hasSuffix("() {}") || $0.hasSuffix("() throws {")) }.map {
            String($0.dropFirst(5).prefix { $0 != "(" })
        }
        let ids = lines.filter { $0.hasPrefix("ConformanceCheck(id: ") }.map { String($0.dropFirst(21).prefix { $0 != "," }) }
        return (tests, ids)
    }

    @Test func aParagraphAboveTheBehavioursLeavesTestNamesAndIdsUnchanged() async throws {
        let before = try await Self.suite(Self.statements)
        let edited = Self.statements.replacingOccurrences(
            of: "## Behavior",
            with: "A notice tells people something briefly.\n\nIt has a second paragraph, too.\n\n## Behavior"
        )
        let after = try await Self.suite(edited)
        let (testsBefore, idsBefore) = Self.names(in: before)
        let (testsAfter, idsAfter) = Self.names(in: after)
        #expect(testsBefore.count == 4)
        #expect(Set(testsBefore).count == 4, "a repeated statement gets a distinct name: \(testsBefore)")
        #expect(testsAfter == testsBefore)
        #expect(idsAfter == idsBefore)
        // The display names follow the lines, for navigation.
        #expect(before.contains("@Test(\"specs/notice.md:5 [leaves after 4 s] A notice dismisses itself after 4 seconds.\")"))
        #expect(after.contains("@Test(\"specs/notice.md:9 [leaves after 4 s] A notice dismisses itself after 4 seconds.\")"))
    }

    @Test func namesAreASlugOfTheStatementAndAHashOfItsText() async throws {
        let (tests, ids) = Self.names(in: try await Self.suite(Self.statements))
        let hash = StatementIdentity(text: "A notice dismisses itself after 4 seconds.").hash
        #expect(tests.first == "aNoticeDismissesItselfAfter4_\(hash)")
        #expect(tests[2] == "aNoticeDismissesItselfAfter4_\(hash)_2")
        #expect(ids.first == "\"a-notice-dismisses-itself-after-4-\(hash)\"")
    }

    @Test func theHashIsFNV1aOfTheOneLineText() {
        // FNV-1a 32 of "a" is e40c292c, a published test vector; line breaks and runs of spaces fold.
        #expect(StatementIdentity(text: "a").hash == "e40c292c")
        #expect(StatementIdentity(text: "Tap  it\nnow.").hash == StatementIdentity(text: "Tap it now.").hash)
        #expect(StatementIdentity(text: "Tap it now.").hash != StatementIdentity(text: "Tap it later.").hash)
    }
}
