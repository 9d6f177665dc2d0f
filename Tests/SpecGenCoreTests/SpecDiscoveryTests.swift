import Foundation
import SpecGenCore
import Testing

@Suite struct SpecDiscoveryTests {
    @Test func generateReadsMDXSpecsLikeMarkdownOnes() async throws {
        let scratch = try Scratch()
        try scratch.write(spec: "badge.mdx", Scratch.badge)
        try scratch.write(spec: "notes.txt", "# Ignored\n")
        let report = await GenerationRun.generate(scratch.options)
        #expect(!report.failed, "\(report.diagnostics)")
        #expect(scratch.contents("Swift/Badge.swift") != nil, "the .mdx spec generates its model")
        #expect(scratch.contents("Swift/Ignored.swift") == nil, "other extensions stay unread")
    }
}
