import Foundation

/// Which specgen build is running: its version and its executable's identity (`ExecutableIdentity`: the linker's build
/// id, else the file's inode, size and modification time), so a cache recorded by another build (a new template
/// embedded, a parser fix) is never reused.
public enum BuildIdentity {
    /// The version the command line reports (`specgen --version`).
    public static let version = "0.1.0"

    /// `version+identity`, computed once per process and only when a cache is read or written. Tests stand for another
    /// build by adding `SPECGEN_TEST_BUILD_VARIANT` (which only ever adds to the identity, never replaces it).
    static let current: String = {
        let variant = ProcessInfo.processInfo.environment["SPECGEN_TEST_BUILD_VARIANT"].map { "+" + $0 } ?? ""
        // Without an identity the build cannot be told apart from another: a fresh value never matches a cache.
        let identity = ExecutableIdentity.of(path: ExecutableIdentity.runningExecutablePath) ?? "unknown-\(UUID().uuidString)"
        return "\(version)+\(identity)\(variant)"
    }()
}
