import Foundation
import SpecModel

/// Finds the spec documents in a folder.
enum SpecDiscovery {
    /// Every `*.md` file below `directory` (hidden files skipped), sorted, as `directory/relative/path.md`.
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
            guard name.hasSuffix(".md") else { continue }
            paths.append((directory as NSString).appendingPathComponent(relative))
        }
        guard !paths.isEmpty else { return .failure(.error("no *.md specs found in the specs directory", at: location)) }
        return .success(paths.sorted())
    }

    /// The name generated files mention: the specs folder's own name and the path below it
    /// (`specs/snackbar.md`), the same however the folder or the file was spelled on the command line.
    static func displayName(of path: String, in directory: String) -> String {
        let root = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        let file = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let relative =
            file.count > root.count && Array(file.prefix(root.count)) == root
            ? file.dropFirst(root.count).joined(separator: "/") : (file.last ?? path)
        return folderName(of: directory) + "/" + relative
    }

    /// The specs folder's own name (`specs`), however it was spelled (`.`, `specs/`, an absolute path).
    static func folderName(of directory: String) -> String {
        URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
    }
}
