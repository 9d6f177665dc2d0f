import Foundation
import SpecEmitters
import SpecModel
import SpecParser

/// A spec to run through the pipeline: where it is, the name generated files mention, and optionally its bytes.
public struct SpecSource: Sendable {
    /// The path as given (diagnostics name it).
    public var path: String
    /// The name generated files mention (`specs/sub/banner.md`): the specs folder's name and the path below it.
    public var sourceName: String
    /// The bytes, when they are already in memory (the fuzzer); nil to read `path`.
    public var bytes: Data?
    /// What the reader does with what it inferred: notes (printed with `--verbose`), or errors (`--strict`).
    public var inferences: InferenceReporting
    /// Whether `specgen.yml` declares the document authoritative (its front matter may say so too).
    public var isAuthoritative: Bool
    /// The component `specgen.yml` names the document as (`components:`), whatever its title says.
    public var component: String?
    /// The types `specgen.yml` describes for documents that name them without defining them (`types:`).
    public var types: [String: ConfiguredType] = [:]

    /// Creates a source.
    public init(
        path: String,
        sourceName: String,
        bytes: Data? = nil,
        inferences: InferenceReporting = .notes,
        isAuthoritative: Bool = false,
        component: String? = nil
    ) {
        self.path = path
        self.sourceName = sourceName
        self.bytes = bytes
        self.inferences = inferences
        self.isAuthoritative = isAuthoritative
        self.component = component
    }
}

/// One component after read → assemble → plan → render.
public struct ComponentResult: Sendable {
    /// Its documents as read and parsed, in precedence order, each with what assembly marked on it (statement ids,
    /// disputes, overrides).
    public var documents: [LoadedSpec]
    /// The names generated files give its documents (`specs/snackbar.md`).
    public var sources: SourceNames
    /// The component assembled from its documents; nil when its one document could not be read or asks to be left
    /// unread.
    public var component: ComponentSpec?
    /// What assembly found: disagreements between documents, overrides, statements left unread.
    public var assemblyDiagnostics: [Diagnostic] = []
    /// The `ignore:` entries of `specgen.yml` that matched one of its statements.
    public var usedIgnores: Set<String> = []
    /// The plan; nil when a document has errors, or when the run renders nothing (`Pipeline.read`).
    public var plan: ComponentPlan?
    /// The files it produces, in registry order.
    public var files: [EmittedFile] = []

    /// The name the manifest records as the owner of its files: its first document's.
    public var owner: String { sources.primary }
    /// Every diagnostic: each document's, then assembly's.
    public var diagnostics: [Diagnostic] { documents.flatMap(\.diagnostics) + assemblyDiagnostics }
    /// Whether its only document asks to be left unread (`<!-- specgen-ignore-file -->`).
    public var isIgnored: Bool { documents.count == 1 && documents[0].spec?.isIgnored == true }
    /// Whether it failed: a document has errors, so it produces nothing.
    public var hasFailed: Bool { plan == nil && !isIgnored }
    /// Its documents' paths as given, joined for a summary line (`specs/a.md + specs/b.md`).
    public var paths: String { documents.map(\.path).joined(separator: " + ") }
}

/// read → assemble → plan → render: the one pipeline behind `generate`, `check`, `emit`, `dump`, the build plugin
/// and the fuzzer, so a file's bytes never depend on which of them wrote it.
public enum Pipeline {
    /// Reads every source concurrently, assembles the documents of each component, and plans and renders each
    /// component concurrently; the result is sorted by the first document's path.
    public static func run(_ sources: [SpecSource], outputs: OutputRegistry, assembly: AssemblyOptions = AssemblyOptions()) async
        -> [ComponentResult]
    {
        await run(sources, outputs: outputs, assembly: assembly) { $0 }
    }

    /// Runs like `run(_:outputs:assembly:)`, but hands each component to `keep` in its own task as soon as it is
    /// rendered and returns only what `keep` made of it, sorted by the first document's path. The documents' bytes
    /// go once parsed and each component's documents once it ran, so a run that keeps little of a component (a
    /// `generate`) does not hold every component's documents, IR and plan until the last one is done.
    public static func run<Kept: Sendable>(
        _ sources: consuming [SpecSource],
        outputs: OutputRegistry,
        assembly: AssemblyOptions = AssemblyOptions(),
        keeping keep: @escaping @Sendable (ComponentResult) -> Kept
    ) async -> [Kept] {
        var sources = sources
        var documents = await withTaskGroup(of: (SpecSource, LoadedSpec).self) { group in
            // Each task owns its source, so a document's bytes go once it is parsed.
            sources.reverse()
            while let source = sources.popLast() {
                group.addTask {
                    var read = (source, read(source))
                    read.0.bytes = nil
                    return read
                }
            }
            var documents: [(SpecSource, LoadedSpec)] = []
            for await document in group { documents.append(document) }
            return documents.sorted { $0.1.path < $1.1.path }
        }
        var groups = components(of: documents)
        documents = []
        return await withTaskGroup(of: (String, Kept).self) { group in
            // Each task owns its documents: they are freed when it ends, not when the last component is done.
            groups.reverse()
            while let documents = groups.popLast() {
                group.addTask {
                    let result = run(documents, outputs: outputs, assembly: assembly)
                    return (result.documents.first?.path ?? "", keep(result))
                }
            }
            var kept: [(String, Kept)] = []
            for await result in group { kept.append(result) }
            return kept.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// The components the documents at `paths` describe, read as `generate` reads them (specs folder, strictness,
    /// `ignore:` and `authoritative:` from `options`), without rendering anything (`dump`).
    public static func read(_ paths: [String], options: GenerationOptions) async -> [ComponentResult] {
        let sources = Array(Set(paths)).sorted().map { options.source($0, in: options.specsFolder(for: $0)) }
        return await run(sources, outputs: OutputRegistry(emitters: []), assembly: options.assembly)
    }

    /// Runs one document as a component of its own, synchronously (the fuzzer).
    public static func run(_ source: SpecSource, outputs: OutputRegistry) -> ComponentResult {
        run([(source, read(source))], outputs: outputs, assembly: AssemblyOptions())
    }

    /// Reads and parses one document.
    static func read(_ source: SpecSource) -> LoadedSpec {
        var loaded =
            source.bytes.map { SpecLoader.parse($0, path: source.path, inferences: source.inferences, types: source.types) }
            ?? SpecLoader.load(source.path, inferences: source.inferences, types: source.types)
        if source.isAuthoritative { loaded.spec?.isAuthoritative = true }
        if let component = source.component, let spec = loaded.spec {
            // specgen.yml says which component the document is: its title no longer decides, nor is warned about.
            loaded.diagnostics.removeAll { $0.message.hasPrefix(TitleAndFileMismatch.messageStart) }
            loaded.spec?.titleMismatch = nil
            loaded.diagnostics.append(
                Diagnostic(
                    .note,
                    "named '\(component)' by specgen.yml (components:), not '\(spec.name)' as its title says",
                    at: SourceLocation(file: source.path, line: 1, column: 1)
                )
            )
            loaded.spec?.name = component
        }
        return loaded
    }

    /// The documents grouped into components (`ComponentAssembler.groups`); a document that could not be read or
    /// asks to be left unread stands alone.
    static func components(of documents: [(SpecSource, LoadedSpec)]) -> [[(SpecSource, LoadedSpec)]] {
        let readable = documents.filter { $0.1.spec.map { !$0.isIgnored } ?? false }
        let alone = documents.filter { $0.1.spec.map(\.isIgnored) ?? true }.map { [$0] }
        return ComponentAssembler.groups(readable.compactMap(\.1.spec)).map { $0.map { readable[$0] } } + alone
    }

    /// Assembles, plans and renders one component's documents.
    static func run(_ documents: [(SpecSource, LoadedSpec)], outputs: OutputRegistry, assembly options: AssemblyOptions) -> ComponentResult
    {
        let documents = CopiedHeadings.warned(documents)
        let names = Dictionary(documents.map { ($0.1.path, $0.0.sourceName) }, uniquingKeysWith: { first, _ in first })
        let specs = documents.compactMap(\.1.spec)
        guard specs.count == documents.count, !specs.contains(where: \.isIgnored) else {
            let first = documents[0]
            return ComponentResult(
                documents: documents.map(\.1),
                sources: SourceNames(path: first.1.path, name: first.0.sourceName),
                component: nil
            )
        }
        let assembled = ComponentAssembler.assemble(specs, options: options)
        // Documents in the assembly's precedence order, each carrying what assembly marked on it.
        let loaded = assembled.documents.map { document in
            var read = documents.first { $0.1.path == document.source }?.1 ?? LoadedSpec(path: document.source, spec: nil, diagnostics: [])
            read.spec = document
            read.diagnostics.removeAll(where: assembled.settles)
            return read
        }
        var result = ComponentResult(
            documents: loaded,
            sources: SourceNames(loaded.map { ($0.path, names[$0.path] ?? $0.path) }),
            component: assembled.spec,
            assemblyDiagnostics: assembled.diagnostics.sorted { $0.location < $1.location },
            usedIgnores: assembled.usedIgnores
        )
        // A run that renders nothing (`dump`, `verify-api`) needs no plan either.
        guard !result.diagnostics.containsErrors, !outputs.emitters.isEmpty else { return result }
        let plan = ComponentPlanner.plan(assembled.spec, sources: result.sources)
        result.plan = plan
        result.files = outputs.emitters.flatMap { $0.files(for: plan, sources: result.sources) }
        return result
    }

    /// The files built from every successful component together (samples, suite support).
    public static func sharedFiles(for results: [ComponentResult], specsName: String, outputs: OutputRegistry) -> [EmittedFile] {
        let plans = results.compactMap(\.plan)
        return outputs.emitters.flatMap { $0.sharedFiles(for: plans, sourceName: specsName + "/") }
    }
}
