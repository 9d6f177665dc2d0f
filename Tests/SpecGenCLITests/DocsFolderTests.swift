import Foundation
import TestSupport
import Testing

/// A design system's docs folder through the command line: every document accounted for in the summary and the
/// report, a copied heading warned and mapped back by specgen.yml.
@Suite struct DocsFolderTests {
    static let usage = """
        # Kit / Pebble

        ![status](https://example.com/badge.svg)

        A rounded label that a person can pick.

        ## Usage

        ```swift
        Pebble("Tea", picked: true, tone: .onDark)
        ```

        - `tone`: `.plain`, `.onDark` or `.onPhoto`
        """

    static let examplesOnly = """
        # Ribbon

        A band across a card.

        ## Usage

        ```swift
        VStack(spacing: 4) { Text("New", bundle: .main) }
        ```
        """

    static let guidance = "# Spacing\n\nKeep 8 points between neighbours.\n"

    @Test func everyDocumentHasALineInTheSummary() throws {
        let project = try Project(["pebble.md": Self.usage, "ribbon.md": Self.examplesOnly, "spacing.md": Self.guidance])
        let run = try CommandLineRunner.run(["generate"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("specs/pebble.md: Pebble: 1 model, 0 statements, 0 executable checks, 0 pending\n"))
        #expect(run.stdout.contains("  specs/pebble.md: API with 2 parameters, 0 rules, 0 pending\n"), "\(run.stdout)")
        #expect(
            run.stdout.contains(
                "  specs/ribbon.md: no API found: 1 code block under 'Usage' read as examples (they call VStack, Text, not named as the component's own)"
            ),
            "\(run.stdout)"
        )
        #expect(run.stdout.contains("  specs/spacing.md: guidance only: no API stated, 0 rules, 0 pending\n"), "\(run.stdout)")
        // The document whose code could not be read is warned in a default run, at its code.
        #expect(run.stderr.contains("specs/ribbon.md:8:1: warning: no API found"), "\(run.stderr)")
        #expect(!run.stderr.contains("specs/spacing.md"), "\(run.stderr)")
        let model = try String(contentsOf: project.output.appendingPathComponent("Swift/Pebble.swift"), encoding: .utf8)
        #expect(model.contains("A rounded label that a person can pick."))
        #expect(!model.contains("status"))
        let strict = try CommandLineRunner.run(["generate", "--strict"], in: project.root)
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("specs/ribbon.md:8:1: error: no API found"), "\(strict.stderr)")
    }

    @Test func aCopiedHeadingIsWarnedAndSpecgenYmlMapsTheFile() throws {
        let copied = "# Pebble\n\nA band across a card.\n\n## API\n\n```swift\ninit(width: Int = 2)\n```\n"
        let project = try Project(["pebble.md": Self.usage, "ribbon.md": copied])
        let run = try CommandLineRunner.run(["generate"], in: project.root)
        #expect(
            run.stderr.contains("specs/ribbon.md:1:1: warning: the title names 'Pebble' but the file is named 'Ribbon'"),
            "\(run.stderr)"
        )
        try Data("components: {specs/ribbon.md: Ribbon}\n".utf8).write(to: project.root.appendingPathComponent("specgen.yml"))
        let mapped = try CommandLineRunner.run(["generate"], in: project.root)
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(!mapped.stderr.contains("the title names"), "\(mapped.stderr)")
        #expect(mapped.stdout.contains("specs/ribbon.md: Ribbon: 1 model"), "\(mapped.stdout)")
        #expect(mapped.stdout.contains("specs/pebble.md: Pebble: 1 model"), "\(mapped.stdout)")
    }

    @Test func theReportMarksAComponentWithNothingReadAsNotRead() throws {
        let project = try Project(["pebble.md": Self.usage, "ribbon.md": Self.examplesOnly])
        let output = project.root.appendingPathComponent("report")
        let run = try CommandLineRunner.run(["report", "--output", output.path], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let ribbon = try #require(
            index.components(separatedBy: "data-component=\"Ribbon\"").dropFirst().first?.components(separatedBy: "</li>").first
        )
        #expect(ribbon.contains("data-not-read><span class=\"tag c-warning\">not read</span> specs/ribbon.md: no API found"))
        let pebble = try #require(
            index.components(separatedBy: "data-component=\"Pebble\"").dropFirst().first?.components(separatedBy: "</li>").first
        )
        #expect(!pebble.contains("not read"))
        let page = try String(contentsOf: output.appendingPathComponent("pebble.html"), encoding: .utf8)
        #expect(page.contains("<code>specs/pebble.md</code>: API with 2 parameters, 0 rules, 0 pending"))
    }
}
