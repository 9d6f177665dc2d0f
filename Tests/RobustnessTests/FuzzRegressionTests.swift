import Foundation
import SpecFuzzing
import Testing

/// Every input a fuzzer ever crashed on, replayed through its target: the files of `FuzzRegressions` through the
/// markdown target, those of `FuzzRegressions/<target>` through that target. A target traps on a broken invariant,
/// so a regression fails the test run.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

    /// Each regression input with the target it crashed: `markdown/name` for the top folder's, `target/name` else.
    static let inputs: [String] = FuzzTarget.allCases.flatMap { target in
        let folder = target == .markdown ? Self.folder : Self.folder.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        .sorted().map { "\(target.rawValue)/\($0)" }
    }

    @Test func thereAreRegressionInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test func everyRegressionFolderNamesATarget() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        for entry in entries {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(entry).path, isDirectory: &isFolder)
            if isFolder.boolValue { #expect(FuzzTarget(rawValue: entry) != nil, "FuzzRegressions/\(entry) names no fuzz target") }
        }
    }

    @Test(arguments: inputs)
    func replays(_ input: String) throws {
        let parts = input.split(separator: "/", maxSplits: 1).map(String.init)
        let target = try #require(FuzzTarget(rawValue: parts[0]))
        let file = target == .markdown ? Self.folder.appendingPathComponent(parts[1]) : Self.folder.appendingPathComponent(input)
        target.run(Array(try Data(contentsOf: file)))
    }
}
