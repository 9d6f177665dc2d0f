import APIVerification
import Foundation
import MCP
import SpecGenCore
import SpecModel
import SpecReport

/// The project as `generate` reads it (the same options, `Generator.generate`), kept between requests and read again
/// when a spec or the configuration changed on disk.
public actor ProjectState {
    /// The options the server was started with.
    public let options: GenerationOptions
    /// JUnit/xUnit results files, as `FILE` or `PLATFORM=FILE` (what `report --test-results` takes).
    public let testResults: [String]
    /// Folders of symbol graphs (`swift package dump-symbol-graph`'s) that `get_component` verifies against.
    public let symbolGraphs: [String]
    /// How verify-api looks in them (the configuration's `verifyAPI:`).
    public let verification: VerificationOptions
    private var catalog: ComponentCatalog?
    private var fingerprint: ProjectFingerprint?
    /// Answers that depend on the reading alone, by tool and arguments, until the reading changes.
    private var answers: [String: CallTool.Result] = [:]

    /// A state over `options`; nothing is read until the first request.
    public init(
        options: GenerationOptions,
        testResults: [String] = [],
        symbolGraphs: [String] = [],
        verification: VerificationOptions = VerificationOptions()
    ) {
        self.options = options
        self.testResults = testResults
        self.symbolGraphs = symbolGraphs
        self.verification = verification
    }

    /// The components as they are on disk now.
    public func current() async -> ComponentCatalog {
        let named = testResults.map { TestResultsFile.platformAndPath(of: $0, exists: { FileManager.default.fileExists(atPath: $0) }) }
        let now = ProjectFingerprint.current(
            specsDirectory: options.specsDirectory,
            configuration: options.configurationPath,
            others: named.map(\.path) + symbolGraphs.flatMap(Self.graphFiles)
        )
        if let catalog, now == fingerprint { return catalog }
        let generation = await Generator.generate(options)
        var files: [TestResultsFile] = []
        var problems: [String] = []
        for (platform, path) in named {
            switch TestResultsFile.read(path: path, platform: platform) {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): problems.append(diagnostic.description)
            }
        }
        var catalog = ComponentCatalog(generation: generation, testResults: files, problems: problems)
        catalog.verify(graphsIn: symbolGraphs, options: verification)
        self.catalog = catalog
        fingerprint = now
        answers = [:]
        return catalog
    }

    /// The answer to calling the tool `name` with `arguments` on the project as it is now. Every tool but
    /// `check_usage` (whose snippets rarely repeat) answers from the reading alone, so its answer is kept until a
    /// document changes: asked again, a 1,000-component `list_components` costs the disk check only.
    public func answer(_ name: String, arguments: [String: Value]) async throws -> CallTool.Result {
        let catalog = await current()
        let key = name == ToolCatalog.checkUsage ? nil : Self.key(name, arguments)
        if let key, let kept = answers[key] { return kept }
        let result = try ToolCalls.call(name, arguments: arguments, catalog: catalog)
        if let key, answers.count < Self.keptAnswers { answers[key] = result }
        return result
    }

    private static let keptAnswers = 4096

    /// The graph files of a folder, those the verifier reads, so a rebuilt module's graphs are read again.
    private static func graphFiles(in folder: String) -> [String] { SymbolGraphReader.graphFiles(in: folder).inside }

    /// The tool and its arguments as one string (keys sorted); nil for arguments too long to be worth keeping.
    private static func key(_ name: String, _ arguments: [String: Value]) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(arguments), data.count <= 2_000 else { return nil }
        return name + "\u{0}" + String(decoding: data, as: UTF8.self)
    }
}
