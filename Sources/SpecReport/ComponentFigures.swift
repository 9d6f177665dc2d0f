import SpecEmitters
import SpecGenCore
import SpecModel

/// A component's figures, as the index lists them: what was understood, what is pending, what was found wrong, and
/// what the test results say.
public struct ComponentFigures: Sendable, Hashable {
    /// Behaviour and accessibility statements (documented behaviours).
    public var statements = 0
    /// Statements with an executable check (a test).
    public var executable = 0
    /// Statements in which a rule was recognised (executable or not).
    public var recognised = 0
    /// Statements whose documents disagree (a dispute, or a disagreement found at the statement).
    public var disputed = 0
    /// Parameters that are model properties (data).
    public var properties = 0
    /// Parameters left out of the model (runtime: closures, bindings, platform types).
    public var runtime = 0
    /// Errors.
    public var errors = 0
    /// Warnings.
    public var warnings = 0
    /// Diagnostics of kind `disagreement`.
    public var disagreements = 0
    /// Diagnostics of kind `inference`.
    public var inferences = 0
    /// Diagnostics of kind `ignored`.
    public var ignored = 0
    /// Per platform of the test results given (in their order): how the statements' tests fared.
    public var results: [PlatformFigures] = []
    /// Statements whose test passed on every platform given.
    public var passes = 0
    /// Statements whose test failed on some platform.
    public var fails = 0
    /// Statements whose test has no run on some platform of the results given, and failed on none.
    public var notRun = 0
    /// Statements with a test, when no test results were given: whether they pass is not known.
    public var awaitingResults = 0
    /// Statements without a test that documents do not dispute: specgen did not understand them, or cannot test them.
    public var needsPerson = 0
    /// Where the documents disagree: each disputed statement's line and each disagreement found, once per line, in
    /// order.
    public var disagreementPlaces: [SourceLocation] = []

    /// How one platform's tests of the statements fared.
    public struct PlatformFigures: Sendable, Hashable {
        /// The platform (`iOS`).
        public var platform: String
        /// Statements whose test passed there.
        public var passed = 0
        /// Statements whose test failed there.
        public var failed = 0
        /// Statements with a test the results hold no run of (or a skipped one).
        public var notRun = 0
    }

    /// Creates empty figures.
    public init() {}

    /// Statements without an executable check (pending tests).
    public var pending: Int { statements - executable }

    /// The figures of one component: its statements' states as the page shows them, its parameters, diagnostics and
    /// test results.
    init(of component: ReportComponent) {
        if let conformance = component.conformance {
            statements = conformance.statements.count
            executable = conformance.executableCount
            recognised = conformance.statements.filter { !$0.statement.rules.isEmpty }.count
        }
        for parameter in component.spec?.apis.flatMap(\.parameters) ?? [] {
            if parameter.isData { properties += 1 } else { runtime += 1 }
        }
        for diagnostic in component.diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
            switch DiagnosticKind.of(diagnostic) {
            case .disagreement: disagreements += 1
            case .inference: inferences += 1
            case .ignored: ignored += 1
            default: break
            }
        }
        let views = StatementView.views(of: component)
        for view in views {
            switch view.state {
            case .disagree: disputed += 1
            case .fails: fails += 1
            case .notRun: notRun += 1
            case .passes: passes += 1
            case .tested: awaitingResults += 1
            case .needsPerson: needsPerson += 1
            }
        }
        disagreementPlaces = Self.disagreementPlaces(of: component, views: views)
        results = component.platforms.map { platform in
            var figures = PlatformFigures(platform: platform)
            for view in views {
                guard let result = view.results.first(where: { $0.platform == platform }) else { continue }
                switch result.outcome {
                case .passed: figures.passed += 1
                case .failed: figures.failed += 1
                case .skipped, .notRun: figures.notRun += 1
                }
            }
            return figures
        }
    }

    /// The lines at which `component`'s documents disagree: its disputed statements and its findings of kind
    /// `disagreement`, one place per line, in the order of its documents and then of lines.
    private static func disagreementPlaces(of component: ReportComponent, views: [StatementView]) -> [SourceLocation] {
        let source = component.spec?.source ?? component.documents.first?.path ?? ""
        var places = views.filter { $0.state == .disagree }.map { view in
            SourceLocation(file: view.check.statement.document ?? source, line: view.check.statement.line, column: 1)
        }
        places += component.diagnostics.filter { DiagnosticKind.of($0) == .disagreement }.map {
            SourceLocation(file: $0.location.file, line: $0.location.line, column: 1)
        }
        let order = Dictionary(
            component.documents.enumerated().map { ($0.element.path, $0.offset) },
            uniquingKeysWith: { first, _ in first }
        )
        var seen: Set<SourceLocation> = []
        return places.filter { seen.insert($0).inserted }.sorted {
            (order[$0.file] ?? Int.max, $0.file, $0.line) < (order[$1.file] ?? Int.max, $1.file, $1.line)
        }
    }

    /// The sum of several components' figures.
    static func total(_ all: [ComponentFigures]) -> ComponentFigures {
        var sum = ComponentFigures()
        for figures in all {
            sum.statements += figures.statements
            sum.executable += figures.executable
            sum.recognised += figures.recognised
            sum.disputed += figures.disputed
            sum.passes += figures.passes
            sum.fails += figures.fails
            sum.notRun += figures.notRun
            sum.awaitingResults += figures.awaitingResults
            sum.needsPerson += figures.needsPerson
            sum.disagreementPlaces += figures.disagreementPlaces
            sum.properties += figures.properties
            sum.runtime += figures.runtime
            sum.errors += figures.errors
            sum.warnings += figures.warnings
            sum.disagreements += figures.disagreements
            sum.inferences += figures.inferences
            sum.ignored += figures.ignored
            for platform in figures.results {
                if let index = sum.results.firstIndex(where: { $0.platform == platform.platform }) {
                    sum.results[index].passed += platform.passed
                    sum.results[index].failed += platform.failed
                    sum.results[index].notRun += platform.notRun
                } else {
                    sum.results.append(platform)
                }
            }
        }
        return sum
    }

    /// Behaviour coverage: the share of statements that are executable checks, in whole percent (nil: no statements).
    public var coveragePercent: Int? {
        statements == 0 ? nil : (executable * 100 + statements / 2) / statements
    }

    /// "12 of 15 documented behaviours pass on iOS; 1 fails, 2 not run", per platform.
    public var resultSentences: [String] {
        results.map { platform in
            var text =
                "\(platform.passed) of \(Plural.count(statements, "documented behaviour")) "
                + "\(Plural.word(platform.passed, "passes", "pass")) on \(platform.platform)"
            var rest: [String] = []
            if platform.failed > 0 { rest.append("\(platform.failed) \(Plural.word(platform.failed, "fails", "fail"))") }
            if platform.notRun > 0 { rest.append("\(platform.notRun) not run") }
            if !rest.isEmpty { text += "; " + rest.joined(separator: ", ") }
            return text
        }
    }
}
