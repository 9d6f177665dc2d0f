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

    /// `path` as an absolute path with `.` and `..` resolved (links are not followed), for comparing spellings.
    public static func absolute(_ path: String) -> String {
        // Told it is not a folder, URL does not stat the path (the spelling of `.path` is the same either way).
        URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.path
    }
}
