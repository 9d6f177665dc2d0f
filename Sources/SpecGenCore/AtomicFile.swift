import Foundation

/// Whole-file writes that readers never see half done.
enum AtomicFile {
    /// Writes `data` to a temporary file beside `target` and renames it over `target`.
    static func write(_ data: Data, to target: URL) throws {
        let folder = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
            ".\(target.lastPathComponent).specgen-\(ProcessInfo.processInfo.processIdentifier).tmp"
        )
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder.path])
        }
        if rename(temporary.path, target.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
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
