import SpecEmitters
import SpecGenCore
import SpecModel

/// A component's figures, as the index lists them: what was understood, what is pending, what was found wrong.
public struct ComponentFigures: Sendable, Hashable {
    /// Behaviour and accessibility statements.
    public var statements = 0
    /// Statements with an executable check.
    public var executable = 0
    /// Statements in which a rule was recognised (executable or not).
    public var recognised = 0
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

    /// Creates empty figures.
    public init() {}

    /// Statements without an executable check (pending tests).
    public var pending: Int { statements - executable }

    /// The figures of one component.
    init(spec: ComponentSpec?, conformance: ConformancePlan?, diagnostics: [Diagnostic]) {
        if let conformance {
            statements = conformance.statements.count
            executable = conformance.executableCount
            recognised = conformance.statements.filter { !$0.statement.rules.isEmpty }.count
        }
        for parameter in spec?.apis.flatMap(\.parameters) ?? [] {
            if parameter.isData { properties += 1 } else { runtime += 1 }
        }
        for diagnostic in diagnostics {
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
    }

    /// The sum of several components' figures.
    static func total(_ all: [ComponentFigures]) -> ComponentFigures {
        var sum = ComponentFigures()
        for figures in all {
            sum.statements += figures.statements
            sum.executable += figures.executable
            sum.recognised += figures.recognised
            sum.properties += figures.properties
            sum.runtime += figures.runtime
            sum.errors += figures.errors
            sum.warnings += figures.warnings
            sum.disagreements += figures.disagreements
            sum.inferences += figures.inferences
            sum.ignored += figures.ignored
        }
        return sum
    }

    /// Behaviour coverage: the share of statements that are executable checks, in whole percent (nil: no statements).
    public var coveragePercent: Int? {
        statements == 0 ? nil : (executable * 100 + statements / 2) / statements
    }
}
