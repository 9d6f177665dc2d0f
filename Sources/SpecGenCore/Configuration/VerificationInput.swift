import Foundation
import SpecModel

/// What `specgen verify-api` reads besides symbol graphs: the specs (named, or found in the specs folder) and the
/// `verifyAPI` keys of `specgen.yml`, resolved the way `generate` resolves its options.
public struct VerificationInput: Sendable {
    /// The options `generate` would use (the specs folder, strictness).
    public var options: GenerationOptions
    /// `verifyAPI.modules`: a module a document names → the module that implements it.
    public var modules: [String: String]
    /// `verifyAPI.module`: where to look when a document names no module.
    public var module: String?
    /// `symbolGraphs:`: the folders of symbol graphs to read when no `--symbol-graph-dir` is given.
    public var symbolGraphFolders: [String] = []
    /// `testResults:`: the results files (`FILE` or `PLATFORM=FILE`) to read when no `--test-results` is given.
    public var testResults: [String] = []

    /// The input the overrides and their configuration file give; problems in the file are errors.
    public static func resolve(_ overrides: GenerationOverrides) -> Result<VerificationInput, ConfigurationProblems> {
        switch overrides.resolve() {
        case .failure(let problems):
            return .failure(problems)
        case .success(let options):
            var configuration: Configuration?
            if let path = options.configurationPath, case .success(let read) = ConfigurationReader.read(path) { configuration = read }
            var input = VerificationInput(
                options: options,
                modules: configuration?.verifyModules ?? [:],
                module: configuration?.verifyModule
            )
            input.symbolGraphFolders = configuration?.symbolGraphs ?? []
            if let listing = configuration?.testResultsListing {
                input.testResults = listing.files
                // A results file that is a link out of the project is skipped, and said.
                for warning in listing.outside { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            }
            return .success(input)
        }
    }

    /// The components the specs named describe, or else every component in the specs folder, read and assembled as
    /// `generate` reads them.
    public func loadComponents(named paths: [String]) async -> Result<[ComponentResult], Diagnostic> {
        var specPaths = paths
        if specPaths.isEmpty {
            switch SpecDiscovery.specPaths(in: options.specsDirectory) {
            case .success(let found): specPaths = found
            case .failure(let diagnostic): return .failure(diagnostic)
            }
        }
        return .success(await Pipeline.read(specPaths, options: options))
    }
}
