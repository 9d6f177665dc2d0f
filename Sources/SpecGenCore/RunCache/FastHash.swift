import Foundation

/// A 128-bit hash of bytes, eight bytes at a time, for the cache's fingerprints: inputs and outputs (megabytes,
/// hashed on every cached run). It tells changed bytes from unchanged ones, not from an attacker.
enum FastHash {
    /// The hash as 32 hexadecimal digits.
    @_optimize(speed)
    static func of(_ data: Data) -> String {
        data.withUnsafeBytes { bytes in
            var first: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
            var second: UInt64 = 0xc2b2_ae3d_27d4_eb4f
            let words = bytes.count / 8
            for index in 0..<words {
                let word = bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                first = (first ^ word) &* 0x0000_0100_0000_01b3
                first ^= first >> 29
                second = (second &+ word) &* 0xff51_afd7_ed55_8ccd
                second ^= second >> 33
            }
            for index in (words * 8)..<bytes.count {
                let byte = UInt64(bytes[index])
                first = (first ^ byte) &* 0x0000_0100_0000_01b3
                second = (second &+ byte) &* 0xff51_afd7_ed55_8ccd
            }
            first ^= second >> 17
            second ^= first >> 23
            return hex(first) + hex(second)
        }
    }

    /// The hash of text.
    static func of(_ text: String) -> String { of(Data(text.utf8)) }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
