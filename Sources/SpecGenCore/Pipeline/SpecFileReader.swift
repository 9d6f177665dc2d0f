import Foundation
import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a spec file's bytes, refusing what cannot be a spec with a located error.
public enum SpecFileReader {
    /// Specs larger than this are refused: real component documents are a few kilobytes, and the bound
    /// keeps a build plugin's worst case small.
    public static let maximumSize = 4 * 1024 * 1024

    /// The file's bytes, or the error that explains why it cannot be read as a spec.
    ///
    /// The file is opened once (following a link to its target, without blocking on a pipe) and checked
    /// through that descriptor, so the size and kind checked are those of what is read.
    public static func read(_ path: String) -> Result<Data, Diagnostic> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let file = path.withCString { cPath in retryingInterrupts { open(cPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } }
        guard file >= 0 else {
            let error = SystemError.last
            if error.code == ENOENT {
                var raw = stat()
                let isLink = lstat(path, &raw) == 0 && EntryKind(mode: raw.st_mode) == .link
                return .failure(.error(isLink ? "the spec is a link to nothing (no such file)" : "no such spec file", at: start))
            }
            return .failure(.error("cannot read the spec: \(error)", at: start))
        }
        defer { close(file) }
        let data: Data
        switch FolderHandle.readAll(from: file, limit: maximumSize) {
        case .success(let bytes):
            data = bytes
        case .failure(.notAFile(.folder)):
            return .failure(.error("expected a Markdown file but found a directory", at: start))
        case .failure(.notAFile(let kind)):
            return .failure(.error("the spec is \(kind.phrase), not a regular file", at: start))
        case .failure(.tooLarge(let size)):
            return .failure(.error("the spec is \(size) bytes; specs are limited to \(maximumSize) bytes (4 MiB)", at: start))
        case .failure(.system(let error)):
            return .failure(.error("cannot read the spec: \(error)", at: start))
        }
        // memchr: a byte-by-byte search of a Data costs more than reading the file (the run cache reads every document).
        let nul = data.withUnsafeBytes { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
        if let nul {
            return .failure(.error("the file is binary, not a Markdown spec (NUL byte at offset \(nul))", at: start))
        }
        return .success(data)
    }
}
