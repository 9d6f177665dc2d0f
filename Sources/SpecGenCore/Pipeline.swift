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

    /// Creates a source.
    public init(path: String, sourceName: String, bytes: Data? = nil, inferences: InferenceReporting = .notes) {
        self.path = path
        self.sourceName = sourceName
        self.bytes = bytes
        self.inferences = inferences
    }
}

/// One spec after parse → plan → render.
public struct SpecResult: Sendable {
    /// The spec read and parsed, with its diagnostics.
    public var loaded: LoadedSpec
    /// The name generated files mention.
    public var sourceName: String
    /// The plan; nil when the spec has errors.
    public var plan: ComponentPlan?
    /// The files this spec produces, in registry order.
    public var files: [EmittedFile]
}

/// parse → plan → render: the one pipeline behind `generate`, `check`, `emit`, the build plugin and the fuzzer,
/// so a file's bytes never depend on which of them wrote it.
public enum Pipeline {
    /// Runs every source concurrently; the result is sorted by path.
    public static func run(_ sources: [SpecSource], outputs: OutputRegistry) async -> [SpecResult] {
        await withTaskGroup(of: SpecResult.self) { group in
            for source in sources {
                group.addTask { run(source, outputs: outputs) }
            }
            var results: [SpecResult] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.loaded.path < $1.loaded.path }
        }
    }

    /// Runs one source.
    public static func run(_ source: SpecSource, outputs: OutputRegistry) -> SpecResult {
        let loaded =
            source.bytes.map { SpecLoader.parse($0, path: source.path, inferences: source.inferences) }
            ?? SpecLoader.load(source.path, inferences: source.inferences)
        guard !loaded.hasErrors, let spec = loaded.spec else {
            return SpecResult(loaded: loaded, sourceName: source.sourceName, plan: nil, files: [])
        }
        let plan = ComponentPlanner.plan(spec)
        let files = outputs.emitters.flatMap { $0.files(for: plan, sourceName: source.sourceName) }
        return SpecResult(loaded: loaded, sourceName: source.sourceName, plan: plan, files: files)
    }

    /// The files built from every successful spec together (samples, suite support).
    public static func sharedFiles(for results: [SpecResult], specsName: String, outputs: OutputRegistry) -> [EmittedFile] {
        let plans = results.compactMap(\.plan)
        return outputs.emitters.flatMap { $0.sharedFiles(for: plans, sourceName: specsName + "/") }
    }
}
