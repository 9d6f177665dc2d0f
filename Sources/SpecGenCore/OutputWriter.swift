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
    /// The manifest before it, which a failure falls back to.
    public var previous: Manifest
    /// Whether the manifest file itself changes.
    public var manifestChanges: Bool
    /// Files in the way that specgen does not own, and other reasons not to write.
    public var problems: [Diagnostic]

    /// Whether the directory already matches.
    public var isEmpty: Bool { writes.isEmpty && removals.isEmpty && !manifestChanges }
}

/// Writes generated files: only what changed, atomically, and only files it owns.
public struct OutputWriter: Sendable {
    /// The output directory.
    public let directory: URL
    private let displayPath: String

    /// A writer for `path` (as the user named it, for messages).
    public init(path: String) {
        self.directory = URL(fileURLWithPath: path)
        self.displayPath = path
    }

    private func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }
    private func shown(_ relative: String) -> String { (displayPath as NSString).appendingPathComponent(relative) }
    private func location(_ relative: String) -> SourceLocation { SourceLocation(file: shown(relative), line: 1, column: 1) }

    /// The manifest on disk; an empty one when there is none, an error when it cannot be read.
    public func readManifest() -> Result<Manifest, Diagnostic> {
        let path = url(Manifest.fileName)
        guard FileManager.default.fileExists(atPath: path.path) else { return .success(Manifest()) }
        do {
            return .success(try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: path)))
        } catch {
            return .failure(
                .error(
                    "cannot read the manifest of owned files; fix or delete it before generating (\(error))",
                    at: location(Manifest.fileName)
                )
            )
        }
    }

    /// Compares a generation with the directory; reads only.
    public func changes(for generation: Generation) -> OutputChanges {
        var changes = OutputChanges(
            writes: [],
            removals: [],
            unchanged: [],
            manifest: Manifest(),
            previous: Manifest(),
            manifestChanges: false,
            problems: []
        )
        let old: Manifest
        switch readManifest() {
        case .success(let manifest):
            old = manifest
            changes.previous = manifest
        case .failure(let problem):
            changes.problems.append(problem)
            return changes
        }
        var files: [String: String] = [:]
        for owned in generation.files {
            files[owned.file.path] = owned.owner
            let data = Data(owned.file.contents.utf8)
            let existing = FileManager.default.contents(atPath: url(owned.file.path).path)
            if existing == data {
                changes.unchanged.append(owned.file.path)
            } else if existing != nil && old.files[owned.file.path] == nil {
                changes.problems.append(
                    .error(
                        "refusing to overwrite a file specgen did not write (it is not listed in \(shown(Manifest.fileName))); move it away or delete it",
                        at: location(owned.file.path)
                    )
                )
            } else if isDirectory(url(owned.file.path)) {
                changes.problems.append(.error("a directory is in the way of a generated file", at: location(owned.file.path)))
            } else {
                changes.writes.append((owned.file.path, data))
            }
        }
        // A spec with errors keeps its earlier outputs: a typo must not delete code that builds.
        for (path, owner) in old.files where files[path] == nil && generation.failedSources.contains(owner) {
            files[path] = owner
        }
        changes.removals = old.files.keys.filter { files[$0] == nil }.sorted()
        changes.manifest = Manifest(files: files)
        let manifestOnDisk = FileManager.default.contents(atPath: url(Manifest.fileName).path)
        changes.manifestChanges = manifestOnDisk != changes.manifest.encoded()
        return changes
    }

    /// Applies changes: each file written to a temporary file and renamed into place. On a failure the
    /// manifest still records every file written so far, so ownership is never lost.
    public func apply(_ changes: OutputChanges) -> [Diagnostic] {
        guard changes.problems.isEmpty else { return changes.problems }
        var written: [String: String] = [:]
        var failure: Diagnostic?
        for (path, contents) in changes.writes {
            do {
                try AtomicFile.write(contents, to: url(path))
                written[path] = changes.manifest.files[path]
            } catch {
                failure = .error("cannot write the generated file: \(error.localizedDescription)", at: location(path))
                break
            }
        }
        var manifest = changes.manifest
        var removed = 0
        if failure != nil {
            // Keep the old ownership plus what was written; nothing is removed after a failure.
            manifest = Manifest(files: changes.previous.files.merging(written) { _, new in new })
        } else {
            for path in changes.removals {
                do {
                    if FileManager.default.fileExists(atPath: url(path).path) { try FileManager.default.removeItem(at: url(path)) }
                    removed += 1
                } catch {
                    failure = .error("cannot remove the stale generated file: \(error.localizedDescription)", at: location(path))
                    manifest.files[path] = changes.previous.files[path]
                }
            }
        }
        let manifestData = manifest.encoded()
        // Nothing written and nothing removed: ownership is unchanged, so the manifest stays as it is.
        let nothingChanged = written.isEmpty && removed == 0 && (failure != nil || !changes.manifestChanges)
        if !nothingChanged, FileManager.default.contents(atPath: url(Manifest.fileName).path) != manifestData {
            do {
                try AtomicFile.write(manifestData, to: url(Manifest.fileName))
            } catch {
                return [failure, .error("cannot write the manifest: \(error.localizedDescription)", at: location(Manifest.fileName))]
                    .compactMap { $0 }
            }
        }
        return failure.map { [$0] } ?? []
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Unified diffs of everything `apply` would change; empty when the directory is in sync.
    public func diffs(for changes: OutputChanges) -> String {
        var output = ""
        for (path, contents) in changes.writes {
            let old = FileManager.default.contents(atPath: url(path).path).map { String(decoding: $0, as: UTF8.self) }
            output += UnifiedDiff.render(old: old, new: String(decoding: contents, as: UTF8.self), path: shown(path))
        }
        for path in changes.removals {
            let old = FileManager.default.contents(atPath: url(path).path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            output += UnifiedDiff.render(old: old, new: nil, path: shown(path))
        }
        if changes.manifestChanges {
            let old = FileManager.default.contents(atPath: url(Manifest.fileName).path).map { String(decoding: $0, as: UTF8.self) }
            output += UnifiedDiff.render(
                old: old,
                new: String(decoding: changes.manifest.encoded(), as: UTF8.self),
                path: shown(Manifest.fileName)
            )
        }
        return output
    }
}
