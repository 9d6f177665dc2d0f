#if canImport(Glibc)
    import Glibc
#endif

/// How `generate` asks the C allocator to give memory back. A streaming run frees each component's documents, IR
/// and plan while later components are read and rendered; glibc raises its threshold for serving blocks from the
/// operating system each time such a large block is freed, so later large blocks come from the heap and fragment it,
/// and the freed memory is not returned. Fixed thresholds keep peak memory near what the run holds (10,000 specs:
/// about 230 → 190 MB). Other C libraries are left as they are.
enum AllocatorTuning {
    /// Fixes glibc's thresholds for the rest of the process (idempotent).
    static func forStreamingRun() {
        #if canImport(Glibc)
            // <malloc.h> is not part of the Glibc module: `mallopt` is looked up by name (RTLD_DEFAULT is null).
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(mmapThreshold, 128 * 1024)
            _ = mallopt(trimThreshold, 128 * 1024)
        #endif
    }

    /// `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` of <malloc.h>.
    private static let (mmapThreshold, trimThreshold): (Int32, Int32) = (-3, -1)
}
