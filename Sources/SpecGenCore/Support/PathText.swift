import Foundation

/// Path arithmetic on plain strings.
///
/// swift-corelibs-foundation's `NSString.deletingLastPathComponent` traps on one-character paths such as
/// `.` or `a` (so `--specs .` crashed); these functions never trap.
public enum PathText {
    /// The folder part of `path`: `""` for a bare name, `/` for a name at the root (like `NSString`'s).
    public static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var folder = trimmed[..<slash]
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The components of `path` when standardising it changes nothing but resolving it against the working folder: no
    /// `.`, `..` or empty component and no trailing `/` (an absolute path's leading `/` aside); nil otherwise.
    static func plainComponents(_ path: String) -> [Substring]? {
        let body = path.hasPrefix("/") ? path.dropFirst() : Substring(path)
        let components = body.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.isEmpty, components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return components
    }

    /// `path` below `folder`, as components, when both are plain (`plainComponents`) and spelled alike, relative or
    /// absolute: what comparing their standardised components gives, without asking URL; nil otherwise.
    static func plainRelative(_ path: String, below folder: String) -> [Substring]? {
        guard path.hasPrefix("/") == folder.hasPrefix("/"), let file = plainComponents(path), let root = plainComponents(folder),
            file.count > root.count, file.prefix(root.count).elementsEqual(root)
        else { return nil }
        return Array(file.dropFirst(root.count))
    }

    /// `path` as an absolute path with `.` and `..` resolved (links are not followed), for comparing spellings.
    public static func absolute(_ path: String) -> String {
        // Told it is not a folder, URL does not stat the path (the spelling of `.path` is the same either way).
        URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.path
    }
}
