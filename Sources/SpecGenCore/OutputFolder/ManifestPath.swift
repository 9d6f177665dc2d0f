/// The rule every path in the manifest, and every path specgen writes, must follow: a normalised path
/// relative to the output folder, so nothing it names can lie outside that folder.
enum ManifestPath {
    /// Why `path` is not a normalised relative path inside the output folder, or nil when it is.
    static func problem(with path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if path.hasPrefix("/") { return "it is absolute" }
        if path.utf8.contains(0) { return "it contains a NUL byte" }
        if path.contains("\\") { return "it contains a backslash" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": return "it is not normalised (an empty segment)"
            case ".": return "it is not normalised (a '.' segment)"
            case "..": return "it leaves the output folder ('..')"
            default: continue
            }
        }
        if path == Manifest.fileName { return "it names the manifest itself" }
        return nil
    }

    /// The folders above `path` inside the output folder, outermost first (`A/B/c` → `A`, `A/B`).
    static func ancestors(of path: String) -> [String] {
        let components = path.split(separator: "/").map(String.init)
        return components.indices.dropLast().map { components[0...$0].joined(separator: "/") }
    }

    /// The folder holding `path` (`A/B/c` → `A/B`; "" for a file at the top).
    static func folder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }
}
