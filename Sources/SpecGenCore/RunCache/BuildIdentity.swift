import Foundation

/// Which specgen build is running: its version and a hash of its executable's bytes, so a cache recorded by another
/// build (a new template embedded, a parser fix) is never reused.
public enum BuildIdentity {
    /// The version the command line reports (`specgen --version`).
    public static let version = "0.1.0"

    /// `version+hash`, computed once per process and only when a cache is read or written. Tests stand for another
    /// build by adding `SPECGEN_TEST_BUILD_VARIANT` (which only ever adds to the identity, never replaces it).
    static let current: String = {
        let variant = ProcessInfo.processInfo.environment["SPECGEN_TEST_BUILD_VARIANT"].map { "+" + $0 } ?? ""
        // Read a megabyte at a time, so the run's memory does not grow by the executable's size.
        guard let file = FileHandle(forReadingAtPath: executablePath) else {
            // Without its bytes the build cannot be told apart from another: a fresh value never matches a cache.
            return "\(version)+unknown-\(UUID().uuidString)"
        }
        defer { try? file.close() }
        var chunks: [String] = []
        while let chunk = try? file.read(upToCount: 1 << 20), !chunk.isEmpty { chunks.append(FastHash.of(chunk)) }
        return "\(version)+\(FastHash.of(chunks.joined(separator: ",")))\(variant)"
    }()

    /// The running executable: `/proc/self/exe` on Linux, else the first argument resolved against the current folder.
    private static var executablePath: String {
        #if os(Linux)
            return "/proc/self/exe"
        #else
            return Bundle.main.executablePath ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        #endif
    }
}
