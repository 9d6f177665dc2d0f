import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder, opened once. Paths inside it are walked one folder at a time from that handle and
/// never through a link, so nothing outside it is ever read, written or deleted.
///
/// One value serves one run under the folder's lock, so it remembers what the run learnt of the folders on the way:
/// each folder is opened (or created) once and every file is then reached relative to its handle, and a folder found
/// missing is created without asking again. Nothing but specgen's own runs, which wait for the lock, changes the
/// folders meanwhile; a folder another program makes or removes in between is an error of that one call, as before.
final class OutputFolder: @unchecked Sendable {
    private let root: FolderHandle
    /// Guards the three memories below (a writer is used from one task, but the class is `Sendable`).
    private let memory = NSLock()
    /// Folders opened so far, by relative path (`Swift`, `Tests/Suites`).
    private var opened: [String: FolderHandle] = [:]
    /// Folders found missing, which a write creates without opening them first.
    private var missing: Set<String> = []
    /// Folders this run created (`mkdirat` succeeded): their children are missing until it creates them too.
    private var created: Set<String> = []

    private init(root: FolderHandle) {
        self.root = root
    }

    /// Opens the folder at `path`; nil when it does not exist and `creating` is false.
    static func open(_ path: String, creating: Bool) -> Result<OutputFolder?, Refusal> {
        switch FolderHandle.open(path: path) {
        case .success(let handle):
            return .success(OutputFolder(root: handle))
        case .failure(let error) where error.code == ENOENT && !creating:
            return .success(nil)
        case .failure(let error) where error.code == ENOENT:
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                return .failure("cannot create the output folder: \(error.localizedDescription)")
            }
            switch FolderHandle.open(path: path) {
            case .success(let handle): return .success(OutputFolder(root: handle))
            case .failure(let error): return .failure("cannot open the output folder: \(error)")
            }
        case .failure(let error) where error.code == ENOTDIR:
            return .failure("the output path is a file, not a folder")
        case .failure(let error):
            return .failure("cannot open the output folder: \(error)")
        }
    }

    /// What is at a relative path.
    enum Entry {
        case absent
        case present(EntryStatus)
        /// A folder on the way is a link or cannot be opened: the path is out of reach.
        case blocked(folder: String, reason: String)
    }

    /// The folder holding `path` and the last component's name; nil when a folder on the way is missing
    /// (or is a file, when not `creating`). `creating` makes missing folders.
    private func parent(of path: String, creating: Bool) -> Result<(FolderHandle, String)?, Blocked> {
        let components = path.split(separator: "/").map(String.init)
        guard let name = components.last else { return .failure(Blocked(folder: path, reason: "the path is empty")) }
        return folder(components.dropLast(), creating: creating).map { $0.map { ($0, name) } }
    }

    /// The folder the components lead to, opened one level at a time without following links; a folder opened or
    /// found missing earlier in the run is not asked about again, and one known missing is created without a try.
    private func folder(_ components: ArraySlice<String>, creating: Bool) -> Result<FolderHandle?, Blocked> {
        memory.lock()
        defer { memory.unlock() }
        var folder = root
        var here = ""
        for component in components {
            let parent = here
            here = here.isEmpty ? component : here + "/" + component
            if let known = opened[here] {
                folder = known
                continue
            }
            var result: Result<FolderHandle, SystemError>
            if missing.contains(here) || created.contains(parent) {
                guard creating else { return .success(nil) }
                result = .failure(SystemError(code: ENOENT))
            } else {
                result = folder.openFolder(component)
            }
            if creating, case .failure(let error) = result, error.code == ENOENT {
                switch folder.createFolder(component) {
                case .failure(let error) where error.code != EEXIST:
                    return .failure(Blocked(folder: here, reason: "cannot create the folder: \(error)"))
                case .failure:
                    break  // Another program made it meanwhile: it is opened (and checked) like any other.
                case .success:
                    created.insert(here)
                }
                missing.remove(here)
                result = folder.openFolder(component)
            }
            switch result {
            case .success(let child):
                opened[here] = child
                folder = child
            case .failure(let error):
                switch folder.status(of: component) {
                case .failure(let absent) where absent.code == ENOENT:
                    missing.insert(here)
                    return .success(nil)
                case .success(let status) where status.kind == .link:
                    return .failure(
                        Blocked(
                            folder: here,
                            reason: "it is a symbolic link; specgen never writes or deletes through links in the output folder"
                        )
                    )
                case .success(let status) where status.kind != .folder:
                    if creating { return .failure(Blocked(folder: here, reason: "it is \(status.kind.phrase), not a folder")) }
                    return .success(nil)
                default:
                    return .failure(Blocked(folder: here, reason: "cannot open the folder: \(error)"))
                }
            }
        }
        return .success(folder)
    }

    /// Why a path cannot be reached.
    struct Blocked: Error {
        var folder: String
        var reason: String
    }

    /// What is at `path`, without following any link.
    func entry(_ path: String) -> Entry {
        switch parent(of: path, creating: false) {
        case .failure(let blocked): return .blocked(folder: blocked.folder, reason: blocked.reason)
        case .success(nil): return .absent
        case .success(let (folder, name)?):
            switch folder.status(of: name) {
            case .success(let status): return .present(status)
            case .failure(let error) where error.code == ENOENT || error.code == ENOTDIR: return .absent
            case .failure(let error): return .blocked(folder: path, reason: "cannot inspect it: \(error)")
            }
        }
    }

    /// The bytes of the regular file at `path`.
    func read(_ path: String) -> Result<Data, Refusal> {
        switch parent(of: path, creating: false) {
        case .failure(let blocked): return .failure("'\(blocked.folder)': \(blocked.reason)")
        case .success(nil): return .failure("no such file")
        case .success(let (folder, name)?): return folder.readFile(name).mapError { Refusal($0.description) }
        }
    }

    /// The bytes at `path` when it is a regular file, nil otherwise.
    func contents(_ path: String) -> Data? {
        try? read(path).get()
    }

    /// Writes `data` to a temporary file beside `path`, then renames it into place; `permissions` keeps the
    /// mode of the file it replaces. Missing folders are created.
    func write(_ data: Data, to path: String, permissions: mode_t?) -> String? {
        write([data], to: path, permissions: permissions)
    }

    /// Writes `pieces` one after the other as one file, like `write(_:to:permissions:)`.
    func write(_ pieces: [Data], to path: String, permissions: mode_t?) -> String? {
        let folder: FolderHandle
        let name: String
        switch parent(of: path, creating: true) {
        case .failure(let blocked): return "'\(blocked.folder)': \(blocked.reason)"
        case .success(nil): return "cannot create the folders of \(path)"
        case .success(let (handle, last)?):
            folder = handle
            name = last
        }
        var temporary = TemporaryFiles.newName()
        var slot = TemporaryFiles.register(folder: folder.descriptor, name: temporary)
        var failure = folder.createFile(temporary, pieces: pieces, permissions: permissions)
        // A name taken (a leftover of an earlier process that drew the same prefix) is rare; the next names differ.
        for _ in 0..<3 where failure?.code == EEXIST {
            TemporaryFiles.forget(slot)
            temporary = TemporaryFiles.newName()
            slot = TemporaryFiles.register(folder: folder.descriptor, name: temporary)
            failure = folder.createFile(temporary, pieces: pieces, permissions: permissions)
        }
        defer { TemporaryFiles.forget(slot) }
        if let failure {
            _ = folder.removeFile(temporary)
            return "cannot create a file in the folder of \(path): \(failure)"
        }
        FaultInjection.step()
        if let failure = folder.rename(temporary, to: name) {
            _ = folder.removeFile(temporary)
            return "cannot replace \(path): \(failure)"
        }
        FaultInjection.step()
        return nil
    }

    /// Removes the regular file at `path`; anything else (a folder, a link, a pipe) is left alone.
    func removeFile(_ path: String) -> String? {
        switch parent(of: path, creating: false) {
        case .failure(let blocked): return "'\(blocked.folder)': \(blocked.reason)"
        case .success(nil): return nil
        case .success(let (folder, name)?):
            switch folder.status(of: name) {
            case .failure(let error) where error.code == ENOENT: return nil
            case .failure(let error): return error.description
            case .success(let status) where status.kind != .file:
                return "it is \(status.kind.phrase); specgen removes only regular files it wrote"
            case .success:
                if let error = folder.removeFile(name), error.code != ENOENT { return error.description }
                FaultInjection.step()
                return nil
            }
        }
    }

    /// Removes temporary files earlier runs left in `folders` (relative; "" is the output folder itself).
    /// Only while holding the exclusive lock, so no other run's files are taken.
    func sweepTemporaryFiles(in folders: Set<String>) {
        for path in folders.sorted() {
            let components = path.split(separator: "/").map(String.init)
            guard case .success(let folder?) = folder(components[...], creating: false) else { continue }
            guard case .success(let names) = folder.childNames() else { continue }
            for bytes in names {
                guard let name = String(validating: bytes, as: UTF8.self), TemporaryFiles.isLeftover(name) else { continue }
                if case .success(let status) = folder.status(of: name), status.kind == .file { _ = folder.removeFile(name) }
            }
        }
    }

    /// Locks the output folder for this process until the folder is closed: exclusive for writing, shared
    /// for reading. `onWait` runs once when another run holds it.
    func lock(exclusive: Bool, onWait: () -> Void) -> String? {
        root.lock(exclusive: exclusive, onWait: onWait).map { "cannot lock the output folder: \($0)" }
    }
}
