import Foundation
import SpecFuzzing
import SpecGenCore
import SpecMarkdown
import SpecModel
import Testing

/// Inputs built to exhaust a naive reader: deep nesting, huge tables, huge files, huge lines. Each runs
/// through the whole pipeline and must finish without a crash or stack overflow; what it produced is
/// checked so the test cannot pass by doing nothing. (Speed is measured in benchmarks, not here.)
@Suite struct PathologicalInputTests {
    @Test func tenThousandNestedBlockQuotes() {
        let markdown = "# Deep\n\n" + String(repeating: "> ", count: 10_000) + "bottom\n"
        FuzzPipeline.run(Array(markdown.utf8))
        let document = MarkdownDocument(parsing: markdown)
        #expect(document.warnings.contains { $0.message.contains("flattened") })
    }

    @Test func tenThousandNestedListLevels() {
        let markdown = "# Deep\n\n## Behaviors\n\n" + String(repeating: "- ", count: 10_000) + "It dismisses itself after 2 seconds.\n"
        let spec = FuzzPipeline.run(Array(markdown.utf8))
        #expect(spec.behaviors.map(\.text) == ["It dismisses itself after 2 seconds."])
        #expect(spec.behaviors.first?.rules.first?.as(AutoDismissRule.self)?.seconds == 2)
    }

    @Test func aTableWithFiveThousandColumns() throws {
        let columns = 5_000
        let header = "| Name | Type | " + (2..<columns).map { "C\($0)" }.joined(separator: " | ") + " |"
        let rule = "|" + String(repeating: "---|", count: columns)
        let row = "| `count` | `Int` | " + (2..<columns).map { _ in "x" }.joined(separator: " | ") + " |"
        let markdown = "# Wide\n\n\(header)\n\(rule)\n\(row)\n"
        let api = try #require(FuzzPipeline.run(Array(markdown.utf8)).apis.first)
        #expect(api.parameters.map(\.name) == ["count"])
    }

    @Test func oneHundredThousandParameterRows() throws {
        var markdown = "# Many\n\n| Name | Type | Default |\n|---|---|---|\n"
        for index in 0..<100_000 { markdown += "| p\(index) | Int | \(index) |\n" }
        #expect(markdown.utf8.count < SpecFileReader.maximumSize)
        let api = try #require(FuzzPipeline.run(Array(markdown.utf8)).apis.first)
        #expect(api.parameters.count == 100_000)
        #expect(api.parameters.last?.defaultValue == "99999")
    }

    @Test func aLineOfOneMegabyte() {
        let markdown = "# Long\n\n## Behaviors\n\n- " + String(repeating: "word ", count: 200_000) + "\n"
        let spec = FuzzPipeline.run(Array(markdown.utf8))
        #expect(spec.behaviors.first?.text.utf8.count ?? 0 > 999_000)
    }

    @Test func aTwentyMegabyteSpecIsRefusedBeforeItIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-huge-\(UUID().uuidString).md")
        try Data(repeating: UInt8(ascii: "a"), count: 20 * 1024 * 1024).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loaded = SpecLoader.load(url.path)
        #expect(loaded.spec == nil)
        #expect(loaded.diagnostics.map(\.message) == ["the spec is 20971520 bytes; specs are limited to 4194304 bytes (4 MiB)"])
    }
}
