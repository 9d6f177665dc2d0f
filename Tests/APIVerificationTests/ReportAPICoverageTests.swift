import Foundation
import TestSupport
import Testing

/// `specgen report --symbol-graph-dir`: each component's page shows what verify-api compared with the code, in the
/// same words as verify-api's coverage line, each documented API it did not compare with its line, and the
/// differences; a component with nothing compared says so and is never shown as matching. Specs and code are ours.
@Suite struct ReportAPICoverageTests {
    static let notice = """
        # Pager

        A short message shown at one edge of the screen.

        ## API

        ```swift
        public init(text: String, edge: PagerEdge = .top)
        ```

        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | text | String | — | What the pager says. |
        | edge | PagerEdge | .top | Where it appears. |

        ## Styling

        The `Flourish` settings are:

        - `duration`: how long it stays. Default is 3.
        - `fade`: whether it fades out. Default is true.
        """

    static let tips = """
        # Writing Tips

        Keep messages short, and say what happened rather than what to do next.
        """

    static let code = """
        public enum PagerEdge { case top, bottom }
        public struct Pager {
            public init(text: String, edge: PagerEdge = .top) {}
        }
        """

    /// A project with the two specs under `specs/`, and the graphs of `code`.
    static func project(code: String = code) throws -> (root: URL, graphs: URL) {
        let root = try SymbolGraphFixture.temporaryFolder("report-api")
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Data(notice.utf8).write(to: specs.appendingPathComponent("pager.md"))
        try Data(tips.utf8).write(to: specs.appendingPathComponent("tips.md"))
        return (root, try SymbolGraphFixture.graph(module: "PagerKit", sources: ["Pager.swift": code]))
    }

    /// The report's pages, by file name.
    static func report(_ root: URL, graphs: URL?) throws -> [String: String] {
        let arguments = ["report", "--specs", "specs", "--output", "out"] + (graphs.map { ["--symbol-graph-dir", $0.path] } ?? [])
        let run = try CommandLineRunner.run(arguments, in: root)
        try #require(run.status == 0, "\(run.stderr)")
        let out = root.appendingPathComponent("out")
        var pages: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            pages[name] = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
        }
        return pages
    }

    /// The text of the page's verify-api section.
    static func section(of page: String) throws -> String {
        let start = try #require(page.range(of: "<section class=\"card api\""))
        let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func eachPageShowsWhatWasComparedAndWhatWasNot() throws {
        let (root, graphs) = try Self.project()
        let verify = try CommandLineRunner.run(["verify-api", "--specs", "specs", "--symbol-graph-dir", graphs.path], in: root)
        let coverageLine = try #require(verify.stdout.split(separator: "\n").first { $0.hasPrefix("verify-api: Pager (") })
        let pages = try Self.report(root, graphs: graphs)

        let pager = try Self.section(of: try #require(pages["pager.html"]))
        // The same words as verify-api's coverage line.
        #expect(pager.contains(String(coverageLine.dropFirst("verify-api: ".count))), "\(pager)")
        #expect(pager.contains("data-api-coverage=\"matches\""))
        #expect(pager.contains("<div data-api-figure=\"apis\"><dt>APIs compared</dt><dd>1</dd></div>"))
        #expect(pager.contains("<div data-api-figure=\"parameters\"><dt>parameters compared</dt><dd>2</dd></div>"))
        #expect(pager.contains("<div data-api-figure=\"defaults\"><dt>defaults compared</dt><dd>1</dd></div>"))
        // The list of settings names no public type: not compared, at its line, linked to it.
        let notCompared = try #require(pager.range(of: "data-api-list=\"not-compared\"")).upperBound
        let list = pager[notCompared...]
        #expect(
            list.contains("<li data-line=\"20\"><a href=\"#d0-L20\">pager.md:20</a>: a list of 2 properties (duration, fade)"),
            "\(list)"
        )
        #expect(!pager.contains("data-api-list=\"differences\""))

        let tips = try Self.section(of: try #require(pages["writing-tips.html"]))
        #expect(tips.contains("data-api-coverage=\"nothing-compared\""))
        #expect(tips.contains("nothing compared (no API, enumeration, call or symbol link of this document was read)"))
        #expect(!tips.contains("matches"))
        #expect(!tips.contains("clean"))
        // The index says the same per component.
        let index = try #require(pages["index.html"])
        #expect(index.contains("<p class=\"api\" data-api-coverage=\"nothing-compared\">"))
        #expect(index.contains("<p class=\"api\" data-api-coverage=\"matches\">"))
        #expect(index.contains("Code API (verify-api): 1 component compared with the code; nothing compared for 1."))
    }

    @Test func aDifferenceIsListedAtItsLine() throws {
        let (root, graphs) = try Self.project(code: try SymbolGraphFixture.replacing("= .top)", with: "= .bottom)", in: Self.code))
        let pager = try Self.section(of: try #require(try Self.report(root, graphs: graphs)["pager.html"]))
        #expect(pager.contains("data-api-coverage=\"differences\""))
        #expect(pager.contains("<span class=\"tag c-warning\">1 difference</span>"))
        let differences = try #require(pager.range(of: "data-api-list=\"differences\"")).upperBound
        #expect(pager[differences...].contains("pager.md:8</a>: default of parameter &#39;edge&#39; differs"), "\(pager)")
    }

    @Test func callsWrittenWithTypesAndArgumentsReadByLabelOnlyAreCounted() throws {
        let (root, graphs) = try Self.project()
        // One call written with types (compared type by type), one whose bare type name stands beside a value (unsure).
        let usage = """
            # Pager Usage

            ```swift
            Pager(text: String, edge: PagerEdge)
            Pager(text: Greeting, edge: .top)
            ```
            """
        try Data(usage.utf8).write(to: root.appendingPathComponent("specs/pager-usage.md"))
        let pages = try Self.report(root, graphs: graphs)
        let page = try #require(pages["pager-usage.html"], "\(pages.keys.sorted())")
        let section = try Self.section(of: page)
        #expect(
            section.contains("<div data-api-figure=\"typed-calls\"><dt>calls written with types compared</dt><dd>1</dd></div>"),
            "\(section)"
        )
        #expect(section.contains("<dt>arguments compared by label only (type or value unsure)</dt><dd>1</dd>"), "\(section)")
    }

    @Test func withoutSymbolGraphsThePagesSayNothingOfTheCode() throws {
        let (root, _) = try Self.project()
        let pages = try Self.report(root, graphs: nil)
        #expect(pages.values.allSatisfy { !$0.contains("data-api-coverage") })
    }
}
