import Foundation
import TestSupport
import Testing

/// `types:` in specgen.yml: types documents name without defining them become enumerations or stand for
/// another type, and a bad entry is an error at its place.
@Suite struct TypeMappingConfigurationTests {
    private let notice = """
        # Notice

        A short message.

        ## API

        | Property | Type | Default | Description |
        |---|---|---|---|
        | delay | NoticeDelay | fast | How soon it leaves. |
        | gap | NoticeGap | 8 | Space around it. |
        """

    private func project(config: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-types-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data(notice.utf8).write(to: root.appendingPathComponent("docs/notice.md"))
        try Data(config.utf8).write(to: root.appendingPathComponent("specgen.yml"))
        return root
    }

    @Test func mappedTypesBecomeDataInTheModel() throws {
        let root = try project(
            config: "specs: docs\noutput: out\ntypes:\n  NoticeDelay: { cases: [fast, medium, slow] }\n  NoticeGap: { as: Double }\n"
        )
        let result = try CommandLineRunner.run(["generate"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try String(contentsOf: root.appendingPathComponent("out/Swift/Notice.swift"), encoding: .utf8)
        #expect(swift.contains("enum NoticeDelay"))
        #expect(swift.contains("case medium"))
        #expect(swift.contains("var delay: NoticeDelay"))
        #expect(swift.contains("var gap: Double"))
    }

    @Test func withoutTheMappingTheTypesStayRuntime() throws {
        let root = try project(config: "specs: docs\noutput: out\n")
        let dump = try CommandLineRunner.run(["dump", "docs/notice.md"], in: root)
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("`NoticeDelay` is not a type the spec defines"))
    }

    @Test func badEntriesAreErrorsAtTheirPlaces() throws {
        let root = try project(
            config: "specs: docs\ntypes:\n  NoticeDelay: { cases: [] }\n  NoticeGap: { as: \"() -> Void\" }\n  Other: { kind: x }\n"
        )
        let result = try CommandLineRunner.run(["generate"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("specgen.yml:3:25: error: 'types.NoticeDelay.cases' must be a list of case names"))
        #expect(result.stderr.contains("specgen.yml:4:20: error: 'types.NoticeGap.as': '() -> Void' is not data"))
        #expect(result.stderr.contains("specgen.yml:5:12: error: unknown key 'kind' in 'types.Other'"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("generated").path))
    }

    /// A symbol graph as the compiler writes one, cut to what matters: an enumeration, its cases (listed out of
    /// declaration order, which the locations give), and a struct.
    private static let symbolGraph = #"""
        {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}},
         "module": {"name": "NoticeKit"},
         "symbols": [
          {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["NoticeDelay", "slow"],
           "location": {"uri": "file:///k/NoticeDelay.swift", "position": {"line": 4, "character": 9}}},
          {"kind": {"identifier": "swift.enum"}, "pathComponents": ["NoticeDelay"],
           "location": {"uri": "file:///k/NoticeDelay.swift", "position": {"line": 1, "character": 12}}},
          {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["NoticeDelay", "fast"],
           "location": {"uri": "file:///k/NoticeDelay.swift", "position": {"line": 2, "character": 9}}},
          {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["NoticeDelay", "medium"],
           "location": {"uri": "file:///k/NoticeDelay.swift", "position": {"line": 3, "character": 9}}},
          {"kind": {"identifier": "swift.struct"}, "pathComponents": ["NoticeGap"]}
         ],
         "relationships": []}
        """#

    @Test func anEnumerationTakesTheCasesItsSymbolGraphDeclares() throws {
        let root = try project(config: "specs: docs\noutput: out\ntypes:\n  NoticeDelay: { symbolGraph: graphs/NoticeKit.symbols.json }\n")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("graphs"), withIntermediateDirectories: true)
        try Data(Self.symbolGraph.utf8).write(to: root.appendingPathComponent("graphs/NoticeKit.symbols.json"))
        let result = try CommandLineRunner.run(["generate"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try String(contentsOf: root.appendingPathComponent("out/Swift/Notice.swift"), encoding: .utf8)
        #expect(swift.contains("var delay: NoticeDelay"), "\(swift)")
        let cases = swift.components(separatedBy: "\n").filter { $0.hasPrefix("    case ") && !$0.contains("(") }
        #expect(Array(cases.prefix(3)) == ["    case fast", "    case medium", "    case slow"], "\(cases)")
    }

    @Test func aSymbolGraphWithoutTheEnumerationOrUnreadableIsAnErrorAtItsPlace() throws {
        let root = try project(
            config:
                "specs: docs\ntypes:\n  NoticeGap: { symbolGraph: NoticeKit.symbols.json }\n  NoticeDelay: { symbolGraph: missing.json }\n"
        )
        try Data(Self.symbolGraph.utf8).write(to: root.appendingPathComponent("NoticeKit.symbols.json"))
        let result = try CommandLineRunner.run(["generate"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "specgen.yml:3:29: error: 'types.NoticeGap.symbolGraph': the symbol graph 'NoticeKit.symbols.json' declares no enumeration 'NoticeGap' (it declares NoticeDelay)"
            ),
            "\(result.stderr)"
        )
        #expect(
            result.stderr.contains("specgen.yml:4:31: error: 'types.NoticeDelay.symbolGraph': cannot read the symbol graph"),
            "\(result.stderr)"
        )
    }
}
