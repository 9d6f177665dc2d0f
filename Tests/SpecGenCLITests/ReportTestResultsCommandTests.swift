import Foundation
import TestSupport
import Testing

/// `specgen report --test-results`: results per platform in the summary and pages; unknown tests a warning; a results
/// file that cannot be read an error at its place, with nothing written.
@Suite struct ReportTestResultsCommandTests {
    private func write(_ text: String, named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-results-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func resultsArePrintedPerPlatformAndUnknownTestsWarn() throws {
        let results = try write(
            """
            <testsuites><testsuite name="r">
              <testcase classname="App.SnackbarConformanceTests" name="aSnackbarDismissesItselfAfter7_a9f05a3e()"/>
              <testcase classname="App.SnackbarConformanceTests" name="tappingTheXIconDismissesThe_cefd7742()">
                <failure message="specs/snackbar.md:21: tapClose dismisses; visible: [&quot;A&quot;]"/>
              </testcase>
              <testcase classname="App.ChipConformanceTests" name="aChipNoDocumentMentions_00c0ffee()"/>
            </testsuite></testsuites>
            """,
            named: "ios.xml"
        )
        let output = results.deletingLastPathComponent().appendingPathComponent("report")
        let run = try CommandLineRunner.run(["report", "--output", output.path, "--test-results", "iOS=\(results.path)"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\n1 of "), "\(run.stdout)")
        let summary = try #require(run.stdout.split(separator: "\n").last.map(String.init))
        #expect(summary.hasPrefix("1 of ") && summary.contains(" documented behaviours passes on iOS; 1 fails, "), "\(summary)")
        #expect(run.stderr.contains("\(results.path):6:1: warning: 1 test in these results names no statement of these documents"))
        let page = try String(contentsOf: output.appendingPathComponent("snackbar.html"), encoding: .utf8)
        #expect(page.contains("Fails on iOS: specs/snackbar.md:21: tapClose dismisses; visible: [&quot;A&quot;]"))
        #expect(page.contains("Passes on iOS."))
        #expect(page.contains("Not run on iOS."))
    }

    @Test func unreadableResultsStopTheRunBeforeAnythingIsWritten() throws {
        let broken = try write("<testsuites>\n  <testcase name=\"a\">\n", named: "broken.xml")
        let output = broken.deletingLastPathComponent().appendingPathComponent("report")
        let run = try CommandLineRunner.run(["report", "--output", output.path, "--test-results", broken.path])
        #expect(run.status == 1)
        #expect(run.stderr == "\(broken.path):3:1: error: cannot read the test results: the element <testcase> is not closed\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let missing = try CommandLineRunner.run(["report", "--output", output.path, "--test-results", "Android=/no/such/results.xml"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "/no/such/results.xml:1:1: error: no such test results file\n")
    }
}
