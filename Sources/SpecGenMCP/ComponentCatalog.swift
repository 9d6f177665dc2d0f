import APIVerification
import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel
import SpecReport

/// The components of one reading of the project, as `generate` assembled them, found by name.
public struct ComponentCatalog: Sendable {
    /// One component: its contract, its plan's checks, and its generated JSON Schemas.
    public struct Entry: Sendable {
        /// The assembled component.
        public var spec: ComponentSpec
        /// The documents it was assembled from, as `generate` names them.
        public var documents: [String]
        /// Each statement's generated check (nil when the component could not be planned).
        public var conformance: ConformancePlan?
        /// The component's JSON Schema files, by their path in the output folder.
        public var schemas: [EmittedFile]
        /// The names its generated conformance tests have.
        var tests: GeneratedTestNames
        /// The last results of its statements' tests, by statement slug (empty without results files).
        var results: [String: [StatementResult]] = [:]
        /// verify-api's coverage and findings (nil without symbol graphs).
        var verification: APIVerificationView?
    }

    /// The components, in `generate`'s order.
    public private(set) var entries: [Entry]
    /// Problems that kept documents out (their count is reported, not the documents' text).
    public let failedDocuments: [String]
    /// Whether test results files were given.
    public private(set) var hasTestResults = false
    /// What could not be read in them.
    public private(set) var testResultProblems: [String] = []
    /// Whether symbol graphs were given.
    public private(set) var hasSymbolGraphs = false
    /// What could not be read in them.
    public private(set) var symbolGraphProblems: [String] = []

    /// The catalog of the pipeline's `results` (`Generation.components`: what `generate` read).
    public init(results: [ComponentResult]) {
        entries = results.compactMap { result in
            guard let spec = result.component, !result.isIgnored else { return nil }
            return Entry(
                spec: spec,
                documents: result.sources.names,
                conformance: result.plan?.conformance,
                schemas: result.files.filter { $0.path.hasSuffix(".schema.json") },
                tests: GeneratedTestNames(files: result.files)
            )
        }
        failedDocuments = results.filter(\.hasFailed).map(\.paths)
    }

    /// The catalog of `generation` with each statement's last test result from `files`, matched to statements as
    /// `specgen report` matches them; `problems` are the files that could not be read.
    init(generation: Generation, testResults files: [TestResultsFile], problems: [String]) {
        self.init(results: generation.components)
        markTests(generation: generation, files: files, problems: problems)
    }

    /// Each component with verify-api's answer for it against the graphs in `folders`.
    mutating func verify(graphsIn folders: [String], options: VerificationOptions) {
        guard !folders.isEmpty else { return }
        hasSymbolGraphs = true
        let (views, problems) = APIVerificationView.verify(entries.map(\.spec), graphsIn: folders, options: options)
        symbolGraphProblems = problems
        entries = entries.map { entry in
            var entry = entry
            entry.verification = views[entry.spec.name]
            return entry
        }
    }

    private mutating func markTests(generation: Generation, files: [TestResultsFile], problems: [String]) {
        guard !files.isEmpty || !problems.isEmpty else { return }
        hasTestResults = true
        let (marked, warnings) = ReportComponent.applying(files, to: ReportComponent.components(of: generation).components)
        testResultProblems = problems + warnings.map(\.description)
        var byName: [String: [String: [StatementResult]]] = [:]
        for component in marked {
            if let name = component.spec?.name { byName[name] = component.testResults }
        }
        entries = entries.map { entry in
            var entry = entry
            entry.results = byName[entry.spec.name] ?? [:]
            return entry
        }
    }

    /// The component named `name`: exactly, else ignoring case; nil when there is none.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.spec.name == name } ?? entries.first { $0.spec.name.lowercased() == name.lowercased() }
    }
}
