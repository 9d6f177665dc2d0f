import Foundation
import Testing

@testable import SpecGenCore

/// A file is read straight into bytes of the size `fstat` gives; what is read must be the file whatever its size.
@Suite struct FolderHandleReadTests {
    @Test(arguments: [0, 1, 4095, 70_000])
    func aFileIsReadWhole(size: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 * 7 + 1) })
        try bytes.write(to: root.appendingPathComponent("file.bin"))
        let folder = try FolderHandle.open(path: root.path).get()
        #expect(try folder.readFile("file.bin").get() == bytes)
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-read-\(UUID().uuidString).md")
        try Data(repeating: 0x61, count: SpecFileReader.maximumSize + 1).write(to: path)
        guard case .failure(let error) = SpecFileReader.read(path.path) else {
            Issue.record("a spec over the limit must be refused")
            return
        }
        #expect(error.message.contains("limited to"))
    }
}
