import Foundation
import SpecModel

/// A JUnit/xUnit XML results file (`swift test --xunit-output`, for XCTest and Swift Testing alike; Gradle's JUnit
/// reports), read for one platform.
public struct TestResultsFile: Sendable {
    /// The path as given.
    public var path: String
    /// The platform its tests ran on, as the report names it (`iOS`, `Linux`).
    public var platform: String
    /// Every test case, in file order.
    public var cases: [TestCaseResult]

    /// Creates a results file from cases already read.
    public init(path: String, platform: String, cases: [TestCaseResult]) {
        self.path = path
        self.platform = platform
        self.cases = cases
    }

    /// `--test-results` takes `PLATFORM=FILE` or `FILE`; without a platform, it is named after the file
    /// (`results.xml` → `results`; SwiftPM's `results-swift-testing.xml` beside `results.xml` → `results` too, so both
    /// halves of one `swift test --xunit-output results.xml` run count as one platform).
    public static func platformAndPath(of argument: String, exists: (String) -> Bool) -> (platform: String, path: String) {
        if !exists(argument), let equals = argument.firstIndex(of: "="), equals != argument.startIndex {
            let platform = String(argument[..<equals]).trimmingWhitespaces()
            let path = String(argument[argument.index(after: equals)...])
            if !platform.isEmpty, !path.isEmpty { return (platform, path) }
        }
        var stem = URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent
        if stem.hasSuffix("-swift-testing"), stem.count > "-swift-testing".count { stem.removeLast("-swift-testing".count) }
        return (stem.isEmpty ? argument : stem, argument)
    }

    /// Larger files are refused: a results file of a few thousand tests is a few megabytes.
    public static let maximumSize = 256 * 1024 * 1024

    /// Reads the file at `path`; a file that cannot be read or is not a results file is an error at its place.
    public static func read(path: String, platform: String) -> Result<TestResultsFile, Diagnostic> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return .failure(.error("no such test results file", at: start))
        }
        guard !isFolder.boolValue else { return .failure(.error("expected a test results file but found a directory", at: start)) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumSize else {
            return .failure(.error("the test results file is \(size) bytes; results files are limited to \(maximumSize) bytes", at: start))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.error("cannot read the test results file", at: start))
        }
        return parse(data, path: path, platform: platform)
    }

    /// Reads results from `data`, naming `path` in problems.
    public static func parse(_ data: Data, path: String, platform: String) -> Result<TestResultsFile, Diagnostic> {
        let root: XMLElement
        switch XMLReader.read(data) {
        case .failure(let failure):
            let place = SourceLocation(file: path, line: failure.line, column: failure.column)
            return .failure(.error("cannot read the test results: \(failure.message)", at: place))
        case .success(let element): root = element
        }
        guard root.name == "testsuites" || root.name == "testsuite" else {
            let place = SourceLocation(file: path, line: root.line, column: 1)
            return .failure(
                .error(
                    "not a JUnit or xUnit test results file: its root element is <\(root.name)>, not <testsuites> or <testsuite>",
                    at: place
                )
            )
        }
        let cases = root.all(named: "testcase").map { element in
            TestCaseResult(
                suite: element.attributes["classname"] ?? element.attributes["class"] ?? "",
                name: element.attributes["name"] ?? "",
                outcome: outcome(of: element),
                line: element.line
            )
        }
        return .success(TestResultsFile(path: path, platform: platform, cases: cases))
    }

    /// A test case's outcome: any `<failure>` or `<error>` fails it, `<skipped>` skips it, nothing else passes it.
    private static func outcome(of testCase: XMLElement) -> TestCaseResult.Outcome {
        let problems = testCase.children.filter { $0.name == "failure" || $0.name == "error" }
        if !problems.isEmpty {
            let messages = problems.map { problem -> String in
                let message = OneLineText.clean(problem.attributes["message"] ?? "")
                return message.isEmpty ? OneLineText.clean(problem.text) : message
            }
            var unique: [String] = []
            for message in messages where !message.isEmpty && !unique.contains(message) { unique.append(message) }
            return .failed(message: unique.isEmpty ? "failed (the runner gave no message)" : unique.joined(separator: "; "))
        }
        if let skipped = testCase.children.first(where: { $0.name == "skipped" }) {
            let reason = OneLineText.clean(skipped.attributes["message"] ?? skipped.text)
            return .skipped(reason: reason.isEmpty ? nil : reason)
        }
        return .passed
    }
}
