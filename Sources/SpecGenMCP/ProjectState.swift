import Foundation
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
    private var catalog: ComponentCatalog?
    private var fingerprint: ProjectFingerprint?

    /// A state over `options`; nothing is read until the first request.
    public init(options: GenerationOptions, testResults: [String] = []) {
        self.options = options
        self.testResults = testResults
    }

    /// The components as they are on disk now.
    public func current() async -> ComponentCatalog {
        let named = testResults.map { TestResultsFile.platformAndPath(of: $0, exists: { FileManager.default.fileExists(atPath: $0) }) }
        let now = ProjectFingerprint.current(
            specsDirectory: options.specsDirectory,
            configuration: options.configurationPath,
            others: named.map(\.path)
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
        let catalog = ComponentCatalog(generation: generation, testResults: files, problems: problems)
        self.catalog = catalog
        fingerprint = now
        return catalog
    }
}
