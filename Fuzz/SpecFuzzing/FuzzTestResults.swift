import Foundation
import SpecModel
import SpecReport

/// Feeds arbitrary bytes to `report --test-results` as a results file: the XML reader, the matching of test cases
/// to the repository's statements, and the report pages that show them. Traps when a bad file's error has no place
/// in it, when a statement's results do not cover every platform, or when a page is not one HTML document.
public enum FuzzTestResults {
    private static let path = "results.xml"
    private static let components = FuzzSpecSet.components

    /// Runs one input; returns whether it was read as a results file.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> Bool {
        let file: TestResultsFile
        switch TestResultsFile.parse(Data(bytes), path: path, platform: "Linux") {
        case .failure(let problem):
            precondition(problem.severity == .error, "an unreadable results file must be an error: \(problem)")
            FuzzInvariants.located([problem], in: path, "test results")
            return false
        case .success(let read): file = read
        }
        for testCase in file.cases { precondition(testCase.line >= 1, "a test case without a line: \(testCase)") }
        // The same file for two platforms, as XCTest's and Swift Testing's halves of one run are given.
        var other = file
        other.platform = "iOS"
        let (marked, warnings) = ReportComponent.applying([file, other], to: components)
        FuzzInvariants.located(warnings, in: path, "test results")
        precondition(marked.count == components.count, "applying results lost or added a component")
        for component in marked {
            for (slug, results) in component.testResults {
                precondition(
                    results.map(\.platform) == ["Linux", "iOS"],
                    "\(component.name)/\(slug): results for \(results.map(\.platform))"
                )
            }
        }
        for page in HTMLReport.files(for: marked) {
            precondition(page.contents.hasSuffix("</html>\n"), "\(page.path) is not a whole page")
            // Names and messages from the file are text on the page: escaped, never markup.
            let html = page.contents.components(separatedBy: "<html").count - 1
            let script = page.contents.components(separatedBy: "<script").count - 1
            precondition(html == 1 && script == 0, "\(page.path): markup from the results file reached the page")
        }
        return true
    }
}
