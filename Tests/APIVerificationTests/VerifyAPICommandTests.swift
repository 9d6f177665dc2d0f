import Foundation
import TestSupport
import Testing

/// `specgen verify-api` end to end: diagnostics in the compiler's form, exit codes, and `verifyAPI` in specgen.yml.
@Suite struct VerifyAPICommandTests {
    /// A project holding copies of our snackbar and banner specs under `specs/`, and `config` as specgen.yml.
    private func project(config: String?) throws -> URL {
        let root = try SymbolGraphFixture.temporaryFolder("verify-project")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for name in ["snackbar.md", "banner.md"] {
            try FileManager.default.copyItem(
                at: SymbolGraphFixture.repositoryRoot.appendingPathComponent("specs/\(name)"),
                to: root.appendingPathComponent("specs/\(name)")
            )
        }
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent("specgen.yml")) }
        return root
    }

    private func driftedGraphs() throws -> URL {
        var sources = try SymbolGraphFixture.exampleSources()
        sources["BannerMessage.swift"] = try SymbolGraphFixture.replacing(
            "showsCloseButton: Bool = false,",
            with: "showsCloseButton: Bool = true,",
            in: try #require(sources["BannerMessage.swift"])
        )
        return try SymbolGraphFixture.graph(module: "DesignSystem", sources: sources)
    }

    @Test func findingsAreWarningsAndErrorsWithStrict() throws {
        let root = try project(config: "verifyAPI:\n  modules:\n    UIComponentsPlugin: DesignSystem\n")
        let graphs = try driftedGraphs()
        let lenient = try CommandLineRunner.run(["verify-api", "--symbol-graph-dir", graphs.path], in: root)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let lines = lenient.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "specs/banner.md:52:5: warning: default of parameter 'showsCloseButton' differs: the document has 'false', the code has 'true'",
            "\(lenient.stderr)"
        )
        #expect(lines.dropFirst().first?.contains("BannerMessage.swift:26:12: note: the code declares `init(message: String") == true)
        #expect(lenient.stdout.hasSuffix("verify-api: 1 difference(s) between 2 spec(s) and the code's public API (DesignSystem)\n"))
        // What was compared, per component, before the total.
        #expect(lenient.stdout.contains("verify-api: Banner (specs/banner.md): 1 API ("), "\(lenient.stdout)")

        let strict = try CommandLineRunner.run(["verify-api", "--strict", "--symbol-graph-dir", graphs.path, "specs/banner.md"], in: root)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("specs/banner.md:52:5: error: default of parameter 'showsCloseButton' differs"))
    }

    @Test func theModuleMappingComesFromSpecgenYml() throws {
        let graphs = try SymbolGraphFixture.graph(module: "DesignSystem", sources: try SymbolGraphFixture.exampleSources())
        let unmapped = try CommandLineRunner.run(
            ["verify-api", "--symbol-graph-dir", graphs.path, "specs/snackbar.md"],
            in: try project(config: nil)
        )
        #expect(unmapped.status == 0)
        #expect(
            unmapped.stderr.hasPrefix(
                "specs/snackbar.md:46:1: warning: module 'UIComponentsPlugin' that the document names is not among the symbol graphs read (DesignSystem)"
            ),
            "\(unmapped.stderr)"
        )
        let mapped = try CommandLineRunner.run(
            ["verify-api", "--symbol-graph-dir", graphs.path],
            in: try project(config: "verifyAPI:\n  modules:\n    UIComponentsPlugin: DesignSystem\n")
        )
        #expect(mapped.status == 0)
        #expect(mapped.stderr.isEmpty, "\(mapped.stderr)")
        #expect(mapped.stdout.hasSuffix("verify-api: 2 spec(s) match the code's public API (DesignSystem)\n"))
    }

    @Test func aMisspeltVerifyKeyIsAnErrorAtItsPlace() throws {
        let root = try project(config: "verifyAPI:\n  modles:\n    UIComponentsPlugin: DesignSystem\n  module: 7up\n")
        let result = try CommandLineRunner.run(["verify-api", "--symbol-graph-dir", root.path], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("specgen.yml:2:3: error: unknown key 'modles' in 'verifyAPI'; did you mean 'modules'?"),
            "\(result.stderr)"
        )
        #expect(result.stderr.contains("specgen.yml:4:11: error: 'verifyAPI.module' must be a Swift identifier"), "\(result.stderr)")
    }

    @Test func byDefaultItReadsWhatDumpSymbolGraphWrote() throws {
        let root = try project(config: "verifyAPI:\n  modules:\n    UIComponentsPlugin: DesignSystem\n")
        let build = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        let clean = try SymbolGraphFixture.graph(module: "DesignSystem", sources: try SymbolGraphFixture.exampleSources())
        try FileManager.default.copyItem(at: clean, to: build.appendingPathComponent("symbolgraph"))
        // The command plugin's folder may hold an older state of the same module: it is not read by default.
        try FileManager.default.copyItem(at: try driftedGraphs(), to: build.appendingPathComponent("extracted-symbols"))
        let result = try CommandLineRunner.run(["verify-api", "--strict"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("verify-api: 2 spec(s) match the code's public API (DesignSystem)\n"))
    }

    @Test func withoutSymbolGraphsItSaysHowToMakeThem() throws {
        let result = try CommandLineRunner.run(["verify-api"], in: try project(config: nil))
        #expect(result.status == 2)
        #expect(result.stderr.contains("run `swift package dump-symbol-graph` first"), "\(result.stderr)")
    }
}
