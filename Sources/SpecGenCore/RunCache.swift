import Foundation
import SpecModel

/// `specgen-cache.json` in the output folder: what the last complete `generate` read, printed and left on disk, so a
/// run whose inputs and outputs are unchanged prints the same without reading, planning or rendering anything.
///
/// It is written atomically under the output folder's exclusive lock after the manifest, and trusted only when the
/// inputs' fingerprint, the manifest's bytes and every owned file's bytes still match; anything else (a missing,
/// stale, corrupt or half-written cache, a run killed before recording) means a full run. The writer never lists it
/// in the manifest, so it is never taken for a stale generated file.
struct RunCache: Codable, Equatable {
    /// The file name beside the manifest.
    static let fileName = "specgen-cache.json"

    /// Format version.
    var version = 1
    /// `RunInputs.settings` of the run.
    var settings: String
    /// `RunInputs.documents` of the run.
    var documents: [String: String]
    /// Each component's documents and fingerprint (the hash of its documents' hashes and the settings), as a record
    /// of what was read; reuse is all or nothing, since shared files and cross-component checks read every component.
    var components: [Component]
    /// The summary lines the run printed, before the line of counts.
    var summary: String
    /// The run's diagnostics, in the order printed.
    var diagnostics: [Diagnostic]
    /// Whether the run failed (a component with errors).
    var failed: Bool
    /// How many files the run produced (all unchanged when it is replayed).
    var fileCount: Int
    /// The hash of the manifest's bytes after the run ("absent" when there is none).
    var manifest: String = ""
    /// Every file the manifest lists → the hash of its bytes after the run.
    var files: [String: String] = [:]

    /// One component as the run read it.
    struct Component: Codable, Equatable {
        /// Its documents, by path as given.
        var documents: [String]
        /// The hash of its documents' hashes and the run's settings.
        var fingerprint: String
    }

    /// The cache of a run about to be written, before the writer adds what it left on disk.
    init(inputs: RunInputs, generation: Generation, summary: String) {
        settings = inputs.settings
        documents = inputs.documents
        components = generation.components.map { result in
            let paths = result.documents.map(\.path)
            let hashes = paths.map { inputs.documents[$0] ?? "-" }
            return Component(documents: paths, fingerprint: FastHash.of(([inputs.settings] + hashes).joined(separator: "\n")))
        }
        self.summary = summary
        diagnostics = generation.allDiagnostics
        failed = generation.hasErrors
        fileCount = generation.files.count
    }

    /// Whether the run it records read exactly `inputs`.
    func matches(_ inputs: RunInputs) -> Bool {
        version == 1 && settings == inputs.settings && documents == inputs.documents
    }

    /// Records the manifest and the files it lists as they are in `folder` now.
    mutating func record(_ manifest: Manifest, in folder: OutputFolder) -> Bool {
        self.manifest = folder.contents(Manifest.fileName).map(FastHash.of) ?? "absent"
        files = [:]
        for path in manifest.files.keys {
            guard let bytes = folder.contents(path) else { return false }
            files[path] = FastHash.of(bytes)
        }
        return true
    }

    /// Whether `folder` still holds what the cache recorded: the manifest's bytes and every listed file's bytes.
    func holds(in folder: OutputFolder) -> Bool {
        guard (folder.contents(Manifest.fileName).map(FastHash.of) ?? "absent") == manifest else { return false }
        for (path, hash) in files {
            guard let bytes = folder.contents(path), FastHash.of(bytes) == hash else { return false }
        }
        return true
    }

    /// The cache in `folder`, nil when absent or unreadable in any way.
    static func read(in folder: OutputFolder) -> RunCache? {
        guard let data = folder.contents(fileName) else { return nil }
        return try? JSONDecoder().decode(RunCache.self, from: data)
    }

    /// Compact JSON with sorted keys.
    func encoded() -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try? encoder.encode(self)
    }
}
