import Foundation
import SpecModel

/// Finds the spec documents in a folder.
enum SpecDiscovery {
    /// Every `*.md` and `*.mdx` file below `directory` (hidden files skipped), sorted, as `directory/relative/path.md`.
    static func specPaths(in directory: String) -> Result<[String], Diagnostic> {
        var isDirectory: ObjCBool = false
        let location = SourceLocation(file: directory, line: 1, column: 1)
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            return .failure(.error("no such specs directory", at: location))
        }
        guard isDirectory.boolValue else { return .failure(.error("the specs path is not a directory", at: location)) }
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            return .failure(.error("cannot list the specs directory", at: location))
        }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".md") || name.hasSuffix(".mdx") else { continue }
            paths.append((directory as NSString).appendingPathComponent(relative))
        }
        guard !paths.isEmpty else { return .failure(.error("no *.md specs found in the specs directory", at: location)) }
        return .success(paths.sorted())
    }

    /// The name generated files mention: the specs folder's own name and the path below it
    /// (`specs/snackbar.md`), the same however the folder was named on the command line.
    static func displayName(of path: String, in directory: String, directoryName: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : (path as NSString).lastPathComponent
        return directoryName + "/" + relative
    }
}
