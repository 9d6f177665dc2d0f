import Foundation
import SpecEmitters
import SpecModel

/// `specgen-cache.json` in the output folder: what the last complete `generate` read, printed and left on disk, so a
/// run whose inputs and outputs are unchanged prints the same without reading, planning or rendering anything, and a
/// run where some documents changed reads, plans and renders only their components (`ComponentReuse`).
///
/// It is written atomically under the output folder's exclusive lock after the manifest, and trusted only when the
/// inputs' fingerprint, the manifest's bytes and every owned file's bytes still match (or, for a reused component,
/// its files' bytes); anything else (a missing, stale, corrupt or half-written cache, a run killed before recording)
/// means a full run. The writer never lists it in the manifest, so it is never taken for a stale generated file.
struct RunCache: Codable, Equatable {
    /// The file name beside the manifest.
    static let fileName = "specgen-cache.json"
    /// The format this build reads and writes.
    static let currentVersion = 2

    /// Format version.
    var version = currentVersion
    /// `RunInputs.settings` of the run.
    var settings: String
    /// `RunInputs.documents` of the run.
    var documents: [String: String]
    /// Every component as the run read, planned and rendered it, in path order.
    var components: [ComponentRecord]
    /// The run's own diagnostics (`RunSettlement.diagnostics`), printed after the components'.
    var runDiagnostics: [Diagnostic]
    /// Per output kind, the fingerprint of the parts its shared files were built from and those files.
    var shared: [String: SharedFiles]
    /// The summary lines the run printed, before the line of counts.
    var summary: String
    /// Whether the run failed (a component with errors).
    var failed: Bool
    /// How many files the run produced (all unchanged when it is replayed).
    var fileCount: Int
    /// The hash of the manifest's bytes after the run ("absent" when there is none).
    var manifest: String = ""
    /// Every file the manifest lists → the hash of its bytes after the run.
    var files: [String: String] = [:]

    /// One kind's shared files and what they were built from.
    struct SharedFiles: Codable, Equatable {
        /// `SharedPartsFingerprint` of the parts.
        var parts: String
        /// The files, by path and hash of their bytes.
        var files: [ComponentRecord.File]
    }

    /// The run's diagnostics in the order printed: component by component, then the run's own.
    var diagnostics: [Diagnostic] { components.flatMap(\.diagnostics) + runDiagnostics }

    /// The cache of a run about to be written, before the writer adds what it left on disk.
    init(
        inputs: RunInputs,
        components: [ComponentRecord],
        runDiagnostics: [Diagnostic],
        shared: [String: SharedFiles],
        summary: String,
        failed: Bool,
        fileCount: Int
    ) {
        settings = inputs.settings
        documents = inputs.documents
        self.components = components
        self.runDiagnostics = runDiagnostics
        self.shared = shared
        self.summary = summary
        self.failed = failed
        self.fileCount = fileCount
    }

    /// The cache of a full run about to be written.
    init(inputs: RunInputs, generation: Generation) {
        self.init(
            inputs: inputs,
            components: generation.records,
            runDiagnostics: generation.diagnostics,
            shared: generation.shared,
            summary: generation.summary,
            failed: generation.hasErrors,
            fileCount: generation.files.count
        )
    }

    /// Whether the run it records read exactly `inputs`.
    func matches(_ inputs: RunInputs) -> Bool {
        version == Self.currentVersion && settings == inputs.settings && documents == inputs.documents
    }

    /// Records the manifest and the files it lists as they are in `folder` now; `known` gives the hashes of files
    /// this run just wrote or verified, which are not read again.
    mutating func record(_ manifest: Manifest, in folder: OutputFolder, known: [String: String] = [:]) -> Bool {
        self.manifest = folder.contents(Manifest.fileName).map(FastHash.of) ?? "absent"
        files = [:]
        for path in manifest.files.keys {
            if let hash = known[path] {
                files[path] = hash
                continue
            }
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

    /// The cache in `folder`, nil when absent, of another version or unreadable in any way.
    static func read(in folder: OutputFolder) -> RunCache? {
        guard let data = folder.contents(fileName) else { return nil }
        guard let cache = try? JSONDecoder().decode(RunCache.self, from: data), cache.version == currentVersion else { return nil }
        return cache
    }

    /// Compact JSON with sorted keys.
    func encoded() -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try? encoder.encode(self)
    }
}

/// One hash of a kind's shared parts in order, so a run can tell that its shared files would come out as last time.
enum SharedPartsFingerprint {
    /// The hash of `parts`: every field of every row of every part, with separators no field can blur.
    static func of(_ parts: [SharedPart]) -> String {
        var text = ""
        for part in parts {
            text += "\u{1D}\(part.rows.count)"
            for row in part.rows {
                text += "\u{1E}\(row.count)"
                for field in row { text += "\u{1F}\(field.utf8.count):\(field)" }
            }
        }
        return FastHash.of(text)
    }
}
