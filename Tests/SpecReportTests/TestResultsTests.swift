import Foundation
import SpecGenCore
import SpecModel
import Testing

@testable import SpecReport

/// Test results in the report: each statement's test passed, failed with its message, or not run, per platform;
/// results that name no statement are a warning, never a crash.
@Suite struct TestResultsTests {
    @Test func aPassingRunMarksEveryTestedStatementPassed() async throws {
        let (components, files) = try await ReportFixture.report(
            of: ReportFixture.repositorySpecs,
            results: [TestResultsFixture.passing(platform: "Linux")]
        )
        let total = ComponentFigures.total(components.map(\.figures))
        #expect(total.results.map(\.platform) == ["Linux"])
        #expect(total.results.first?.passed == total.executable)
        #expect(total.results.first?.failed == 0 && total.results.first?.notRun == 0)
        #expect(
            HTMLReport.resultSentences(of: components) == ["\(total.executable) of \(total.statements) documented behaviours pass on Linux"]
        )
        for component in components {
            for check in component.conformance?.statements ?? [] where check.isExecutable {
                #expect(
                    component.testResults[check.identity.slug] == [StatementResult(platform: "Linux", outcome: .passed)],
                    "\(check.statement.text)"
                )
            }
            if component.conformance?.partsCheck != nil {
                #expect(
                    component.testResults["anatomy-required-parts-are-visible"] == [StatementResult(platform: "Linux", outcome: .passed)],
                    "\(component.name)"
                )
            }
        }
        let snackbar = try #require(files.first { $0.path == "snackbar.html" }).contents
        #expect(snackbar.contains("data-state=\"passes\""))
        #expect(snackbar.contains("Passes on Linux."))
        // The index's first line over all components says how many pass, naming the one platform.
        let index = try #require(files.first { $0.path == "index.html" }).contents
        let overall = try #require(ReportFixture.behaviours(in: index).first)
        #expect(overall["passes"] == total.passes && overall["fails"] == 0 && overall["not-run"] == 0)
        #expect(total.passes > 0 && total.passes + total.needsPerson + total.disputed == total.statements)
        #expect(index.contains("\(total.passes) pass on Linux</span>"))
    }

    @Test func aMutantShowsTheFailedStatementWithItsMessage() async throws {
        let (components, files) = try await ReportFixture.report(
            of: ReportFixture.repositorySpecs,
            results: [TestResultsFixture.passing(platform: "iOS"), TestResultsFixture.mutant(platform: "mutant")]
        )
        let snackbar = try #require(components.first { $0.name == "Snackbar" })
        let swipe = try #require(snackbar.conformance?.statements.first { $0.statement.text.hasPrefix("Swiping the snackbar") })
        let results = try #require(snackbar.testResults[swipe.identity.slug])
        #expect(results.first == StatementResult(platform: "iOS", outcome: .passed))
        guard case .failed(let message) = results.last?.outcome else {
            Issue.record("the swipe statement did not fail on the mutant: \(results)")
            return
        }
        #expect(message.contains("specs/snackbar.md:22: swipeDown dismisses"))
        // Only that statement fails.
        let failed = components.flatMap { component in
            component.testResults.filter { $0.value.contains { if case .failed = $0.outcome { true } else { false } } }.map(\.key)
        }
        #expect(failed == [swipe.identity.slug])
        let page = try #require(files.first { $0.path == "snackbar.html" }).contents
        #expect(page.contains("data-state=\"fails\""))
        #expect(page.contains("Fails on mutant: Caught error: specs/snackbar.md:22: swipeDown dismisses"))
        #expect(HTMLReport.resultSentences(of: components).last?.hasSuffix("documented behaviours pass on mutant; 1 fails") == true)
    }

    @Test func aStatementMissingFromTheResultsIsNotRun() async throws {
        let lines = TestResultsFixture.passingXML.split(separator: "\n", omittingEmptySubsequences: false)
        let trimmed = lines.filter { !$0.contains("aSnackbarDismissesItselfAfter7_a9f05a3e") }.joined(separator: "\n")
        let file = try TestResultsFile.parse(Data(trimmed.utf8), path: "partial.xml", platform: "Android").get()
        let (components, files) = try await ReportFixture.report(of: ReportFixture.repositorySpecs, results: [file])
        let snackbar = try #require(components.first { $0.name == "Snackbar" })
        let timing = try #require(
            snackbar.conformance?.statements.first { $0.identity.slug == "a-snackbar-dismisses-itself-after-7-a9f05a3e" }
        )
        #expect(snackbar.testResults[timing.identity.slug] == [StatementResult(platform: "Android", outcome: .notRun)])
        #expect(snackbar.figures.results.first?.notRun == 1)
        #expect(try #require(files.first { $0.path == "snackbar.html" }).contents.contains("Not run on Android."))
    }

    @Test func testsOfNoStatementAreAWarningAtTheirLine() async throws {
        let xml = """
            <?xml version="1.0"?>
            <testsuites><testsuite name="x">
              <testcase classname="Kit.ChipConformanceTests" name="aChipThatNoDocumentStates_0badf00d()"/>
              <testcase classname="Kit.ChipConformanceTests" name="anotherOne_0badf00e()"><failure message="boom"/></testcase>
              <testcase classname="Kit.SnackbarConformanceTests" name="aSnackbarDismissesItselfAfter7_a9f05a3e()"/>
              <testcase classname="Kit.OtherTests" name="unrelated()"/>
            </testsuite></testsuites>
            """
        let file = try TestResultsFile.parse(Data(xml.utf8), path: "odd.xml", platform: "iOS").get()
        let (components, _) = try await ReportFixture.report(of: ReportFixture.repositorySpecs)
        let (marked, warnings) = ReportComponent.applying([file], to: components)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "odd.xml", line: 3, column: 1))
        #expect(
            warning.message.hasPrefix("2 tests in these results name no statement of these documents (first: Kit.ChipConformanceTests.")
        )
        #expect(DiagnosticKind.of(warning) == .testResults)
        let snackbar = try #require(marked.first { $0.name == "Snackbar" })
        #expect(
            snackbar.testResults["a-snackbar-dismisses-itself-after-7-a9f05a3e"] == [StatementResult(platform: "iOS", outcome: .passed)]
        )

        let unrelated = try TestResultsFile.parse(
            Data("<testsuite><testcase classname=\"A\" name=\"b()\"/></testsuite>".utf8),
            path: "u.xml",
            platform: "x"
        )
        .get()
        let none = ReportComponent.applying([unrelated], to: components).warnings
        #expect(
            none.map(\.message) == ["these results hold no test of these documents' statements (1 test case); nothing is marked from them"]
        )
    }

    @Test func aFileThatIsNotResultsIsAnErrorAtItsPlace() {
        guard
            case .failure(let problem) = TestResultsFile.parse(
                Data("<testsuites>\n<testcase name='a'>\n".utf8),
                path: "r.xml",
                platform: "x"
            )
        else {
            Issue.record("unclosed XML was read")
            return
        }
        #expect(problem.description.hasPrefix("r.xml:3:1: error: cannot read the test results: the element <testcase> is not closed"))
        guard case .failure(let wrong) = TestResultsFile.parse(Data("<html/>".utf8), path: "page.html", platform: "x") else {
            Issue.record("HTML was taken for results")
            return
        }
        #expect(wrong.message.contains("not a JUnit or xUnit test results file"))
        #expect(DiagnosticKind.of(wrong) == .testResults)
    }

    @Test func failuresSkipsAndErrorsAreReadAsTheRunnerWroteThem() throws {
        let xml = """
            <testsuite>
              <testcase classname="S" name="a_00000001()"><failure message="first">detail</failure><failure message="first"/></testcase>
              <testcase classname="S" name="b_00000002()"><error>crashed&#10;at line 3</error></testcase>
              <testcase classname="S" name="c_00000003()"><skipped message="not today"/></testcase>
              <testcase classname="S" name="d_00000004()"/>
            </testsuite>
            """
        let cases = try TestResultsFile.parse(Data(xml.utf8), path: "r.xml", platform: "x").get().cases
        #expect(
            cases.map(\.outcome) == [
                .failed(message: "first"), .failed(message: "crashed at line 3"), .skipped(reason: "not today"), .passed,
            ]
        )
        #expect(cases.map(\.line) == [2, 3, 4, 5])
    }

    @Test(
        arguments: [
            ("aSnackbarDismissesItselfAfter7_a9f05a3e()", "a9f05a3e", nil),
            ("repeated_0123abcd_2()", "0123abcd", 2),
            ("a-snackbar-dismisses-itself-after-7-a9f05a3e", "a9f05a3e", nil),
            ("requiredPartsAreVisible()", nil, nil),
            ("eachMutantFailsOnlyTheCheckOfWhatItBreaks(_:)", nil, nil),
            ("word_ABCDEF12()", nil, nil),
        ] as [(String, String?, Int?)]
    )
    func theStatementIdInATestName(_ name: String, _ hash: String?, _ occurrence: Int?) {
        let key = TestResultMatching.key(inTestName: name)
        #expect(key?.hash == hash)
        #expect(key?.occurrence == occurrence)
    }

    @Test func platformsComeFromTheArgumentOrTheFileName() {
        let none: (String) -> Bool = { _ in false }
        #expect(TestResultsFile.platformAndPath(of: "iOS=build/results.xml", exists: none) == ("iOS", "build/results.xml"))
        #expect(
            TestResultsFile.platformAndPath(of: "build/linux-swift-testing.xml", exists: none) == ("linux", "build/linux-swift-testing.xml")
        )
        #expect(TestResultsFile.platformAndPath(of: "odd=name.xml", exists: { $0 == "odd=name.xml" }) == ("odd=name", "odd=name.xml"))
    }
}
