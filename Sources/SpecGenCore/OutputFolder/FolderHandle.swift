import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call: its `errno`, said plainly.
struct SystemError: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }

    /// The error of the last failed call.
    static var last: SystemError { SystemError(code: errno) }
}

/// What a directory entry is, from `lstat` (links are never followed).
enum EntryKind: Equatable, Sendable {
    case file, folder, link, fifo, socket, device

    init(mode: mode_t) {
        switch mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): self = .file
        case mode_t(S_IFDIR): self = .folder
        case mode_t(S_IFLNK): self = .link
        case mode_t(S_IFIFO): self = .fifo
        case mode_t(S_IFSOCK): self = .socket
        default: self = .device
        }
    }

    /// How messages name it.
    var phrase: String {
        switch self {
        case .file: "a file"
        case .folder: "a folder"
        case .link: "a symbolic link"
        case .fifo: "a named pipe (FIFO)"
        case .socket: "a socket"
        case .device: "a device file"
        }
    }
}

/// What `lstat` says about one entry.
struct EntryStatus: Sendable {
    var kind: EntryKind
    /// Permission bits (`0o644`, …).
    var permissions: mode_t
    var size: Int
    var links: Int

    init(_ raw: stat) {
        kind = EntryKind(mode: raw.st_mode)
        permissions = raw.st_mode & 0o7777
        size = Int(raw.st_size)
        links = Int(raw.st_nlink)
    }
}

/// An open folder. Every operation names a direct child and never follows a link, so nothing reached
/// through a handle can lie outside the folder it was opened from.
final class FolderHandle: @unchecked Sendable {
    let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the folder at `path`, following links in the path itself (the user chose it).
    static func open(path: String) -> Result<FolderHandle, SystemError> {
        let descriptor = path.withCString { cPath in retryingInterrupts { systemOpen(cPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } }
        return descriptor < 0 ? .failure(.last) : .success(FolderHandle(descriptor: descriptor))
    }

    /// Opens the child folder `name`; a link there is refused (`ELOOP` or `ENOTDIR`), never followed.
    func openFolder(_ name: String) -> Result<FolderHandle, SystemError> {
        let child = name.withCString { cName in
            retryingInterrupts { openat(descriptor, cName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        }
        return child < 0 ? .failure(.last) : .success(FolderHandle(descriptor: child))
    }

    /// `lstat` of the child `name`.
    func status(of name: String) -> Result<EntryStatus, SystemError> {
        var raw = stat()
        let result = name.withCString { fstatat(descriptor, $0, &raw, AT_SYMLINK_NOFOLLOW) }
        return result == 0 ? .success(EntryStatus(raw)) : .failure(.last)
    }

    /// Creates the child folder `name`; `EEXIST` when something is already there.
    func createFolder(_ name: String) -> Result<Void, SystemError> {
        name.withCString { mkdirat(descriptor, $0, 0o777) } == 0 ? .success(()) : .failure(.last)
    }

    /// The bytes of the regular file `name`, read through a descriptor that refuses links and does not
    /// block on pipes; anything but a regular file is an error naming what it is.
    func readFile(_ name: String) -> Result<Data, FileReadError> {
        let file = name.withCString { cName in
            retryingInterrupts { openat(descriptor, cName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        }
        guard file >= 0 else {
            let error = SystemError.last
            if case .success(let status) = status(of: name), status.kind != .file { return .failure(.notAFile(status.kind)) }
            return .failure(.system(error))
        }
        defer { close(file) }
        return FolderHandle.readAll(from: file, limit: Int.max)
    }

    /// Reads an open descriptor to its end after checking with `fstat` that it is a regular file of at most
    /// `limit` bytes, so a huge file is refused before any of it is read.
    static func readAll(from file: Int32, limit: Int) -> Result<Data, FileReadError> {
        var raw = stat()
        guard fstat(file, &raw) == 0 else { return .failure(.system(.last)) }
        let status = EntryStatus(raw)
        guard status.kind == .file else { return .failure(.notAFile(status.kind)) }
        guard status.size <= limit else { return .failure(.tooLarge(status.size)) }
        // Read straight into bytes of the size fstat gave (a 64 KiB buffer per file cost more than the read).
        var data = Data(count: status.size)
        let (filled, failure) = data.withUnsafeMutableBytes { bytes in
            WholeTransfer.run(bytes.count) { done in read(file, bytes.baseAddress! + done, bytes.count - done) }
        }
        if let failure { return .failure(.system(failure)) }
        // The file shrank while being read: keep what there was.
        if filled < data.count { return .success(data.prefix(filled)) }
        // It may have grown: read on, and stop at the limit rather than read without end.
        return withUnsafeTemporaryAllocation(byteCount: 16 * 1024, alignment: 1) { buffer in
            while true {
                let count = retryingInterrupts { read(file, buffer.baseAddress, buffer.count) }
                if count < 0 { return .failure(.system(.last)) }
                if count == 0 { return .success(data) }
                data.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                if data.count > limit { return .failure(.tooLarge(data.count)) }
            }
        }
    }

    /// Creates a new file `name` (it must not exist) holding `data`, with `permissions` when given.
    func createFile(_ name: String, data: Data, permissions: mode_t?) -> SystemError? {
        createFile(name, pieces: [data], permissions: permissions)
    }

    /// Creates the file like `createFile(_:data:permissions:)`, writing `pieces` one after the other.
    func createFile(_ name: String, pieces: [Data], permissions: mode_t?) -> SystemError? {
        let file = name.withCString { cName in
            retryingInterrupts { openat(descriptor, cName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) }
        }
        guard file >= 0 else { return .last }
        defer { close(file) }
        // fchmod ignores the umask, so a rewritten file keeps exactly the mode it had.
        if let permissions, fchmod(file, permissions) != 0 { return .last }
        for data in pieces {
            let (written, failure) = data.withUnsafeBytes { bytes in
                WholeTransfer.run(bytes.count) { done in write(file, bytes.baseAddress! + done, bytes.count - done) }
            }
            // A write that moves nothing without an error would leave the file short; say so rather than loop.
            if let failure { return failure }
            if written < data.count { return SystemError(code: EIO) }
        }
        return nil
    }

    /// Renames the child `from` over the child `to`, atomically.
    func rename(_ from: String, to: String) -> SystemError? {
        let result = from.withCString { old in to.withCString { new in renameat(descriptor, old, descriptor, new) } }
        return result == 0 ? nil : .last
    }

    /// Removes the child `name`, which must not be a folder.
    func removeFile(_ name: String) -> SystemError? {
        name.withCString { unlinkat(descriptor, $0, 0) } == 0 ? nil : .last
    }

    /// The names of the children (without `.` and `..`), as raw bytes.
    func childNames() -> Result<[[UInt8]], SystemError> {
        let copy = dup(descriptor)
        guard copy >= 0 else { return .failure(.last) }
        guard let stream = fdopendir(copy) else {
            let error = SystemError.last
            close(copy)
            return .failure(error)
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { pointer in
                    Array(UnsafeBufferPointer(start: pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name != [46] && name != [46, 46] { names.append(name) }
        }
        return .success(names)
    }

    /// Takes an advisory lock on the folder (`flock`), waiting for it; `onWait` runs once when another
    /// process holds it. Released when the handle closes.
    func lock(exclusive: Bool, onWait: () -> Void) -> SystemError? {
        let kind = exclusive ? LOCK_EX : LOCK_SH
        if flock(descriptor, kind | LOCK_NB) == 0 { return nil }
        guard errno == EWOULDBLOCK else { return .last }
        onWait()
        return retryingInterrupts { flock(descriptor, kind) } == 0 ? nil : .last
    }
}

/// Why a file could not be read.
enum FileReadError: Error, CustomStringConvertible {
    case system(SystemError)
    case notAFile(EntryKind)
    case tooLarge(Int)

    var description: String {
        switch self {
        case .system(let error): error.description
        case .notAFile(let kind): "it is \(kind.phrase), not a regular file"
        case .tooLarge(let size): "it is \(size) bytes"
        }
    }
}

/// A reason something in the output folder cannot be done, in words for a message.
struct Refusal: Error, CustomStringConvertible, ExpressibleByStringInterpolation {
    var description: String

    init(stringLiteral value: String) { description = value }
    init(_ description: String) { self.description = description }
}

/// Runs a system call again while it fails with `EINTR`.
func retryingInterrupts<T: BinaryInteger>(_ call: () -> T) -> T {
    while true {
        let result = call()
        if result >= 0 || errno != EINTR { return result }
    }
}

/// `open(2)` under a name that does not clash with `FolderHandle.open`.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}
