import Foundation

/// The third-party material beside the repository (`../shared`: corpus, seeds, behaviour set), which tests
/// read but the repository never holds. A lone clone has none of it: tests that need it are skipped, and say why.
public enum SharedFolder {
    /// `$SPECGEN_SHARED_DIR`, else `../shared` beside the repository.
    public static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["SPECGEN_SHARED_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The subfolder `name` (`corpus`, `seeds`, `behaviour-dev`), if it is there.
    public static func folder(_ name: String) -> URL? {
        var isDirectory: ObjCBool = false
        let url = root.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }

    /// Whether the subfolder `name` is there.
    public static func has(_ name: String) -> Bool { folder(name) != nil }

    /// Why tests needing `name` are skipped.
    public static func absence(_ name: String) -> String {
        "skipped: \(root.appendingPathComponent(name).path) is absent (third-party material lives beside the repository, not in it)"
    }

    /// The `.md` and `.mdx` documents of the subfolder `name`, sorted; empty when it is absent.
    public static func documents(in name: String) -> [URL] {
        guard let folder = folder(name) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") || $0.hasSuffix(".mdx") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
