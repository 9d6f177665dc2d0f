/// A short fingerprint of file contents (64-bit FNV-1a), so the journal can later recognise the bytes it
/// was about to write. It tells specgen's own output from an accident, not from an attacker; anyone who
/// can write the output folder can already edit the manifest.
enum ContentFingerprint {
    /// The fingerprint as 16 hexadecimal digits.
    static func of(_ bytes: some Sequence<UInt8>) -> String {
        // Contiguous bytes (Data, arrays) are folded through a buffer: Data's own iterator is not inlined across
        // modules and cost a call per byte of every file written.
        let hash = bytes.withContiguousStorageIfAvailable { fold($0) } ?? fold(bytes)
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func fold(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
