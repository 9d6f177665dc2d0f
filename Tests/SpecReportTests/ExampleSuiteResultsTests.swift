import Foundation
import SpecModel
import Testing

@testable import SpecReport

/// The example design system's suites run for real with `swift test --xunit-output` (slow: opt in with
/// SPECGEN_EXAMPLE_SUITES=1): the report from that file shows its statements passed, and after a mutant change to the
/// snackbar's component code, the statement it breaks failed with the check's message.
@Suite(.enabled(if: ExampleSuiteRun.isRequested, Comment(rawValue: ExampleSuiteRun.absence)), .serialized)
struct ExampleSuiteResultsTests {
    private func report(_ files: [URL], platform: String) async throws -> [ReportComponent] {
        let results = try files.map { try TestResultsFile.read(path: $0.path, platform: platform).get() }
        let (components, _) = try await ReportFixture.report(of: ReportFixture.repositorySpecs)
        let (marked, warnings) = ReportComponent.applying(results, to: components)
        #expect(warnings.isEmpty, "\(warnings)")
        return marked
    }

    @Test func theExampleSuitesPassAndAMutantFailsTheStatementItBreaks() async throws {
        let run = try ExampleSuiteRun.results()
        try #require(!run.files.isEmpty, "swift test wrote no results:\n\(run.output)")
        let components = try await report(run.files, platform: "Linux")
        let total = ComponentFigures.total(components.map(\.figures))
        #expect(total.results.first?.passed == total.executable, "\(HTMLReport.resultSentences(of: components))")
        #expect(total.executable > 0)

        let mutant = try ExampleSuiteRun.results { sources in
            let name = "NoticeStyle.swift"
            let text = try #require(sources[name])
            let gestures = "dismissGestures: [.tapClose, .swipeLeft, .swipeRight, .swipeDown],"
            try #require(text.components(separatedBy: gestures).count == 2, "the snackbar's gestures are not where the mutant expects")
            sources[name] = text.replacingOccurrences(of: gestures, with: "dismissGestures: [.tapClose, .swipeLeft, .swipeRight],")
        }
        let mutated = try await report(mutant.files, platform: "mutant")
        let snackbar = try #require(mutated.first { $0.name == "Snackbar" })
        let failures = snackbar.testResults.compactMap { slug, results -> (String, String)? in
            guard case .failed(let message)? = results.first?.outcome else { return nil }
            return (slug, message)
        }
        #expect(failures.map(\.0) == ["swiping-the-snackbar-left-right-or-ea31441b"], "\(failures)")
        #expect(failures.first?.1.contains("specs/snackbar.md:22: swipeDown dismisses") == true, "\(failures)")
        let page = HTMLReport.files(for: mutated).first { $0.path == "snackbar.html" }?.contents ?? ""
        #expect(page.contains("data-state=\"fails\""))
    }
}
