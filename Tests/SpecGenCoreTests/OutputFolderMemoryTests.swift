import Foundation
import Testing

@testable import SpecGenCore

/// The output folder remembers, for one run, which folders it opened, found missing or created; these tests check
/// that what it remembers never makes it write to the wrong place or refuse a path it should reach.
@Suite struct OutputFolderMemoryTests {
    private func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-folder-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    private func opened(_ root: URL) throws -> OutputFolder {
        try #require(try OutputFolder.open(root.path, creating: false).get())
    }

    @Test func filesInFoldersTheRunCreatesLandInThem() throws {
        let root = try scratch()
        let folder = try opened(root)
        guard case .absent = folder.entry("A/B/one.txt") else {
            Issue.record("a path below a missing folder must be absent")
            return
        }
        #expect(folder.write(Data("1".utf8), to: "A/B/one.txt", permissions: nil) == nil)
        #expect(folder.write(Data("2".utf8), to: "A/B/two.txt", permissions: nil) == nil)
        #expect(folder.write(Data("3".utf8), to: "A/C/three.txt", permissions: nil) == nil)
        #expect(folder.contents("A/B/one.txt") == Data("1".utf8))
        #expect(folder.contents("A/B/two.txt") == Data("2".utf8))
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("A/C/three.txt").path) == Data("3".utf8))
        guard case .present(let status) = folder.entry("A/B/two.txt") else {
            Issue.record("a file just written must be present")
            return
        }
        #expect(status.kind == .file)
    }

    @Test func piecesWrittenAsOneFileFollowEachOtherWhole() throws {
        let root = try scratch()
        let folder = try opened(root)
        // The run cache is written in pieces so its megabytes are never joined in memory; the file is their join.
        #expect(folder.write([Data("first line\n".utf8), Data(), Data("rest\n".utf8)], to: "cache.jsonl", permissions: nil) == nil)
        #expect(folder.contents("cache.jsonl") == Data("first line\nrest\n".utf8))
        #expect(folder.write([Data("again".utf8)], to: "cache.jsonl", permissions: nil) == nil)
        #expect(folder.contents("cache.jsonl") == Data("again".utf8), "a rewrite replaces the whole file")
    }

    @Test func aFolderAnotherProgramMakesAfterItWasFoundMissingIsStillUsed() throws {
        let root = try scratch()
        let folder = try opened(root)
        guard case .absent = folder.entry("Late/file.txt") else {
            Issue.record("the folder does not exist yet")
            return
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Late"), withIntermediateDirectories: false)
        #expect(folder.write(Data("x".utf8), to: "Late/file.txt", permissions: nil) == nil)
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("Late/file.txt").path) == Data("x".utf8))
    }

    @Test func aLinkPutInPlaceOfAMissingFolderIsRefusedNotFollowed() throws {
        let root = try scratch()
        let outside = try scratch()
        let folder = try opened(root)
        guard case .absent = folder.entry("Swift/file.swift") else {
            Issue.record("the folder does not exist yet")
            return
        }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Swift").path,
            withDestinationPath: outside.path
        )
        let refusal = folder.write(Data("x".utf8), to: "Swift/file.swift", permissions: nil)
        #expect(refusal?.contains("symbolic link") == true, "\(refusal ?? "written")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func aFileInTheWayOfAFolderIsNamed() throws {
        let root = try scratch()
        try Data("not a folder".utf8).write(to: root.appendingPathComponent("Swift"))
        let folder = try opened(root)
        let refusal = folder.write(Data("x".utf8), to: "Swift/file.swift", permissions: nil)
        #expect(refusal?.contains("not a folder") == true, "\(refusal ?? "written")")
    }

    @Test func temporaryNamesDifferAndAreRecognisedAsLeftovers() {
        let names = (0..<2000).map { _ in TemporaryFiles.newName() }
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.utf8.count == 18 && TemporaryFiles.isLeftover($0) })
        // One process draws its random part once: the names share it and differ by the counter.
        #expect(Set(names.map { $0.dropFirst(4).prefix(5) }).count == 1)
        #expect(!TemporaryFiles.isLeftover("Counter.swift"))
    }
}
