import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Musl)
    import Musl
    private let systemRead = Musl.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

extension FileHandle {
    /// Everything left to read, retrying a read a signal interrupted. Foundation's `readDataToEndOfFile()` traps on
    /// `EINTR`, which a busy test process (child processes ending, many threads) does meet now and then.
    public func drainToEnd() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}
