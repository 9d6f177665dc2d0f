import Foundation
import SpecFuzzing
import Testing

/// The fuzz targets on inputs of known shape: each reads what it is meant to, refuses what it is not (with an error
/// at a place, or its check would trap), and the environment picks them by name. Serialized: a target writes each input
/// to one scratch folder of its kind, which tests running at once would overwrite under each other.
@Suite(.serialized) struct FuzzTargetTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func seed(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    @Test func theEnvironmentNamesTheTarget() {
        #expect(FuzzTarget.fromEnvironment([:]) == .markdown)
        #expect(FuzzTarget.fromEnvironment(["SPECGEN_FUZZ_TARGET": "test-results"]) == .testResults)
        #expect(FuzzTarget.fromEnvironment(["SPECGEN_FUZZ_TARGET": "symbol-graph"]) == .symbolGraph)
        #expect(FuzzTarget.fromEnvironment(["SPECGEN_FUZZ_TARGET": "xml"]) == nil)
    }

    @Test func theFuzzScriptKnowsEveryTarget() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/fuzz.sh"), encoding: .utf8)
        let listed = try #require(script.split(separator: "\n").first { $0.hasPrefix("targets=(") })
        // `mcp` is the MCP server's own fuzzer binary (MCPFuzzer), not a case of SpecFuzzer's FuzzTarget.
        let targets = FuzzTarget.allCases.map(\.rawValue) + ["mcp"]
        #expect(listed == "targets=(\(targets.joined(separator: " ")))")
    }

    @Test func resultsOfTheExampleSuitesAreRead() throws {
        #expect(FuzzTestResults.run(try Self.seed("Fuzz/Seeds/test-results/swift-testing-mutant.xml")))
        #expect(FuzzTestResults.run(try Self.seed("Fuzz/Seeds/test-results/gradle-junit.xml")))
    }

    @Test func brokenResultsAreRefused() throws {
        #expect(!FuzzTestResults.run(try Self.seed("Fuzz/Seeds/test-results/truncated.xml")))
        #expect(!FuzzTestResults.run(Array("<html><body/></html>".utf8)))
        #expect(!FuzzTestResults.run([]))
    }

    @Test func aSymbolGraphIsReadAndCompared() {
        let graph = """
            {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0},"generator":"test"},
             "module":{"name":"DesignSystem","platform":{}},
             "symbols":[{"accessLevel":"public","identifier":{"interfaceLanguage":"swift","precise":"s:12DesignSystem8SnackbarV"},
               "kind":{"displayName":"Structure","identifier":"swift.struct"},"names":{"title":"Snackbar"},
               "pathComponents":["Snackbar"],
               "location":{"position":{"character":0,"line":0},"uri":"file:///src/Snackbar.swift"}}],
             "relationships":[]}
            """
        #expect(FuzzSymbolGraph.run(Array(graph.utf8)))
    }

    @Test func whatIsNoSymbolGraphIsRefused() {
        #expect(!FuzzSymbolGraph.run(Array("{\"symbols\": 3}".utf8)))
        #expect(!FuzzSymbolGraph.run(Array("not json".utf8)))
    }

    @Test func theExampleConfigurationIsAccepted() throws {
        #expect(FuzzConfiguration.run(try Self.seed("Examples/DesignSystem/specgen.yml")))
        #expect(FuzzConfiguration.run([]))
    }

    @Test func aBrokenConfigurationIsRefused() {
        #expect(!FuzzConfiguration.run(Array("outputs: [nothing]\n".utf8)))
        #expect(!FuzzConfiguration.run(Array("specs: [\n".utf8)))
        #expect(!FuzzConfiguration.run([0xFF, 0xFE, 0x00]))
    }

    @Test func aBuiltInTemplateLoadsAndRenders() throws {
        // Index 0 of the sorted template names; the rest of the input is that template's text.
        let name = try #require(FuzzTemplate.names.first)
        #expect(FuzzTemplate.run([0] + (try Self.seed("Templates/\(name).mustache"))))
    }

    @Test func theFuzzScriptSeedsTemplatesInTheTargetsOrder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Templates").path)
        #expect(files.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }.sorted() == FuzzTemplate.names)
    }

    @Test func aTemplateThatIncludesItselfIsRefused() throws {
        // Rendering one recursed until the stack ran out; loading refuses it now, directly or through another template.
        let header = UInt8(try #require(FuzzTemplate.names.firstIndex(of: "Header")))
        #expect(!FuzzTemplate.run([header] + Array("// {{> Header}}\n".utf8)))
        #expect(!FuzzTemplate.run([header] + Array("// {{> SwiftModel}}\n".utf8)))
        #expect(!FuzzTemplate.run([header] + Array("{{=<% %>=}}// <%> Header %>\n".utf8)))
        #expect(FuzzTemplate.run([header] + Array("// {{! no partial }}\n".utf8)))
    }

    @Test func aTemplateThatDoesNotParseIsRefused() {
        #expect(!FuzzTemplate.run([0] + Array("{{#unclosed}}".utf8)))
        #expect(!FuzzTemplate.run([]))
    }
}
