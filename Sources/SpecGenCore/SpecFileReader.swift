import Foundation
import SpecModel

/// Reads a spec file's bytes, refusing what cannot be a spec with a located error.
public enum SpecFileReader {
    /// Specs larger than this are refused: real component documents are a few kilobytes, and the bound
    /// keeps a build plugin's worst case small.
    public static let maximumSize = 4 * 1024 * 1024

    /// The file's bytes, or the error that explains why it cannot be read as a spec.
    public static func read(_ path: String) -> Result<Data, Diagnostic> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.error("no such spec file", at: start))
        }
        guard !isDirectory.boolValue else {
            return .failure(.error("expected a Markdown file but found a directory", at: start))
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumSize {
            return .failure(.error("the spec is \(size) bytes; specs are limited to \(maximumSize) bytes (4 MiB)", at: start))
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(.error("cannot read the spec: \(error.localizedDescription)", at: start))
        }
        guard data.count <= maximumSize else {
            return .failure(.error("the spec is \(data.count) bytes; specs are limited to \(maximumSize) bytes (4 MiB)", at: start))
        }
        if let nul = data.firstIndex(of: 0) {
            return .failure(.error("the file is binary, not a Markdown spec (NUL byte at offset \(nul - data.startIndex))", at: start))
        }
        return .success(data)
    }
}
