import Foundation

#if canImport(MachO)
    import MachO
#endif

/// Which executable file is running, told cheaply: the linker's identifier of the build when the executable carries one
/// (an ELF `NT_GNU_BUILD_ID` note, a Mach-O `LC_UUID`), both computed by the linker from what it linked, so a rebuilt
/// binary with any other byte has another; else the file's device, inode, size and modification time, which a rebuild
/// or a copy changes. Reading the whole executable (tens of megabytes) on every cached run cost more than the run.
enum ExecutableIdentity {
    /// The identity of the executable at `path`, or nil when the file cannot be read.
    static func of(path: String) -> String? {
        if let id = linkerIdentifier(path: path) { return id }
        return fileIdentity(path: path)
    }

    /// The running executable's linker identifier: image 0's `LC_UUID` on Apple platforms, the build-id note of the
    /// file at `path` (`/proc/self/exe`) elsewhere.
    static func linkerIdentifier(path: String) -> String? {
        #if canImport(Darwin)
            if path == runningExecutablePath, let uuid = machOUUID() { return "macho-uuid-" + uuid }
        #endif
        return ELFBuildID.of(path: path).map { "elf-build-id-" + $0 }
    }

    /// `file-DEVICE-INODE-SIZE-MTIME` (modification time in nanoseconds), or nil when the file cannot be read.
    static func fileIdentity(path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        #else
            let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        #endif
        return "file-\(status.st_dev)-\(status.st_ino)-\(status.st_size)-\(modified)"
    }

    /// The running executable: `/proc/self/exe` on Linux, else the first argument resolved against the current folder.
    static var runningExecutablePath: String {
        #if os(Linux)
            return "/proc/self/exe"
        #else
            return Bundle.main.executablePath ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        #endif
    }

    #if canImport(Darwin)
        /// The main image's `LC_UUID`, read from the loaded header (no file read): 32 hexadecimal digits.
        private static func machOUUID() -> String? {
            guard let header = _dyld_get_image_header(0) else { return nil }
            let base = UnsafeRawPointer(header)
            // mach_header_64: magic at 0, ncmds at 16; its load commands follow its 32 bytes.
            guard base.load(as: UInt32.self) == 0xfeed_facf else { return nil }
            let count = base.load(fromByteOffset: 16, as: UInt32.self)
            var command = base.advanced(by: 32)
            for _ in 0..<count {
                let kind = command.load(as: UInt32.self)
                let size = command.load(fromByteOffset: 4, as: UInt32.self)
                // LC_UUID (0x1b): cmd, cmdsize, then the 16 bytes of the UUID.
                if kind == 0x1b { return (8..<24).map { hexByte(command.load(fromByteOffset: $0, as: UInt8.self)) }.joined() }
                guard size >= 8 else { return nil }
                command = command.advanced(by: Int(size))
            }
            return nil
        }
    #endif

    static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }
}
