/// The kinds of untrusted input specgen reads, one fuzz target each: `scripts/fuzz.sh TARGET SECONDS` picks one,
/// the fuzzer and the regression tests run it through `run(_:)`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A Markdown component document, through the whole pipeline (`FuzzPipeline`).
    case markdown
    /// JUnit/xUnit XML, through the results reader and the matching of results to statements (`FuzzTestResults`).
    case testResults = "test-results"
    /// A symbol graph, through SymbolKit's decoding and `APIVerifier` against the repository's specs (`FuzzSymbolGraph`).
    case symbolGraph = "symbol-graph"
    /// A `specgen.yml`, through the configuration reader and option resolution (`FuzzConfiguration`).
    case config
    /// A template file, through loading, the contract check and rendering (`FuzzTemplate`).
    case template

    /// Runs one input through this target; a broken invariant traps, which the fuzzer reports as a crash.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .markdown: FuzzPipeline.run(bytes)
        case .testResults: FuzzTestResults.run(bytes)
        case .symbolGraph: FuzzSymbolGraph.run(bytes)
        case .config: FuzzConfiguration.run(bytes)
        case .template: FuzzTemplate.run(bytes)
        }
    }

    /// The target named by the environment variable `SPECGEN_FUZZ_TARGET` (libFuzzer owns the command line), by
    /// default `markdown`; nil for a name that is no target.
    public static func fromEnvironment(_ environment: [String: String]) -> FuzzTarget? {
        guard let name = environment["SPECGEN_FUZZ_TARGET"], !name.isEmpty else { return .markdown }
        return FuzzTarget(rawValue: name)
    }
}
