import Foundation
import SpecEmitters
import SpecModel
import SpecParser

/// Where to read specs, where to write, and which templates to use.
public struct GenerationOptions: Sendable {
    /// The folder searched (recursively) for `*.md` specs.
    public var specsDirectory: String
    /// The folder generated files go to.
    public var outputDirectory: String
    /// A folder of `.mustache` templates overriding the defaults, if any.
    public var templatesDirectory: String?
    /// Whether what the parser inferred is reported (notes with `--verbose`, errors with `--strict`).
    public var inferences: InferenceReporting = .hidden

    /// Creates options.
    public init(specsDirectory: String = "specs", outputDirectory: String = "generated", templatesDirectory: String? = nil) {
        self.specsDirectory = specsDirectory
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
    }
}

/// What generation produced in memory, before anything touches the disk.
public struct Generation: Sendable {
    /// Every spec read, sorted by path.
    public var specs: [LoadedSpec]
    /// Each spec's display name (`specs/snackbar.md`) by its path as read.
    public var sourceNames: [String: String] = [:]
    /// Each spec's conformance suite plan by its path as read, for the summary.
    public var conformance: [String: ConformancePlan] = [:]
    /// The files to have in the output directory, sorted by path, with the spec each comes from.
    public var files: [OwnedFile]
    /// Specs that had errors (by display name): their earlier outputs are kept, not regenerated or removed.
    public var failedSources: Set<String>
    /// Problems outside any one spec's parse (conflicts between specs, template errors).
    public var diagnostics: [Diagnostic]
    /// Whether the run could not start (no specs folder, no specs, broken templates): nothing may be written,
    /// or every owned file would look stale and be removed.
    public var isAborted = false

    /// Every diagnostic, spec by spec, then the run's own.
    public var allDiagnostics: [Diagnostic] { specs.flatMap(\.diagnostics) + diagnostics }

    /// Whether anything failed.
    public var hasErrors: Bool { !failedSources.isEmpty || diagnostics.containsErrors }
}

/// A generated file and the spec (display name) that owns it.
public struct OwnedFile: Sendable, Hashable {
    /// The file.
    public var file: EmittedFile
    /// The owning spec's display name (`specs/snackbar.md`), or `*` for files built from all specs.
    public var owner: String
}

/// Runs parse → plan → emit for every spec, each independently and concurrently.
public enum Generator {
    /// The owner recorded for files built from every spec.
    public static let allSpecsOwner = "*"

    /// Generates in memory; nothing is written.
    public static func generate(_ options: GenerationOptions) async -> Generation {
        let templates: TemplateLibrary
        do {
            templates = try TemplateLibrary.load(directory: options.templatesDirectory)
        } catch {
            return Generation(specs: [], files: [], failedSources: [], diagnostics: [error], isAborted: true)
        }
        let paths: [String]
        switch SpecDiscovery.specPaths(in: options.specsDirectory) {
        case .success(let found): paths = found
        case .failure(let diagnostic):
            return Generation(specs: [], files: [], failedSources: [], diagnostics: [diagnostic], isAborted: true)
        }
        let directoryName = URL(fileURLWithPath: options.specsDirectory).standardizedFileURL.lastPathComponent
        let swiftEmitter = SwiftModelEmitter(templates: templates)
        let schemaEmitter = JSONSchemaEmitter()
        let suiteEmitter = ConformanceSuiteEmitter(templates: templates)

        let results = await withTaskGroup(of: SpecOutput.self) { group in
            for path in paths {
                group.addTask {
                    let loaded = SpecLoader.load(path, inferences: options.inferences)
                    let sourceName = SpecDiscovery.displayName(of: path, in: options.specsDirectory, directoryName: directoryName)
                    guard !loaded.hasErrors, let spec = loaded.spec else {
                        return SpecOutput(loaded: loaded, sourceName: sourceName, plan: nil, conformance: nil, files: [])
                    }
                    let plan = ComponentPlanner.plan(spec)
                    let conformance = ConformancePlanner.plan(spec, sourceName: sourceName)
                    let files =
                        [swiftEmitter.emit(plan, sourceName: sourceName)].compactMap { $0 }
                        + schemaEmitter.emit(plan, sourceName: sourceName)
                        + [suiteEmitter.emit(conformance, sourceName: sourceName)].compactMap { $0 }
                    return SpecOutput(loaded: loaded, sourceName: sourceName, plan: plan, conformance: conformance, files: files)
                }
            }
            var outputs: [SpecOutput] = []
            for await output in group { outputs.append(output) }
            return outputs.sorted { $0.loaded.path < $1.loaded.path }
        }

        var failed = Set(results.filter { $0.plan == nil }.map(\.sourceName))
        var diagnostics: [Diagnostic] = []
        let conflicts = OutputConflicts.find(in: results.filter { $0.plan != nil })
        for (sourceName, diagnostic) in conflicts {
            failed.insert(sourceName)
            diagnostics.append(diagnostic)
        }
        let succeeded = results.filter { $0.plan != nil && !failed.contains($0.sourceName) }
        var files = succeeded.flatMap { output in output.files.map { OwnedFile(file: $0, owner: output.sourceName) } }
        let samples = ModelSampleEmitter(templates: templates).emit(succeeded.compactMap(\.plan), sourceName: directoryName + "/")
        files.append(OwnedFile(file: samples, owner: allSpecsOwner))
        files.append(OwnedFile(file: suiteEmitter.emitSupport(sourceName: directoryName + "/"), owner: allSpecsOwner))
        return Generation(
            specs: results.map(\.loaded),
            sourceNames: Dictionary(results.map { ($0.loaded.path, $0.sourceName) }, uniquingKeysWith: { first, _ in first }),
            conformance: Dictionary(
                results.compactMap { output in output.conformance.map { (output.loaded.path, $0) } },
                uniquingKeysWith: { first, _ in first }
            ),
            files: files.sorted { $0.file.path < $1.file.path },
            failedSources: failed,
            diagnostics: diagnostics.sorted { $0.location < $1.location }
        )
    }
}

/// One spec's results inside a generation.
struct SpecOutput: Sendable {
    var loaded: LoadedSpec
    var sourceName: String
    var plan: ComponentPlan?
    var conformance: ConformancePlan?
    var files: [EmittedFile]
}
