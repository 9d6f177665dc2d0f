import SpecModel

/// `get_component`'s answer: the contract as specgen read, assembled and planned it.
struct ComponentContractView: Codable, Sendable, Equatable {
    var name: String
    var summary: String
    var documents: [String]
    var platforms: [String]
    var apis: [APIView]
    var parameters: [ParameterView]
    var enumerations: [EnumerationView]
    var behaviours: [BehaviourView]
    /// Statements whose documents disagree (also marked on each behaviour).
    var disagreements: [DisagreementView]
    /// The component's JSON Schemas, as resources.
    var schemaResources: [String]
    /// verify-api's coverage and findings, when the server was given symbol graphs.
    var apiVerification: APIVerificationView?
    /// What is not part of this answer, and why.
    var notIncluded: [String]

    /// One documented API.
    struct APIView: Codable, Sendable, Equatable {
        var symbol: String
        var language: String
        var kind: String
        var signature: String
        var document: String
        var line: Int
    }

    /// One documented enumeration.
    struct EnumerationView: Codable, Sendable, Equatable {
        var name: String
        var cases: [String]
    }

    init(_ entry: ComponentCatalog.Entry, in catalog: ComponentCatalog) {
        let spec = entry.spec
        name = spec.name
        summary = spec.summary
        documents = entry.documents
        platforms = ComponentSummaryView.platforms(of: spec)
        apis = spec.apis.map {
            APIView(
                symbol: $0.symbol,
                language: $0.language.rawValue,
                kind: $0.kind.rawValue,
                signature: DocumentedSignature.text(of: $0),
                document: $0.document ?? spec.source,
                line: $0.line
            )
        }
        parameters = ParameterView.all(of: spec)
        enumerations = spec.enumerations.map { EnumerationView(name: $0.name, cases: $0.cases) }
        behaviours = BehaviourView.all(of: entry)
        disagreements = behaviours.compactMap(\.disagreement)
        schemaResources = entry.schemas.map { SpecGenResources.schemaURI(component: spec.name, path: $0.path) }
        // Without results files or symbol graphs, the answer says what it leaves out rather than staying silent.
        apiVerification = entry.verification
        let tests =
            catalog.hasTestResults
            ? catalog.testResultProblems.map { "test results: \($0)" }
            : ["test results: none named (specgen.yml's testResults, or --test-results)"]
        let verification =
            catalog.hasSymbolGraphs
            ? catalog.symbolGraphProblems.map { "API verification: \($0)" }
            : ["API verification: no symbol graphs named (specgen.yml's symbolGraphs, or --symbol-graph-dir); run `specgen verify-api`"]
        notIncluded = tests + verification
    }
}
