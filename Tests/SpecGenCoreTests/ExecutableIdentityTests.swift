import Foundation
import Testing

@testable import SpecGenCore

/// The run cache tells specgen builds apart by the executable's linker build id (or, without one, the file's inode,
/// size and modification time), never by reading the whole executable.
@Suite struct ExecutableIdentityTests {
    /// A minimal 64-bit little-endian ELF file: the header, one program header of type `type` over `notes`.
    static func elf(notes: [UInt8], type: UInt32 = 4) -> Data {
        func bytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        var header = [UInt8](repeating: 0, count: 64)
        header.replaceSubrange(0..<6, with: [0x7f, 0x45, 0x4c, 0x46, 2, 1])
        header.replaceSubrange(32..<40, with: bytes(UInt64(64)))
        header.replaceSubrange(54..<56, with: bytes(UInt16(56)))
        header.replaceSubrange(56..<58, with: bytes(UInt16(1)))
        var program = [UInt8](repeating: 0, count: 56)
        program.replaceSubrange(0..<4, with: bytes(type))
        program.replaceSubrange(8..<16, with: bytes(UInt64(120)))
        program.replaceSubrange(32..<40, with: bytes(UInt64(notes.count)))
        program.replaceSubrange(48..<56, with: bytes(UInt64(4)))
        return Data(header + program + notes)
    }

    /// A note: name size, descriptor size, type, the name padded to 4 bytes, the descriptor padded to 4 bytes.
    static func note(name: [UInt8], type: UInt32, descriptor: [UInt8]) -> [UInt8] {
        func bytes(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        func padded(_ part: [UInt8]) -> [UInt8] { part + [UInt8](repeating: 0, count: (4 - part.count % 4) % 4) }
        return bytes(UInt32(name.count)) + bytes(UInt32(descriptor.count)) + bytes(type) + padded(name) + padded(descriptor)
    }

    static let gnu: [UInt8] = [0x47, 0x4e, 0x55, 0]

    static func write(_ data: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-identity-\(UUID().uuidString)").path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theBuildIDNoteIsReadAfterOtherNotes() throws {
        let id: [UInt8] = [0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0x02, 0x03, 0x0a]
        let notes =
            Self.note(name: Self.gnu, type: 1, descriptor: [0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0])
            + Self.note(name: Self.gnu, type: 3, descriptor: id)
        let path = try Self.write(Self.elf(notes: notes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(ELFBuildID.of(path: path) == "deadbeef000102030a")
        #expect(ExecutableIdentity.of(path: path) == "elf-build-id-deadbeef000102030a")
    }

    @Test func withoutABuildIDTheFileItselfIsTheIdentity() throws {
        let cases: [Data] = [
            Self.elf(notes: Self.note(name: Self.gnu, type: 1, descriptor: [1, 2, 3, 4])),
            // Too short to tell builds apart, another owner's note, a note outside a note segment.
            Self.elf(notes: Self.note(name: Self.gnu, type: 3, descriptor: [1, 2, 3, 4])),
            Self.elf(notes: Self.note(name: [0x47, 0x4f, 0x00], type: 3, descriptor: Array(0..<20))),
            Self.elf(notes: Self.note(name: Self.gnu, type: 3, descriptor: Array(0..<20)), type: 1),
            // Truncated and damaged files never trap.
            Self.elf(notes: Array(Self.note(name: Self.gnu, type: 3, descriptor: Array(0..<20)).prefix(20))),
            Data([0x7f, 0x45, 0x4c, 0x46, 2, 1]),
            Data("#!/bin/sh\necho specgen\n".utf8),
        ]
        for data in cases {
            let path = try Self.write(data)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(ELFBuildID.of(path: path) == nil)
            #expect(ExecutableIdentity.of(path: path)?.hasPrefix("file-") == true)
        }
        #expect(ExecutableIdentity.of(path: "/nonexistent/specgen") == nil)
    }

    @Test func aRewrittenFileHasAnotherIdentity() throws {
        let path = try Self.write(Data("first build".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try #require(ExecutableIdentity.fileIdentity(path: path))
        #expect(ExecutableIdentity.fileIdentity(path: path) == first, "the same file reads the same")
        // The same size, another modification time: what a rebuild that writes in place leaves.
        try Data("other build".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        #expect(ExecutableIdentity.fileIdentity(path: path) != first)
    }

    #if os(Linux)
        @Test func swiftsLinuxToolchainLinksABuildID() {
            // What the README promises: a specgen build (like this test bundle) carries a build id, read without
            // reading the executable through.
            #expect(ExecutableIdentity.of(path: ExecutableIdentity.runningExecutablePath)?.hasPrefix("elf-build-id-") == true)
        }
    #endif
}
