import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file writes that readers never see half done, for a single file the caller names (`emit`).
/// The output folder of `generate` goes through `OutputFolder`, which adds containment and locking.
enum AtomicFile {
    /// Writes `data` to a short-named temporary file beside `target` and renames it over `target`,
    /// keeping the mode of the file it replaces.
    static func write(_ data: Data, to target: URL) throws {
        let folderURL = target.deletingLastPathComponent()
        try createFolder(folderURL)
        let folder: FolderHandle
        switch FolderHandle.open(path: folderURL.path) {
        case .success(let handle): folder = handle
        case .failure(let error): throw Failure(errorDescription: "cannot open the folder \(folderURL.path): \(error)")
        }
        let name = target.lastPathComponent
        var permissions: mode_t?
        if case .success(let status) = folder.status(of: name), status.kind == .file { permissions = status.permissions }
        let temporary = TemporaryFiles.newName()
        let slot = TemporaryFiles.register(folder: folder.descriptor, name: temporary)
        defer { TemporaryFiles.forget(slot) }
        if let error = folder.createFile(temporary, data: data, permissions: permissions) {
            _ = folder.removeFile(temporary)
            throw Failure(errorDescription: "cannot create a file in \(folderURL.path): \(error)")
        }
        if let error = folder.rename(temporary, to: name) {
            _ = folder.removeFile(temporary)
            throw Failure(errorDescription: "cannot replace \(target.path): \(error)")
        }
    }

    /// A write that failed, said plainly.
    struct Failure: Error, LocalizedError {
        var errorDescription: String?
    }

    /// Creates `folder` and its parents, naming the file in the way when one blocks it.
    private static func createFolder(_ folder: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure(errorDescription: "\(folder.path) is a file, not a folder") }
            return
        }
        var ancestor = folder.deletingLastPathComponent()
        while ancestor.path != "/" && !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if ancestor.path != "/", !isDirectory.boolValue {
            throw Failure(errorDescription: "\(ancestor.path) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(errorDescription: "cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Writes only when the bytes differ, so build systems see no change when there is none.
    /// Returns whether it wrote.
    @discardableResult
    static func writeIfChanged(_ data: Data, to target: URL) throws -> Bool {
        if FileManager.default.contents(atPath: target.path) == data { return false }
        try write(data, to: target)
        return true
    }
}
