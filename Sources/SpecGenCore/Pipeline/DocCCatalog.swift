import Foundation
import SpecModel

/// A DocC catalog (a folder named `*.docc`) given where documents are expected: its articles and extension files
/// (`*.md`, in any subfolder) are read as documents; its resources (images, tutorials, `Info.plist`, code listings)
/// are listed and not read, never an error.
public struct DocCCatalog: Sendable, Hashable {
    /// The catalog's folder, as given.
    public var path: String
    /// Its articles and extension files, sorted, as `path/relative.md`.
    public var documents: [String]
    /// Its other files, sorted, relative to the catalog.
    public var resources: [String]

    /// Whether `path` names a catalog: a folder whose name ends in `.docc`.
    public static func isCatalog(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return URL(fileURLWithPath: path).standardizedFileURL.pathExtension == "docc"
            && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The catalog at `path`, or why it cannot be read (at the catalog's folder).
    public static func read(_ path: String) -> Result<DocCCatalog, Diagnostic> {
        let documents: [String]
        switch SpecDiscovery.specPaths(in: path) {
        case .success(let found): documents = found
        case .failure(let problem) where problem.message.hasPrefix("no *.md"):
            return .failure(
                .error(
                    "the DocC catalog has no articles or extension files (*.md) to read; its resources are not documentation specgen reads",
                    at: SourceLocation(file: path, line: 1, column: 1)
                )
            )
        case .failure(let problem): return .failure(problem)
        }
        return .success(DocCCatalog(path: path, documents: documents, resources: resources(in: path)))
    }

    /// The catalogs the documents at `paths` lie in, sorted: a catalog named on the command line, or one a specs
    /// folder's walk went through (its documents are found one by one, its resources are not).
    public static func containing(_ paths: [String]) -> [DocCCatalog] {
        var roots: Set<String> = []
        for path in paths {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let index = parts.dropLast().lastIndex(where: { $0.hasSuffix(".docc") }) else { continue }
            roots.insert(parts[...index].joined(separator: "/"))
        }
        let read = Set(paths.map(standardized))
        return roots.sorted().filter(isCatalog).compactMap { root in
            guard var catalog = try? Self.read(root).get() else { return nil }
            // Only the documents that were read count as read (one extension file can be named on its own).
            catalog.documents = catalog.documents.filter { read.contains(standardized($0)) }
            return catalog
        }
    }

    private static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// Every regular file below `path` that is not Markdown (hidden files skipped), relative and sorted.
    static func resources(in path: String) -> [String] {
        let root = URL(fileURLWithPath: path)
        guard
            let walk = FileManager.default.enumerator(
                at: root,
                includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        var found: [String] = []
        for case let url as URL in walk where !SpecDiscovery.isSpecName(url.lastPathComponent) {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.resolvingSymlinksInPath().path
            found.append(full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : url.lastPathComponent)
        }
        return found.sorted()
    }

    /// What kind of resource a file is, in words (`image`, `tutorial`, `Info.plist`).
    static func kind(of resource: String) -> String {
        let name = (resource as NSString).lastPathComponent
        if name == "Info.plist" { return "Info.plist" }
        switch (name as NSString).pathExtension.lowercased() {
        case "png", "jpg", "jpeg", "gif", "svg", "heic", "webp", "pdf": return "image"
        case "mov", "mp4", "m4v": return "video"
        case "tutorial": return "tutorial"
        case "swift", "txt", "json", "diff", "sh", "kt", "m", "h": return "code listing"
        default: return "other file"
        }
    }

    /// One line for a run's summary: `NoticeKit.docc: 3 documents read; 3 resources not read (1 image, 1 tutorial,
    /// Info.plist)`.
    public var summary: String {
        var counts: [String: Int] = [:]
        for resource in resources { counts[Self.kind(of: resource), default: 0] += 1 }
        // Info.plist last: it is one file, not a count.
        let kinds = counts.keys.sorted { ($0 == "Info.plist" ? 1 : 0, $0) < ($1 == "Info.plist" ? 1 : 0, $1) }.map { kind in
            kind == "Info.plist" ? kind : Plural.count(counts[kind] ?? 0, kind)
        }
        let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        var line = "\(name): \(Plural.count(documents.count, "document")) read (articles and extension files)"
        line +=
            resources.isEmpty
            ? "; no resources" : "; \(Plural.count(resources.count, "resource")) not read (\(kinds.joined(separator: ", ")))"
        return line
    }

    /// A note per resource, at the resource, for `--verbose`.
    public var resourceNotes: [Diagnostic] {
        resources.map { resource in
            Diagnostic(
                .note,
                "a DocC catalog resource (\(Self.kind(of: resource))); not read",
                at: SourceLocation(file: (path as NSString).appendingPathComponent(resource), line: 1, column: 1)
            )
        }
    }
}
