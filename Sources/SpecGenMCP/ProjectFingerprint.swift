import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the server's answers were read from: each spec's path, size and modification time, and the configuration's.
/// Every request compares it with the disk, so a document edited while the server runs is read again; it is taken with
/// `readdir` and `lstat` because Foundation's directory walk costs tens of milliseconds over a thousand specs.
struct ProjectFingerprint: Equatable, Sendable {
    private var entries: [Entry] = []

    private struct Entry: Equatable, Sendable {
        var path: String
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    /// The fingerprint of the specs below `specsDirectory`, of the configuration file and of `others` (results files),
    /// as they are now.
    static func current(specsDirectory: String, configuration: String?, others: [String] = []) -> ProjectFingerprint {
        var fingerprint = ProjectFingerprint()
        if let configuration { fingerprint.add(configuration) }
        for path in others { fingerprint.add(path) }
        fingerprint.walk(specsDirectory, depth: 0)
        return fingerprint
    }

    /// Adds the `*.md` and `*.mdx` files below `folder` in name order: a linked file by what it links to (an edit through
    /// the link counts), a linked folder not at all.
    private mutating func walk(_ folder: String, depth: Int) {
        guard depth < 64, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        for name in names.sorted() {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                walk(path, depth: depth + 1)
            } else if name.hasSuffix(".md") || name.hasSuffix(".mdx") {
                add(path)
            }
        }
    }

    private mutating func add(_ path: String) {
        var status = stat()
        entries.append(stat(path, &status) == 0 ? Self.entry(path, status) : Entry(path: path, size: -1, seconds: 0, nanoseconds: 0))
    }

    private static func entry(_ path: String, _ status: stat) -> Entry {
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return Entry(path: path, size: Int64(status.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
