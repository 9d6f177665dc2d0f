import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rendered files waiting for the writer, kept in one scratch file rather than in memory, so what a `generate` holds
/// does not grow with what it writes: each component's files are appended as it is rendered, and the writer reads each
/// back when it compares or writes it. The file has no name (it is unlinked as soon as it is made, in the temporary
/// folder, never in the output folder), so it disappears with the process, however the process ends.
final class RenderedFileStore: @unchecked Sendable {
    /// Where one file's bytes are.
    struct Slot: Sendable {
        /// The offset of its first byte.
        var offset: Int64
        /// Its length in bytes.
        var count: Int
    }

    private let descriptor: Int32
    /// Guards `end`: components append from their own tasks.
    private let lock = NSLock()
    private var end: Int64 = 0

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// A new store in the temporary folder; nil when no scratch file can be made (the run then keeps files in memory).
    static func make() -> RenderedFileStore? {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("specgen-rendered-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { return nil }
        _ = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { unlink($0) } }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return RenderedFileStore(descriptor: descriptor)
    }

    /// Appends `data`; nil when it could not be written (the caller keeps it in memory).
    func append(_ data: Data) -> Slot? {
        lock.lock()
        let offset = end
        end += Int64(data.count)
        lock.unlock()
        let (written, failure) = data.withUnsafeBytes { bytes in
            WholeTransfer.run(bytes.count) { done in
                pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset) + off_t(done))
            }
        }
        return failure == nil && written == data.count ? Slot(offset: offset, count: data.count) : nil
    }

    /// The bytes at `slot`; nil when they cannot be read back.
    func read(_ slot: Slot) -> Data? {
        var data = Data(count: slot.count)
        let (filled, failure) = data.withUnsafeMutableBytes { bytes in
            WholeTransfer.run(bytes.count) { done in
                pread(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(slot.offset) + off_t(done))
            }
        }
        return failure == nil && filled == slot.count ? data : nil
    }
}
