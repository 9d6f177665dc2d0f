import Foundation
import TestSupport
import Testing

/// The run cache knows the specgen build by the executable's linker build id: the same build copied elsewhere reuses a
/// cache, a build whose id differs (any rebuilt binary) never does.
@Suite struct RebuiltExecutableTests {
    /// Where the GNU build-id descriptor starts in an ELF executable: after a note header with a 4-byte name, type 3
    /// (NT_GNU_BUILD_ID) and the name "GNU".
    static func buildIDOffset(in data: Data) -> Int? {
        let marker: [UInt8] = [3, 0, 0, 0, 0x47, 0x4e, 0x55, 0]
        guard let range = data.firstRange(of: marker), range.lowerBound >= data.startIndex + 8 else { return nil }
        let nameSize = data[range.lowerBound - 8..<range.lowerBound - 4]
        return nameSize.elementsEqual([4, 0, 0, 0]) ? range.upperBound : nil
    }

    @Test
    func aCopyOfTheSameBuildReusesTheCacheAndAnotherBuildDoesNot() throws {
        let original = try Data(contentsOf: CommandLineRunner.executable)
        guard let offset = Self.buildIDOffset(in: original) else {
            print("skipped: the specgen executable carries no GNU build id (not ELF); its file identity stands in")
            return
        }
        let project = try RunCacheTests.project()
        let folder = project.root.appendingPathComponent("builds")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func install(_ bytes: Data, as name: String) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try bytes.write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            return url
        }
        func reuses(_ executable: URL) throws -> Bool {
            let run = try BackgroundRun(["generate", "-v"], in: project.root, executable: executable)
            _ = run.finish()
            return run.stdout.contains(RunCacheTests.reused)
        }
        let copy = try install(original, as: "specgen-copy")
        var rebuilt = original
        rebuilt[offset] ^= 0xff
        let other = try install(rebuilt, as: "specgen-rebuilt")

        #expect(try !reuses(CommandLineRunner.executable))
        #expect(try reuses(copy), "the same build at another path, with another inode and time, is the same build")
        #expect(try !reuses(other), "a build with another build id never reuses the cache")
        #expect(try reuses(other))
        #expect(try !reuses(CommandLineRunner.executable))
    }
}
