import Foundation
import SpecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the spec documents in a folder.
enum SpecDiscovery {
    /// Every `*.md` and `*.mdx` file below `directory` (hidden files skipped), sorted, as `directory/relative/path.md`.
    ///
    /// Linked folders are followed, each real folder searched once (so a link back up is no loop); a folder
    /// that cannot be read, a link to nothing, a name that is not UTF-8 and two names differing only in
    /// Unicode normalisation are errors at that folder, never a silent drop.
    static func specPaths(in directory: String) -> Result<[String], Diagnostic> {
        let location = SourceLocation(file: directory, line: 1, column: 1)
        if let problem = PathArgument.problem(with: directory, option: "the specs folder") {
            return .failure(.error(problem, at: location))
        }
        var raw = stat()
        guard stat(directory, &raw) == 0 else {
            let error = SystemError.last
            guard error.code == ENOENT else { return .failure(.error("cannot read the specs directory: \(error)", at: location)) }
            var link = stat()
            let dangling = lstat(directory, &link) == 0
            return .failure(.error(dangling ? "the specs directory is a link to nothing" : "no such specs directory", at: location))
        }
        guard EntryKind(mode: raw.st_mode) == .folder else { return .failure(.error("the specs path is not a directory", at: location)) }
        var search = Search(root: directory, visited: [FolderIdentity(raw)])
        if let problem = search.walk("") { return .failure(problem) }
        guard !search.paths.isEmpty else { return .failure(.error("no *.md or *.mdx specs found in the specs directory", at: location)) }
        return .success(search.paths.sorted())
    }

    /// Whether a file name is a spec's: Markdown or MDX.
    static func isSpecName(_ name: String) -> Bool { name.hasSuffix(".md") || name.hasSuffix(".mdx") }

    /// The name generated files mention: the specs folder's own name and the path below it
    /// (`specs/snackbar.md`), the same however the folder or the file was spelled on the command line.
    static func displayName(of path: String, in directory: String) -> String {
        // Plain spellings (`specs`, `specs/banner.md`) are compared as text: URL costs more than reading a small spec's name.
        if let relative = PathText.plainRelative(path, below: directory), let name = PathText.plainComponents(directory)?.last {
            return name + "/" + relative.joined(separator: "/")
        }
        // Told what each is, URL does not stat them (a stat per document otherwise).
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.pathComponents
        let file = URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.pathComponents
        let relative =
            file.count > root.count && Array(file.prefix(root.count)) == root
            ? file.dropFirst(root.count).joined(separator: "/") : (file.last ?? path)
        return folderName(of: directory) + "/" + relative
    }

    /// The specs folder's own name (`specs`), however it was spelled (`.`, `specs/`, an absolute path).
    static func folderName(of directory: String) -> String {
        URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.lastPathComponent
    }
}

/// A folder's identity on disk, which links cannot disguise.
private struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ raw: stat) {
        device = UInt64(raw.st_dev)
        inode = UInt64(raw.st_ino)
    }
}

/// One walk of a specs folder.
private struct Search {
    let root: String
    var visited: Set<FolderIdentity>
    var paths: [String] = []

    /// The path of `relative` as the user would write it (`specs/sub/a.md`).
    private func shown(_ relative: String) -> String {
        relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
    }

    /// Lists the folder at `relative` and everything below it; the first problem stops the walk.
    mutating func walk(_ relative: String) -> Diagnostic? {
        let here = SourceLocation(file: shown(relative), line: 1, column: 1)
        let folder: FolderHandle
        switch FolderHandle.open(path: shown(relative)) {
        case .success(let handle): folder = handle
        case .failure(let error): return .error("cannot read the specs folder: \(error)", at: here)
        }
        let names: [[UInt8]]
        switch folder.childNames() {
        case .success(let found): names = found.sorted { $0.lexicographicallyPrecedes($1) }
        case .failure(let error): return .error("cannot read the specs folder: \(error)", at: here)
        }
        var spellings: [String: [UInt8]] = [:]
        for bytes in names where bytes.first != UInt8(ascii: ".") {
            let cName = bytes.map { CChar(bitPattern: $0) } + [0]
            var raw = stat()
            let followed = fstatat(folder.descriptor, cName, &raw, 0) == 0
            let statError = followed ? nil : SystemError.last
            let kind = followed ? EntryKind(mode: raw.st_mode) : nil
            guard let name = String(validating: bytes, as: UTF8.self) else {
                if kind == .folder
                    || (bytes.reversed().starts(with: ".md".utf8.reversed()) || bytes.reversed().starts(with: ".mdx".utf8.reversed()))
                {
                    let escaped = bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }.joined()
                    return .error(
                        "the name '\(escaped)' is not valid UTF-8; rename it so specgen can read and name it faithfully",
                        at: here
                    )
                }
                continue
            }
            // Swift compares strings by canonical equivalence, so an NFC and an NFD spelling meet here.
            if let other = spellings[name], other != bytes {
                return .error(
                    "'\(name)' appears twice, spelled with composed (NFC) and decomposed (NFD) characters; rename one so their outputs cannot be confused",
                    at: here
                )
            }
            spellings[name] = bytes
            let child = relative.isEmpty ? name : relative + "/" + name
            guard let kind else {
                if SpecDiscovery.isSpecName(name) {
                    paths.append(shown(child))  // The reader reports why it cannot be read.
                    continue
                }
                return .error("cannot follow '\(name)': \(statError.map(\.description) ?? "unknown error")", at: here)
            }
            if kind == .folder {
                // A folder reached twice (a link back up, or two links to one folder) is searched once.
                guard visited.insert(FolderIdentity(raw)).inserted else { continue }
                if let problem = walk(child) { return problem }
            } else if SpecDiscovery.isSpecName(name) {
                paths.append(shown(child))
            }
        }
        return nil
    }
}
