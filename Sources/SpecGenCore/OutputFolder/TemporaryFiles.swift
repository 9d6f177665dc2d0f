import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files a write goes through: short names that fit any folder, a registry of the live ones,
/// and their removal when the process is interrupted.
public enum TemporaryFiles {
    /// Temporary names are `.sg-<10 characters>.tmp` (18 bytes) whatever the target is called, so a target name up
    /// to NAME_MAX still has a temporary name that fits. The characters are 5 random ones drawn once per process,
    /// then a counter: names never repeat within a process, and asking the kernel for randomness per file cost a
    /// `getrandom` call per character.
    static func newName() -> String {
        // The writer's threads draw names at once: one atomic step, no lock.
        let number = nextNumber.wrappingAdd(1, ordering: .relaxed).oldValue % counterLimit
        var digits = [Character](repeating: "0", count: 5)
        var rest = number
        for position in digits.indices.reversed() {
            digits[position] = alphabet[rest % alphabet.count]
            rest /= alphabet.count
        }
        return ".sg-" + processPrefix + String(digits) + ".tmp"
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    /// 36^5 names per prefix before the counter wraps.
    private static let counterLimit = 36 * 36 * 36 * 36 * 36
    private static let processPrefix: String = {
        var generator = SystemRandomNumberGenerator()
        return String((0..<5).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] })
    }()
    private static let nextNumber = Atomic<Int>(0)

    /// Whether `name` is a temporary file specgen left behind: this version's `.sg-*.tmp`, or the
    /// `.<target>.specgen-<pid>.tmp` of earlier versions.
    static func isLeftover(_ name: String) -> Bool {
        if name.hasPrefix(".sg-") && name.hasSuffix(".tmp") && name.utf8.count == 18 { return true }
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".specgen-", options: .backwards) else {
            return false
        }
        let digits = name[marker.upperBound...].dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// Installs SIGINT and SIGTERM handlers that remove the temporary files being written, then end the
    /// process as the signal would have. For the command line only: a library must not take signals over.
    public static func removeOnInterrupt() {
        _ = slots  // Allocate before any handler can run.
        for interrupt in [SIGINT, SIGTERM] {
            _ = signal(interrupt, removeLiveFilesAndResignal)
        }
    }

    /// Makes SIGINT and SIGTERM end the process with `status` once the temporary files are removed, instead of
    /// re-raising the signal: watch mode ends this way, since stopping is how watching normally ends. Call after
    /// `removeOnInterrupt`.
    public static func exitOnInterrupt(status: Int32) {
        exitStatus = status
    }

    /// The status `exitOnInterrupt` set, or -1 to re-raise; read by the signal handler.
    nonisolated(unsafe) static var exitStatus: Int32 = -1

    // Slots the signal handler can read without allocating or locking: each holds a flag, the folder's
    // descriptor and the NUL-terminated name. A full table only means a file is left for the next run's sweep.
    private static let slotCount = 64
    private static let slotSize = 32
    private static let nameOffset = 8
    private nonisolated(unsafe) static let slots: UnsafeMutableRawPointer = {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: slotCount * slotSize, alignment: 8)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: slotCount * slotSize)
        return memory
    }()
    /// Guards claiming and freeing slots: the writer's threads register files at once. (The signal handler reads
    /// the slots without it: a slot's flag is stored last.)
    private static let registry = Mutex(())

    /// Records a temporary file that exists until `forget` is called; returns its slot.
    static func register(folder: Int32, name: String) -> Int? {
        let bytes = Array(name.utf8)
        guard bytes.count < slotSize - nameOffset else { return nil }
        return registry.withLock { _ -> Int? in
            for slot in 0..<slotCount {
                let base = slots + slot * slotSize
                guard base.load(as: Int32.self) == 0 else { continue }
                base.storeBytes(of: folder, toByteOffset: 4, as: Int32.self)
                for (offset, byte) in bytes.enumerated() { base.storeBytes(of: byte, toByteOffset: nameOffset + offset, as: UInt8.self) }
                base.storeBytes(of: 0, toByteOffset: nameOffset + bytes.count, as: UInt8.self)
                base.storeBytes(of: 1, as: Int32.self)
                return slot
            }
            return nil
        }
    }

    /// Drops a slot once its file was renamed into place or removed.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        registry.withLock { _ in (slots + slot * slotSize).storeBytes(of: 0, as: Int32.self) }
    }

    /// Removes every registered file. Only async-signal-safe calls: it runs inside a signal handler.
    static func removeLiveFiles() {
        for slot in 0..<slotCount {
            let base = slots + slot * slotSize
            guard base.load(as: Int32.self) == 1 else { continue }
            _ = unlinkat(base.load(fromByteOffset: 4, as: Int32.self), (base + nameOffset).assumingMemoryBound(to: CChar.self), 0)
        }
    }
}

/// The SIGINT/SIGTERM handler: remove live temporary files, restore the default action and raise the
/// signal again, so the process ends with the status the signal gives (or, in watch mode, exit with the status
/// `exitOnInterrupt` set; the kernel releases the output folder's lock either way).
private func removeLiveFilesAndResignal(_ interrupt: Int32) {
    TemporaryFiles.removeLiveFiles()
    if TemporaryFiles.exitStatus >= 0 { _exit(TemporaryFiles.exitStatus) }
    _ = signal(interrupt, SIG_DFL)
    _ = raise(interrupt)
}
