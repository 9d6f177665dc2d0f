import Foundation
import SpecModel
import TestSupport
import Testing

@testable import APIVerification

/// `verify-api --write-baseline` / `--baseline`: accepted drift keyed by document, kind and symbol, never by line.
@Suite struct FindingBaselineTests {
    static func warning(_ message: String, line: Int, file: String = "docs/Chime.md") -> Diagnostic {
        .warning(message, at: SourceLocation(file: file, line: line, column: 1))
    }

    static let renamed = "parameter 'tone' is documented but the code's 'Chime.init(sound:)' has no such parameter"
    static let changed = "default of parameter 'volume' differs: the document has '1', the code has '0.5'"

    @Test func entriesAreKeyedByKindAndSymbolsNotByLine() {
        let baseline = FindingBaseline(findings: [Self.warning(Self.renamed, line: 10), Self.warning(Self.changed, line: 12)])
        #expect(baseline.entries.map(\.kind) == ["default", "parameter"])
        #expect(baseline.entries.first?.symbol == "volume · 1 · 0.5")
        // The same findings, moved by an edit above them: none is new, none is gone.
        let moved = baseline.apply(to: [Self.warning(Self.renamed, line: 30), Self.warning(Self.changed, line: 41)])
        #expect(moved.new.isEmpty)
        #expect(moved.accepted == 2)
        #expect(moved.gone.isEmpty)
    }

    @Test func theCodesOwnerIsKeyedPastTheApostropheOfCodes() {
        let baseline = FindingBaseline(findings: [Self.warning(Self.renamed, line: 10)])
        #expect(baseline.entries.first?.symbol == "tone · Chime.init(sound:)")
        // The same stale name on another callable is another drift, not the accepted one.
        let other = "parameter 'tone' is documented but the code's 'Bell.ring(sound:)' has no such parameter"
        #expect(baseline.apply(to: [Self.warning(other, line: 10)]).new.count == 1)
    }

    @Test func aNewFindingIsReportedAndAFixedOneIsGone() {
        let baseline = FindingBaseline(findings: [Self.warning(Self.renamed, line: 10), Self.warning(Self.changed, line: 12)])
        let other = "label of parameter 'volume' differs: the document has 'level', the code has 'volume'"
        let applied = baseline.apply(to: [Self.warning(Self.renamed, line: 10), Self.warning(other, line: 12)])
        #expect(applied.new.map(\.message) == [other])
        #expect(applied.gone.map(\.kind) == ["default"])
        // The same finding in another document is not the accepted one.
        let elsewhere = baseline.apply(to: [Self.warning(Self.renamed, line: 10, file: "docs/Other.md")])
        #expect(elsewhere.new.count == 1)
    }

    @Test func repeatedFindingsAreCountedAndOneMoreIsNew() {
        let baseline = FindingBaseline(findings: [Self.warning(Self.renamed, line: 10), Self.warning(Self.renamed, line: 20)])
        #expect(baseline.entries.count == 1)
        #expect(baseline.entries.first?.count == 2)
        let three = baseline.apply(to: (1...3).map { Self.warning(Self.renamed, line: $0) })
        #expect(three.new.count == 1)
        #expect(three.accepted == 2)
    }

    static func finding(_ message: String, line: Int, claim: Claim) -> Diagnostic {
        var finding = warning(message, line: line)
        finding.claim = claim
        return finding
    }

    @Test func aFindingWithAClaimIsKeyedByItNotByItsWording() {
        let volume = Claim(.defaultValue, of: "Chime.init(volume:)", "volume")
        let baseline = FindingBaseline(findings: [Self.finding(Self.changed, line: 12, claim: volume)])
        #expect(baseline.version == 2)
        #expect(baseline.entries.map(\.kind) == ["default"])
        #expect(baseline.entries.first?.symbol == "Chime.init(volume:) · volume")
        // Worded otherwise by a later specgen, and moved: the same claim, accepted.
        let reworded = Self.finding("the documented default of 'volume' is not the code's", line: 40, claim: volume)
        #expect(baseline.apply(to: [reworded]).new.isEmpty)
        // The same words about another callable's parameter: another claim, new.
        let other = Self.finding(Self.changed, line: 12, claim: Claim(.defaultValue, of: "Bell.init(volume:)", "volume"))
        #expect(baseline.apply(to: [other]).new == [other])
    }

    @Test func aVersionOneFileIsStillMatchedByTheNamesItsMessagesQuoted() throws {
        var old = FindingBaseline(findings: [Self.warning(Self.changed, line: 12)])
        old.version = 1
        let read = try FindingBaseline.decode(old.encoded()).get()
        let now = Self.finding(Self.changed, line: 30, claim: Claim(.defaultValue, of: "Chime.init(volume:)", "volume"))
        #expect(read.apply(to: [now]).accepted == 1)
        var future = old
        future.version = 3
        guard case .failure(let problem) = FindingBaseline.decode(try future.encoded()) else {
            Issue.record("a baseline of an unknown version was read")
            return
        }
        #expect(problem.reason.contains("version 3 is not supported"))
    }

    @Test func notesAreNeitherRecordedNorFiltered() {
        let note = Diagnostic(.note, "compared with 'Chime.init(tone:)'", at: SourceLocation(file: "docs/Chime.md", line: 3, column: 1))
        #expect(FindingBaseline(findings: [note]).entries.isEmpty)
        #expect(FindingBaseline(findings: []).apply(to: [note]).new == [note])
    }

    @Test func theFileRoundTripsAndABadOneSaysWhy() throws {
        let baseline = FindingBaseline(findings: [Self.warning(Self.changed, line: 12)])
        let data = try baseline.encoded()
        #expect(FindingBaseline.decode(data) == .success(baseline))
        guard case .failure(let problem) = FindingBaseline.decode(Data("{\"entries\": 3".utf8)) else {
            Issue.record("a truncated file was read")
            return
        }
        #expect(problem.reason.hasPrefix("not a JSON baseline"))
        guard case .failure(let missing) = FindingBaseline.decode(Data("{\"version\": 1}".utf8)) else {
            Issue.record("a file without entries was read")
            return
        }
        #expect(missing.reason.contains("'entries' is missing"))
    }

    @Test func theCommandWritesABaselineThenReportsOnlyNewFindings() throws {
        let root = try SymbolGraphFixture.temporaryFolder("verify-baseline")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        let spec = root.appendingPathComponent("specs/banner.md")
        try FileManager.default.copyItem(at: SymbolGraphFixture.repositoryRoot.appendingPathComponent("specs/banner.md"), to: spec)
        try Data("verifyAPI:\n  modules:\n    UIComponentsPlugin: DesignSystem\n".utf8).write(
            to: root.appendingPathComponent("specgen.yml")
        )
        var sources = try SymbolGraphFixture.exampleSources()
        sources["BannerMessage.swift"] = try SymbolGraphFixture.replacing(
            "showsCloseButton: Bool = false,",
            with: "showsCloseButton: Bool = true,",
            in: try #require(sources["BannerMessage.swift"])
        )
        let graphs = try SymbolGraphFixture.graph(module: "DesignSystem", sources: sources)
        let arguments = ["verify-api", "--strict", "--symbol-graph-dir", graphs.path, "specs/banner.md"]

        let written = try CommandLineRunner.run(arguments + ["--write-baseline", "api-baseline.json"], in: root)
        #expect(written.stdout.contains("wrote 1 finding(s) as 1 baseline entry to api-baseline.json"), "\(written.stdout)")
        let file = try String(contentsOf: root.appendingPathComponent("api-baseline.json"), encoding: .utf8)
        #expect(file.contains("\"kind\" : \"default\""))

        // Lines added above the finding: still accepted, and the strict run passes.
        let text = try String(contentsOf: spec, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\n## ", with: "\n\nA note.\n\n## ").utf8).write(to: spec)
        let accepted = try CommandLineRunner.run(arguments + ["--baseline", "api-baseline.json"], in: root)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("1 finding(s) accepted by the baseline api-baseline.json; 0 of its entries no longer occur"))

        // The drift fixed in the document: the entry is said to be gone, never a failure.
        let agreeing = text.replacingOccurrences(of: "showsCloseButton: Bool = false", with: "showsCloseButton: Bool = true")
            .replacingOccurrences(of: "| `showsCloseButton` | `Bool` | `false` |", with: "| `showsCloseButton` | `Bool` | `true` |")
        try Data(agreeing.utf8).write(to: spec)
        let fixed = try CommandLineRunner.run(arguments + ["--baseline", "api-baseline.json"], in: root)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stderr.contains("api-baseline.json:1:1: note: baseline entry no longer occurs (default in specs/banner.md"))

        // A baseline that cannot be read is an error at the file.
        try Data("[]".utf8).write(to: root.appendingPathComponent("bad.json"))
        let bad = try CommandLineRunner.run(arguments + ["--baseline", "bad.json"], in: root)
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("bad.json:1:1: error: not a verify-api baseline"), "\(bad.stderr)")
    }
}
