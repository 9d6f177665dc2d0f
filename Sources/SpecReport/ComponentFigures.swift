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
        disputed = views.filter { $0.state == .disagree }.count
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

    /// The sum of several components' figures.
    static func total(_ all: [ComponentFigures]) -> ComponentFigures {
        var sum = ComponentFigures()
        for figures in all {
            sum.statements += figures.statements
            sum.executable += figures.executable
            sum.recognised += figures.recognised
            sum.disputed += figures.disputed
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
