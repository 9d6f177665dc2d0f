import Foundation
import SpecModel

/// What bringing an output directory in line with a generation involves.
public struct OutputChanges: Sendable {
    /// Files to create or replace: relative path and new contents.
    public var writes: [(path: String, contents: Data)]
    /// Owned files no spec produces any more.
    public var removals: [String]
    /// Files already up to date.
    public var unchanged: [String]
    /// The manifest after the change.
    public var manifest: Manifest
    /// The manifest before it (with any journal of an interrupted run resolved), which a failure falls back to.
    public var previous: Manifest
    /// Whether the manifest file itself changes.
    public var manifestChanges: Bool
    /// Files in the way that specgen does not own, and other reasons not to write.
    public var problems: [Diagnostic]
    /// What the changes were planned from, so `apply` can plan again while it holds the lock.
    var planned: [PlannedFile]?
    /// Files of components reused from the run cache whose bytes on disk are not the ones the cache recorded (or
    /// that are missing or not owned): the run cannot know their contents, so it must be a full one.
    var unprovable: [String] = []
    var failedSources: Set<String> = []
    /// The mode of each file in `writes` that replaces a regular file, from the plan's `lstat` (the rewrite keeps it).
    var modes: [String: mode_t] = [:]
    /// The files in `writes` whose bytes wait in the run's store (`writes` holds no bytes for them): `bytes(of:_:)`.
    var stored: [String: PlannedFile] = [:]
    /// `manifest` encoded, as the plan compared it with the disk (the writer writes these bytes when it is unchanged).
    var manifestBytes: Data?

    /// The bytes of the write of `path` listed with `contents`: those, or the ones read back from the store; nil
    /// when the store cannot be read.
    func bytes(of path: String, _ contents: Data) -> Data? {
        stored[path].map(\.contents) ?? contents
    }

    /// Whether the directory already matches.
    public var isEmpty: Bool { writes.isEmpty && removals.isEmpty && !manifestChanges }

    fileprivate init() {
        (writes, removals, unchanged, problems) = ([], [], [], [])
        (manifest, previous, manifestChanges) = (Manifest(), Manifest(), false)
    }
}

/// Writes generated files: only what changed, atomically, and only files it owns, never outside the
/// output folder or through a link, one run at a time.
///
/// A run holds an exclusive `flock` on the output folder while it writes (`check` takes a shared one while
/// it reads); a second run waits, saying so on standard error. Before the first new file is renamed into
/// place the manifest journals the new files (`pending`), so a run killed at any point leaves a state the
/// next run recovers from; that run also removes the temporary files a killed run left.
public struct OutputWriter: Sendable {
    /// The output directory.
    public let directory: URL
    let displayPath: String
    /// What the run was asked for, recorded in the manifest it writes (and compared by `check`); nil records nothing.
    public var request: Manifest.Request?
    /// Called once when another run holds the output folder and this one waits; prints to standard error.
    public var onWait: @Sendable (String) -> Void = { path in
        FileHandle.standardError.write(Data("specgen: waiting for another specgen run to finish with \(path)\n".utf8))
    }

    /// A writer for `path` (as the user named it, for messages).
    public init(path: String) {
        self.directory = URL(fileURLWithPath: path)
        self.displayPath = path
    }

    private func shown(_ relative: String) -> String { (displayPath as NSString).appendingPathComponent(relative) }
    private func location(_ relative: String) -> SourceLocation { SourceLocation(file: shown(relative), line: 1, column: 1) }
    private var folderLocation: SourceLocation { SourceLocation(file: displayPath, line: 1, column: 1) }

    /// Opens the output folder, or says why it cannot be used.
    func openFolder(creating: Bool) -> Result<OutputFolder?, Diagnostic> {
        if let problem = PathArgument.problem(with: displayPath, option: "the output folder") {
            return .failure(.error(problem, at: folderLocation))
        }
        return OutputFolder.open(directory.path, creating: creating).mapError { .error($0.description, at: folderLocation) }
    }

    /// The manifest on disk; an empty one when there is none, an error when it cannot be read or lists a
    /// path outside the output folder.
    public func readManifest() -> Result<Manifest, Diagnostic> {
        openFolder(creating: false).flatMap { readManifest(in: $0) }
    }

    private func readManifest(in folder: OutputFolder?) -> Result<Manifest, Diagnostic> {
        guard let folder else { return .success(Manifest()) }
        let at = location(Manifest.fileName)
        switch folder.entry(Manifest.fileName) {
        case .absent:
            return .success(Manifest())
        case .blocked(_, let reason):
            return .failure(.error("cannot read the manifest of owned files: \(reason)", at: at))
        case .present(let status) where status.kind != .file:
            return .failure(
                .error("the manifest of owned files is \(status.kind.phrase), not a regular file; specgen does not follow it", at: at)
            )
        case .present:
            switch folder.read(Manifest.fileName) {
            case .failure(let reason): return .failure(.error("cannot read the manifest of owned files: \(reason)", at: at))
            case .success(let data): return Manifest.decode(data).mapError { .error($0.description, at: at) }
            }
        }
    }

    /// Compares a generation with the directory; reads only (under a shared lock, so never a half-done run).
    public func changes(for generation: Generation) -> OutputChanges {
        changes(for: generation.files.map(PlannedFile.init), failedSources: generation.failedSources)
    }

    /// Compares planned files with the directory (reads only, under a shared lock, so never a half-done run);
    /// `unprovable` lists reused files that differ.
    func changes(for planned: [PlannedFile], failedSources: Set<String>) -> OutputChanges {
        let folder: OutputFolder?
        switch openFolder(creating: false) {
        case .success(let opened): folder = opened
        case .failure(let problem):
            var changes = OutputChanges()
            changes.problems = [problem]
            return changes
        }
        if let folder, let problem = folder.lock(exclusive: false, onWait: { onWait(displayPath) }) {
            var changes = OutputChanges()
            changes.problems = [.error(problem, at: folderLocation)]
            return changes
        }
        return plan(planned, failedSources: failedSources, in: folder)
    }

    /// Plans and applies in one step under the lock; the changes returned are the ones applied.
    public func write(_ generation: Generation) -> (changes: OutputChanges, problems: [Diagnostic]) {
        write(generation.files.map(PlannedFile.init), failedSources: generation.failedSources)
    }

    /// Writes like `write(_:)`, then, when everything was written, records `cache` with what is on disk, under the
    /// same lock (so the cache never describes another run's files).
    func write(_ generation: Generation, recording cache: RunCache?) -> (changes: OutputChanges, problems: [Diagnostic]) {
        write(generation.files.map(PlannedFile.init), failedSources: generation.failedSources, recording: cache)
    }

    /// Applies changes: each file written to a temporary file and renamed into place. The changes are
    /// planned again under the exclusive lock, so a run that waited for another acts on what is there now.
    /// On a failure the manifest still records every file written so far, so ownership is never lost.
    public func apply(_ changes: OutputChanges) -> [Diagnostic] {
        guard changes.problems.isEmpty else { return changes.problems }
        guard let planned = changes.planned else {
            return [.error("these changes were not planned by OutputWriter.changes(for:)", at: folderLocation)]
        }
        return write(planned, failedSources: changes.failedSources).problems
    }

    /// Writes planned files like `write(_:)` and records `cache`; nothing is written when `unprovable` is not empty.
    func write(_ planned: [PlannedFile], failedSources: Set<String>, recording cache: RunCache? = nil) -> (
        changes: OutputChanges, problems: [Diagnostic]
    ) {
        var changes = OutputChanges()
        let folder: OutputFolder
        switch openFolder(creating: true) {
        case .success(let opened?): folder = opened
        case .success(nil):
            changes.problems = [.error("cannot open the output folder", at: folderLocation)]
            return (changes, changes.problems)
        case .failure(let problem):
            changes.problems = [problem]
            return (changes, changes.problems)
        }
        if let problem = folder.lock(exclusive: true, onWait: { onWait(displayPath) }) {
            changes.problems = [.error(problem, at: folderLocation)]
            return (changes, changes.problems)
        }
        changes = plan(planned, failedSources: failedSources, in: folder)
        let touched = Set(planned.map(\.path)).union(changes.previous.files.keys).union(changes.manifest.files.keys)
        folder.sweepTemporaryFiles(in: Set(touched.flatMap { ManifestPath.ancestors(of: $0) }).union([""]))
        guard changes.problems.isEmpty, changes.unprovable.isEmpty else { return (changes, changes.problems) }
        guard !changes.isEmpty else {
            record(cache, manifest: changes.manifest, planned: planned, in: folder)
            return (changes, [])
        }

        // Journal the files about to appear, so a run killed before the final manifest still owns them.
        let new = changes.writes.filter { changes.previous.files[$0.path] == nil }
        if !new.isEmpty {
            var journal = changes.previous
            // Each file's bytes are read back from the store and hashed: on the cores there are.
            let read = changes
            let fingerprints = ConcurrentWrites.map(new.count) { index in
                ContentFingerprint.of(read.bytes(of: new[index].path, new[index].contents) ?? new[index].contents)
            }
            for ((path, _), fingerprint) in zip(new, fingerprints) {
                journal.pending[path] = .init(owner: changes.manifest.files[path] ?? Generator.allSpecsOwner, fingerprint: fingerprint)
            }
            if let problem = writeManifest(journal, in: folder) { return (changes, [problem]) }
        }

        // Written on the cores there are, a folder per thread (`ConcurrentWrites`): the failure reported is the first in
        // path order.
        let pending = changes
        let outcome = ConcurrentWrites.run(pending.writes.count, lane: { ManifestPath.folder(of: pending.writes[$0].path) }) {
            index -> Diagnostic? in
            let (path, contents) = pending.writes[index]
            guard let contents = pending.bytes(of: path, contents) else {
                return .error("cannot write the generated file: its rendered bytes cannot be read back", at: location(path))
            }
            return folder.write(contents, to: path, permissions: pending.modes[path]).map {
                .error("cannot write the generated file: \($0)", at: location(path))
            }
        }
        var written: [String: String] = [:]
        for (index, write) in changes.writes.enumerated() where outcome.succeeded[index] {
            written[write.path] = changes.manifest.files[write.path]
        }
        var failure = outcome.firstFailure?.failure
        var manifest = changes.manifest
        if failure != nil {
            // Keep the old ownership plus what was written; nothing is removed after a failure.
            manifest = Manifest(files: changes.previous.files.merging(written) { _, new in new }, request: changes.previous.request)
        } else {
            for path in changes.removals {
                if let reason = folder.removeFile(path) {
                    failure = .error("cannot remove the stale generated file: \(reason)", at: location(path))
                    manifest.files[path] = changes.previous.files[path]
                }
            }
        }
        var problems = failure.map { [$0] } ?? []
        // The plan's manifest, unless a failure changed it: its bytes are encoded already.
        let encoded = manifest == changes.manifest ? changes.manifestBytes : nil
        if let problem = writeManifest(manifest, in: folder, encoded: encoded) { problems.append(problem) }
        if problems.isEmpty { record(cache, manifest: manifest, planned: planned, in: folder) }
        return (changes, problems)
    }

    /// Writes the cache of a complete run, or removes an older one when this run's cannot be recorded. A cache that
    /// cannot be written is only a slower next run, so it is not a problem of this one.
    private func record(_ cache: RunCache?, manifest: Manifest, planned: [PlannedFile], in folder: OutputFolder) {
        guard var cache else { return }
        LegacyRunCache.remove(from: folder, listedIn: manifest)
        // What was just written or verified is not read again.
        let known = Dictionary(planned.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        if cache.record(manifest, in: folder, known: known), let pieces = cache.encoded() {
            _ = folder.write(pieces, to: RunCache.fileName, permissions: nil)
        } else {
            _ = folder.removeFile(RunCache.fileName)
        }
    }

    /// Writes the manifest when its bytes change (keeping its mode); never creates an empty one.
    private func writeManifest(_ manifest: Manifest, in folder: OutputFolder, encoded: Data? = nil) -> Diagnostic? {
        let data = encoded ?? manifest.encoded()
        let onDisk = folder.contents(Manifest.fileName)
        guard onDisk != data, onDisk != nil || !manifest.files.isEmpty || !manifest.pending.isEmpty else { return nil }
        return folder.write(data, to: Manifest.fileName, permissions: permissions(of: Manifest.fileName, in: folder)).map {
            .error("cannot write the manifest: \($0)", at: location(Manifest.fileName))
        }
    }

    /// The mode of the regular file at `path`, which its rewrite keeps.
    private func permissions(of path: String, in folder: OutputFolder) -> mode_t? {
        if case .present(let status) = folder.entry(path), status.kind == .file { return status.permissions }
        return nil
    }

    /// The plan: what to write, remove and keep, checked against what is on disk without following links.
    private func plan(_ planned: [PlannedFile], failedSources: Set<String>, in folder: OutputFolder?) -> OutputChanges {
        var changes = OutputChanges()
        changes.planned = planned
        changes.failedSources = failedSources
        let onDisk: Manifest
        switch readManifest(in: folder) {
        case .success(let manifest): onDisk = manifest
        case .failure(let problem):
            changes.problems.append(problem)
            return changes
        }
        changes.previous = Manifest(files: OwnershipRecovery.owned(by: onDisk, in: folder), request: onDisk.request)
        let owned = changes.previous.files
        var files: [String: String] = [:]
        var reportedFolders: Set<String> = []
        // Reused components' files are read and hashed on the cores there are: after one edit, that is most of the run.
        let reused = planned.indices.filter { index in
            guard case .onDisk = planned[index].bytes else { return false }
            return owned[planned[index].path] != nil
        }
        let proofs = ConcurrentWrites.map(reused.count) { position in
            let generated = planned[reused[position]]
            guard case .onDisk(let hash) = generated.bytes, let existing = folder?.contents(generated.path) else { return false }
            return FastHash.of(existing) == hash
        }
        let proven = Set(zip(reused, proofs).filter(\.1).map(\.0))
        for (index, generated) in planned.enumerated() {
            let path = generated.path
            // A reused component's file: a path an earlier complete run checked and wrote, which must still hold
            // the bytes the cache recorded.
            if case .onDisk = generated.bytes {
                files[path] = generated.owner
                if proven.contains(index) {
                    changes.unchanged.append(path)
                } else {
                    changes.unprovable.append(path)
                }
                continue
            }
            if let problem = ManifestPath.problem(with: path) {
                changes.problems.append(
                    .error("specgen would write '\(path)', which is not a path inside the output folder (\(problem))", at: folderLocation)
                )
                continue
            }
            files[path] = generated.owner
            guard let size = generated.count else { continue }
            // Bytes that wait in the store are listed without them, and read back only to compare with a file of
            // their length.
            let data: Data
            if case .contents(let inline) = generated.bytes { data = inline } else { data = Data() }
            func planWrite() {
                changes.writes.append((path, data))
                if case .stored = generated.bytes { changes.stored[path] = generated }
            }
            switch folder?.entry(path) ?? .absent {
            case .absent:
                planWrite()
            case .blocked(let blocking, let reason):
                if reportedFolders.insert(blocking).inserted {
                    changes.problems.append(.error("refusing to write below '\(blocking)': \(reason)", at: location(blocking)))
                }
            case .present(let status):
                switch status.kind {
                case .folder:
                    changes.problems.append(.error("a directory is in the way of a generated file", at: location(path)))
                case .file:
                    let existing = status.size == size ? folder?.contents(path) : nil
                    let new = existing == nil || data.count == size ? data : generated.contents
                    if let existing, existing == new, owned[path] != nil || OwnershipRecovery.isRecognisable(existing, at: path) {
                        changes.unchanged.append(path)
                    } else if owned[path] == nil {
                        changes.problems.append(
                            .error(
                                "refusing to overwrite a file specgen did not write (it is not listed in \(shown(Manifest.fileName))); move it away or delete it",
                                at: location(path)
                            )
                        )
                    } else if status.links > 1 {
                        changes.problems.append(
                            .error(
                                "refusing to rewrite a generated file with \(status.links) hard links: the other names would keep the old "
                                    + "contents; replace the extra links with copies or symbolic links",
                                at: location(path)
                            )
                        )
                    } else {
                        planWrite()
                        changes.modes[path] = status.permissions
                    }
                default:
                    changes.problems.append(
                        .error(
                            "refusing to replace \(status.kind.phrase) at a generated path; specgen writes only regular files and never "
                                + "follows links in the output folder",
                            at: location(path)
                        )
                    )
                }
            }
        }
        // A spec with errors keeps its earlier outputs: a typo must not delete code that builds.
        for (path, owner) in owned where files[path] == nil && failedSources.contains(owner) {
            files[path] = owner
        }
        for path in owned.keys.sorted() where files[path] == nil {
            switch folder?.entry(path) ?? .absent {
            case .absent:
                changes.removals.append(path)
            case .present(let status) where status.kind == .file:
                changes.removals.append(path)
            case .present:
                // Something else took the place of the file specgen wrote: it is not specgen's any more,
                // so it is left alone and no longer listed.
                continue
            case .blocked(let blocking, let reason):
                if reportedFolders.insert(blocking).inserted {
                    changes.problems.append(.error("refusing to remove files below '\(blocking)': \(reason)", at: location(blocking)))
                }
            }
        }
        changes.manifest = Manifest(files: files, request: request ?? onDisk.request)
        changes.manifestBytes = changes.manifest.encoded()
        changes.manifestChanges = folder?.contents(Manifest.fileName) != changes.manifestBytes
        return changes
    }

    /// Unified diffs of everything `apply` would change; empty when the directory is in sync.
    public func diffs(for changes: OutputChanges) -> String {
        let folder = try? openFolder(creating: false).get()
        func old(_ path: String) -> String? { folder?.contents(path).map { String(decoding: $0, as: UTF8.self) } }
        var output = ""
        for (path, contents) in changes.writes {
            let new = changes.bytes(of: path, contents) ?? contents
            output += UnifiedDiff.render(old: old(path), new: String(decoding: new, as: UTF8.self), path: shown(path))
        }
        for path in changes.removals {
            output += UnifiedDiff.render(old: old(path) ?? "", new: nil, path: shown(path))
        }
        if changes.manifestChanges {
            output += UnifiedDiff.render(
                old: old(Manifest.fileName),
                new: String(decoding: changes.manifest.encoded(), as: UTF8.self),
                path: shown(Manifest.fileName)
            )
        }
        return output
    }
}
