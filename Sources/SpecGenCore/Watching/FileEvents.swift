import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What watch mode watches: folders whose whole tree matters (specs, templates) and single files (specgen.yml),
/// which are watched through their folder.
public struct WatchedPaths: Sendable, Equatable {
    /// Folders watched with every subfolder: a change to a `.md`, `.mdx` or `.mustache` file, or to a subfolder, counts.
    public var trees: [String]
    /// Files whose change counts (a configuration file, even one not created yet).
    public var files: [String]

    /// Creates the set.
    public init(trees: [String], files: [String]) {
        self.trees = trees
        self.files = files
    }
}

/// Why watch mode cannot start: the system refused a file-event queue.
public struct WatchUnavailable: Error, CustomStringConvertible {
    /// The system's reason.
    public var description: String
}

/// The platform's file events for watch mode: inotify on Linux, kqueue on macOS. No polling: the process sleeps in
/// the kernel until something changes.
public final class FileEvents {
    /// The file suffixes whose changes count below a watched tree.
    static let watchedSuffixes = [".md", ".mdx", ".mustache"]

    /// Whether a changed name below a watched tree counts: specs and templates, not editors' hidden swap files.
    static func counts(_ name: String) -> Bool {
        !name.hasPrefix(".") && watchedSuffixes.contains { name.hasSuffix($0) }
    }

    #if os(Linux)
        private let descriptor: Int32
        /// Watch descriptor → the folder and, when only some names in it count, those names.
        private var watches: [Int32: (folder: String, names: Set<String>?)] = [:]

        /// Opens an inotify instance, or says why the system refused one.
        public static func open() throws(WatchUnavailable) -> FileEvents {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { throw WatchUnavailable(description: String(cString: strerror(errno))) }
            return FileEvents(descriptor: descriptor)
        }

        private init(descriptor: Int32) { self.descriptor = descriptor }

        deinit { close(descriptor) }

        /// Watches `paths`, adding every subfolder of the trees that is not watched yet (call again after a change, so
        /// new subfolders are watched). Folders that do not exist are skipped.
        public func watch(_ paths: WatchedPaths) {
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
            for tree in paths.trees {
                for folder in [tree] + Self.subfolders(of: tree) {
                    let watch = inotify_add_watch(descriptor, folder, mask | UInt32(IN_ONLYDIR))
                    if watch >= 0 { watches[watch] = (folder, nil) }
                }
            }
            for file in paths.files {
                let folder = PathText.folder(of: file).isEmpty ? "." : PathText.folder(of: file)
                let name = (file as NSString).lastPathComponent
                let watch = inotify_add_watch(descriptor, folder, mask | UInt32(IN_ONLYDIR))
                guard watch >= 0 else { continue }
                // One folder may be both a tree and a configuration file's folder: then everything in it counts.
                if let existing = watches[watch] {
                    watches[watch] = (folder, existing.names.map { $0.union([name]) })
                } else {
                    watches[watch] = (folder, [name])
                }
            }
        }

        /// Sleeps until a change that counts, then until the events stop for `quiet` seconds (at most `longest`), so
        /// one save is one run. Returns false when the events cannot be read any more.
        public func waitForChange(quiet: Double = 0.1, longest: Double = 0.5) -> Bool {
            while true {
                guard let counted = readEvents(timeout: -1) else { return false }
                if counted { break }
            }
            let deadline = Date().addingTimeInterval(longest)
            while Date() < deadline {
                guard let more = readEvents(timeout: Int32(quiet * 1000)) else { return false }
                if more == false { break }
            }
            return true
        }

        /// Reads what is pending, waiting up to `timeout` milliseconds (-1: forever) for something: nil on an error,
        /// false when nothing that counts happened.
        private func readEvents(timeout: Int32) -> Bool? {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready < 0 { return errno == EINTR ? false : nil }
            if ready == 0 { return false }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return errno == EINTR || errno == EAGAIN ? false : nil }
            var counted = false
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += header + length
                if mask & UInt32(IN_IGNORED) != 0 {
                    watches[watch] = nil
                    continue
                }
                guard let watched = watches[watch] else { continue }
                if let names = watched.names {
                    counted = counted || names.contains(name)
                } else {
                    counted =
                        counted || mask & UInt32(IN_ISDIR) != 0 || mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 || Self.counts(name)
                }
            }
            return counted
        }
    #elseif os(macOS)
        // kqueue on each watched folder (not compiled or tested on Linux CI): a folder's vnode reports writes to
        // its entries, which is what saving through a rename, creating and deleting do. In-place writes to a file
        // are not seen by its folder's vnode; FSEvents would see them, at the cost of more code.
        private let queue: Int32
        private var folders: [String: Int32] = [:]

        /// Opens a kqueue, or says why the system refused one.
        public static func open() throws(WatchUnavailable) -> FileEvents {
            let queue = kqueue()
            guard queue >= 0 else { throw WatchUnavailable(description: String(cString: strerror(errno))) }
            return FileEvents(queue: queue)
        }

        private init(queue: Int32) { self.queue = queue }

        deinit {
            folders.values.forEach { _ = close($0) }
            close(queue)
        }

        /// Watches `paths` and every subfolder of the trees.
        public func watch(_ paths: WatchedPaths) {
            let all = paths.trees.flatMap { [$0] + Self.subfolders(of: $0) } + paths.files.map { PathText.folder(of: $0) }
            for folder in all.map({ $0.isEmpty ? "." : $0 }) where folders[folder] == nil {
                let handle = Darwin.open(folder, O_EVTONLY)
                guard handle >= 0 else { continue }
                folders[folder] = handle
                var change = kevent(
                    ident: UInt(handle),
                    filter: Int16(EVFILT_VNODE),
                    flags: UInt16(EV_ADD | EV_CLEAR),
                    fflags: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME),
                    data: 0,
                    udata: nil
                )
                _ = kevent(queue, &change, 1, nil, 0, nil)
            }
        }

        /// Sleeps until a folder changes, then until events stop for `quiet` seconds (at most `longest`).
        public func waitForChange(quiet: Double = 0.1, longest: Double = 0.5) -> Bool {
            var event = kevent()
            guard kevent(queue, nil, 0, &event, 1, nil) >= 0 else { return false }
            let deadline = Date().addingTimeInterval(longest)
            var pause = timespec(tv_sec: 0, tv_nsec: Int(quiet * 1e9))
            while Date() < deadline, kevent(queue, nil, 0, &event, 1, &pause) > 0 {}
            return true
        }
    #else
        /// Other systems: watch mode is not available.
        public static func open() throws(WatchUnavailable) -> FileEvents {
            throw WatchUnavailable(description: "watch mode needs inotify (Linux) or kqueue (macOS)")
        }

        /// Nothing to watch with.
        public func watch(_ paths: WatchedPaths) {}

        /// Never waits.
        public func waitForChange(quiet: Double = 0.1, longest: Double = 0.5) -> Bool { false }
    #endif

    /// Every folder below `tree`, not following links.
    static func subfolders(of tree: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: tree) else { return [] }
        var folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                folders.append((tree as NSString).appendingPathComponent(relative))
            }
        }
        return folders
    }
}
