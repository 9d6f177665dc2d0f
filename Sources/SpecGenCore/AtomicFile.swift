import Foundation

/// Whole-file writes that readers never see half done.
enum AtomicFile {
    /// Writes `data` to a temporary file beside `target` and renames it over `target`.
    static func write(_ data: Data, to target: URL) throws {
        let folder = target.deletingLastPathComponent()
        try createFolder(folder)
        let temporary = folder.appendingPathComponent(
            ".\(target.lastPathComponent).specgen-\(ProcessInfo.processInfo.processIdentifier).tmp"
        )
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw Failure(errorDescription: "cannot create a file in \(folder.path): \(String(cString: strerror(errno)))")
        }
        if rename(temporary.path, target.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(errorDescription: "cannot replace \(target.path): \(reason)")
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
            throw Failure(errorDescription: "cannot create the folder \(folder.path): \(String(cString: strerror(errno)))")
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
