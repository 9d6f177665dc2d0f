import SpecEmitters
import SpecModel

extension ReportComponent {
    /// The components with each statement's test marked from `files`: per platform (in the order first given),
    /// passed, failed with its message, skipped, or not run. Tests that look generated but name no statement of these
    /// components, and files that name none at all, are warnings at the file; nothing in a file is fatal.
    public static func applying(_ files: [TestResultsFile], to components: [ReportComponent]) -> (
        components: [ReportComponent], warnings: [Diagnostic]
    ) {
        var platforms: [String] = []
        for file in files where !platforms.contains(file.platform) { platforms.append(file.platform) }
        // Each statement identity's owners: component index and the statement's slug.
        var owners: [TestResultMatching.Key: [(component: Int, slug: String)]] = [:]
        for (index, component) in components.enumerated() {
            for check in component.conformance?.statements ?? [] {
                let key = TestResultMatching.Key(hash: check.identity.hash, occurrence: check.identity.occurrence)
                owners[key, default: []].append((index, check.identity.slug))
            }
        }
        let names = components.map { TestResultMatching.folded($0.name) }
        let withParts = components.indices.filter { components[$0].conformance?.partsCheck != nil }
        // component → slug → platform → outcome
        var outcomes: [Int: [String: [String: TestCaseResult.Outcome]]] = [:]
        var warnings: [Diagnostic] = []
        for file in files {
            var matched = 0
            var unknown: [TestCaseResult] = []
            for testCase in file.cases {
                var target: (component: Int, slug: String)?
                if let key = TestResultMatching.key(inTestName: testCase.name) {
                    let entries = owners[key] ?? []
                    var candidates: [Int] = []
                    for entry in entries where !candidates.contains(entry.component) { candidates.append(entry.component) }
                    if let owner = TestResultMatching.owner(of: testCase, among: candidates, names: names) {
                        target = entries.first { $0.component == owner }
                    }
                } else if testCase.name.hasPrefix("requiredPartsAreVisible") || testCase.name.hasPrefix("required_parts_are_visible") {
                    target = TestResultMatching.owner(of: testCase, among: withParts, names: names).map { ($0, PartsCheck.id) }
                }
                guard let target else {
                    if TestResultMatching.looksGenerated(testCase) { unknown.append(testCase) }
                    continue
                }
                matched += 1
                let earlier = outcomes[target.component]?[target.slug]?[file.platform]
                outcomes[target.component, default: [:]][target.slug, default: [:]][file.platform] = merged(earlier, testCase.outcome)
            }
            if let first = unknown.first {
                let count = unknown.count
                warnings.append(
                    .warning(
                        "\(Plural.count(count, "test")) in these results \(Plural.word(count, "names", "name")) no statement of these "
                            + "documents (first: \(first.suite.isEmpty ? "" : first.suite + ".")\(first.name)); "
                            + "\(Plural.word(count, "it is", "they are")) left out: the results may come from other or older documents",
                        at: SourceLocation(file: file.path, line: first.line, column: 1)
                    )
                )
            }
            if matched == 0 {
                warnings.append(
                    .warning(
                        "these results hold no test of these documents' statements (\(Plural.count(file.cases.count, "test case"))); "
                            + "nothing is marked from them",
                        at: SourceLocation(file: file.path, line: 1, column: 1)
                    )
                )
            }
        }
        var marked = components
        for index in marked.indices {
            marked[index].platforms = platforms
            var results: [String: [StatementResult]] = [:]
            var slugs = (marked[index].conformance?.statements ?? []).filter(\.isExecutable).map(\.identity.slug)
            if marked[index].conformance?.partsCheck != nil { slugs.append(PartsCheck.id) }
            for slug in slugs {
                results[slug] = platforms.map { platform in
                    let outcome: StatementResult.Outcome =
                        switch outcomes[index]?[slug]?[platform] {
                        case .passed?: .passed
                        case .failed(let message)?: .failed(message: message)
                        case .skipped(let reason)?: .skipped(reason: reason)
                        case nil: .notRun
                        }
                    return StatementResult(platform: platform, outcome: outcome)
                }
            }
            marked[index].testResults = platforms.isEmpty ? [:] : results
            marked[index].figures = ComponentFigures(of: marked[index])
        }
        return (marked, warnings)
    }

    /// Two runs of one test on one platform (XCTest and Swift Testing files, say): a failure wins, then a pass.
    private static func merged(_ earlier: TestCaseResult.Outcome?, _ later: TestCaseResult.Outcome) -> TestCaseResult.Outcome {
        switch (earlier, later) {
        case (nil, _): later
        case (.failed?, _): earlier ?? later
        case (_, .failed): later
        case (.passed?, _): .passed
        case (_, .passed): .passed
        default: earlier ?? later
        }
    }
}
