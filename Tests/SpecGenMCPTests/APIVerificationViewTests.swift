import Foundation
import SpecGenCore
import TestSupport
import Testing

@testable import SpecGenMCP

/// get_component's verify-api answer is verify-api's: the same finding for the same documents and graphs.
struct APIVerificationViewTests {
    @Test func aDefaultTheCodeChangedIsTheFindingVerifyAPIPrints() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-mcp-graph-\(UUID().uuidString)")
        let graphs = folder.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Toast.swift")
        // specs/toast.md documents `showsCloseButton: Bool = true`; this code defaults it to false.
        try "public struct Toast {\n    public init(message: String, showsCloseButton: Bool = false) {}\n}\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let compiled = try CommandLineRunner.runTool(
            [
                "swiftc", "-emit-module", "-module-name", "Kit", "-parse-as-library",
                "-emit-module-path", folder.appendingPathComponent("Kit.swiftmodule").path,
                "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path, source.path,
            ]
        )
        try #require(compiled.status == 0, "swiftc failed: \(compiled.stderr)")

        let options = GenerationOptions(specsDirectory: "specs", outputDirectory: "unused")
        let catalog = await ProjectState(options: options, symbolGraphs: [graphs.path]).current()
        let view = try #require(catalog.entry(named: "Toast")?.verification)
        let printed = try CommandLineRunner.run(["verify-api", "--symbol-graph-dir", graphs.path, "specs/toast.md"])
        #expect(view.findings.count == 1)
        for finding in view.findings { #expect(printed.stderr.contains(finding.message), "\(printed.stderr)") }
        #expect(printed.stdout.contains(view.summary))

        // Without graphs there is no verification, and the answer says so.
        let plain = await ProjectState(options: options).current()
        #expect(plain.entry(named: "Toast")?.verification == nil)
        let contract = ComponentContractView(try #require(plain.entry(named: "Toast")), in: plain)
        #expect(contract.notIncluded.contains { $0.hasPrefix("API verification:") })
    }
}
