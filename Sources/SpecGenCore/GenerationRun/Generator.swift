import Foundation
import SpecEmitters
import SpecModel
import SpecParser

/// What generation produced in memory, before anything touches the disk.
public struct Generation: Sendable {
    /// Every component read, sorted by its first document's path.
    public var components: [ComponentResult]
    /// The files to have in the output directory, sorted by path, with the spec each comes from.
    public var files: [OwnedFile]
    /// Documents of components that had errors (by display name): their earlier outputs are kept, not regenerated
    /// or removed.
    public var failedSources: Set<String>
    /// Problems outside any one component (conflicts between components, template errors, unused ignores).
    public var diagnostics: [Diagnostic]
    /// Whether the run could not start (no specs folder, no specs, broken templates): nothing may be written,
    /// or every owned file would look stale and be removed.
    public var isAborted = false
    /// Each component's record, in the order of `components` (what the run cache keeps).
    var records: [ComponentRecord] = []
    /// Every file, sorted by path, when the run streamed its components (`files` is then empty): a component's
    /// bytes wait in the run's `RenderedFileStore`.
    var planned: [PlannedFile]?
    /// Per output kind, what its shared files were built from and their hashes (what the run cache keeps).
    var shared: [String: RunCache.SharedFiles] = [:]
    /// The summary lines, one per component.
    var summary = ""

    /// Creates a generation.
    init(
        components: [ComponentResult],
        files: [OwnedFile],
        failedSources: Set<String>,
        diagnostics: [Diagnostic],
        isAborted: Bool = false,
        records: [ComponentRecord] = [],
        shared: [String: RunCache.SharedFiles] = [:],
        summary: String = ""
    ) {
        self.components = components
        self.files = files
        self.failedSources = failedSources
        self.diagnostics = diagnostics
        self.isAborted = isAborted
        self.records = records
        self.shared = shared
        self.summary = summary
    }

    /// Every diagnostic, component by component, then the run's own.
    public var allDiagnostics: [Diagnostic] {
        // A run that did not keep its components (`generate`) has each one's diagnostics on its record.
        (components.isEmpty ? records.flatMap(\.diagnostics) : components.flatMap(\.diagnostics)) + diagnostics
    }

    /// How many files the run produces.
    var fileCount: Int { planned?.count ?? files.count }

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

/// Runs the pipeline over every spec of a folder, settles conflicts between specs, and adds the shared files.
public enum Generator {
    /// The owner recorded for files built from every spec.
    public static let allSpecsOwner = "*"

    /// Generates in memory; nothing is written.
    public static func generate(_ options: GenerationOptions) async -> Generation {
        await generate(options, inputs: nil)
    }

    /// Generates in memory from the documents `inputs` found and read (when given), so they are not read again.
    /// `keepingComponents: false` streams them: each component is kept only as its record, what the guideline check
    /// reads and its files, whose bytes wait in a `RenderedFileStore`; `components` and `files` stay empty and
    /// `planned` lists every file (what `generate` needs, in memory that does not grow with the components).
    static func generate(_ options: GenerationOptions, inputs: consuming RunInputs?, keepingComponents: Bool = true) async -> Generation {
        let outputs: OutputRegistry
        let templateWarnings: [Diagnostic]
        do {
            (outputs, templateWarnings) = try options.outputRegistry()
        } catch {
            return Generation(components: [], files: [], failedSources: [], diagnostics: [error], isAborted: true)
        }
        let sources: [SpecSource]
        // The documents' bytes move into the sources, and from there into the pipeline's tasks.
        if let inputs = consume inputs {
            sources = inputs.paths.map { inputs.source($0, options: options) }
        } else {
            switch SpecDiscovery.specPaths(in: options.specsDirectory) {
            case .success(let found): sources = found.map { options.source($0, in: options.specsDirectory) }
            case .failure(let diagnostic):
                return Generation(components: [], files: [], failedSources: [], diagnostics: [diagnostic], isAborted: true)
            }
        }
        let specsName = SpecDiscovery.folderName(of: options.specsDirectory)
        var results: [ComponentResult] = []
        let records: [ComponentRecord]
        var componentFiles: [[PlannedFile]] = []
        if keepingComponents {
            results = await Pipeline.run(consume sources, outputs: outputs, assembly: options.assembly)
            records = ComponentRecord.of(
                results.map { ComponentRecord($0, outputs: outputs) },
                guidelines: results.map { $0.component.map(GuidelineContradictions.Facts.init) }
            )
        } else {
            let store = RenderedFileStore.make()
            let rendered = await Pipeline.run(consume sources, outputs: outputs, assembly: options.assembly) {
                RenderedComponent($0, outputs: outputs, store: store)
            }
            records = ComponentRecord.of(rendered.map(\.record), guidelines: rendered.map(\.guideline))
            componentFiles = rendered.map(\.files)
        }
        let settled = RunSettlement(records, warnings: templateWarnings, ignore: options.ignore)
        var files =
            keepingComponents
            ? settled.succeeded.flatMap { position in
                results[position].files.map { OwnedFile(file: $0, owner: results[position].owner) }
            } : []
        var planned = keepingComponents ? [] : settled.succeeded.flatMap { componentFiles[$0] }
        componentFiles = []
        var shared: [String: RunCache.SharedFiles] = [:]
        for emitter in outputs.emitters {
            let parts = settled.sharedParts(emitter.kind, of: records)
            let built = emitter.sharedFiles(from: parts, sourceName: specsName + "/")
            shared[emitter.kind] = RunCache.SharedFiles(
                parts: SharedPartsFingerprint.of(parts),
                files: built.map { ComponentRecord.File(path: $0.path, hash: FastHash.of($0.contents)) }
            )
            let owned = built.map { OwnedFile(file: $0, owner: allSpecsOwner) }
            if keepingComponents { files += owned } else { planned += owned.map(PlannedFile.init) }
        }
        var generation = Generation(
            components: results,
            files: files.sorted { $0.file.path < $1.file.path },
            failedSources: settled.failedSources,
            diagnostics: settled.diagnostics,
            records: records,
            shared: shared,
            summary: settled.summary(of: records)
        )
        if !keepingComponents { generation.planned = planned.sorted { $0.path < $1.path } }
        return generation
    }
}
