import Foundation
import SpecGenCore
import Testing

/// `testResults:` and `symbolGraphs:` in `specgen.yml`: paths resolved against the file's folder, a single path or a
/// list, a platform named before `=`, and errors at their places for a wrong type or a path leaving the project.
@Suite struct ConfiguredInputsTests {
    /// A project folder with `specgen.yml` holding `text`, and the configuration read from it.
    private func read(_ text: String, files: [String] = []) throws -> (root: String, result: Result<Configuration, ConfigurationProblems>) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<testsuites/>".utf8).write(to: url)
        }
        let path = root.appendingPathComponent("specgen.yml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (root.path, ConfigurationReader.read(path))
    }

    @Test func pathsAreResolvedAgainstTheFileAndKeepTheirPlatform() throws {
        let (root, result) = try read(
            "testResults: [ios=results/ios.xml, results/android]\nsymbolGraphs: .build/graphs\n",
            files: ["results/android/b.xml", "results/android/a.xml", "results/android/notes.txt"]
        )
        defer { try? FileManager.default.removeItem(atPath: root) }
        let configuration = try result.get()
        #expect(configuration.testResults == ["ios=\(root)/results/ios.xml", "\(root)/results/android"])
        #expect(configuration.symbolGraphs == ["\(root)/.build/graphs"])
        // A folder stands for its XML files, in name order.
        #expect(
            configuration.testResultsFiles == [
                "ios=\(root)/results/ios.xml", "\(root)/results/android/a.xml", "\(root)/results/android/b.xml",
            ]
        )
    }

    @Test func aValueOfTheWrongTypeIsAnErrorAtItsPlace() throws {
        let (root, result) = try read("specs: specs\ntestResults: {ios: results.xml}\nsymbolGraphs: [[graphs]]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        guard case .failure(let problems) = result else {
            Issue.record("a mapping and a nested list were accepted")
            return
        }
        let places = problems.diagnostics.map { "\($0.location.line):\($0.location.column)" }
        #expect(places == ["2:14", "3:16"], "\(problems.diagnostics)")
        #expect(problems.diagnostics.allSatisfy { $0.location.file == "\(root)/specgen.yml" })
        #expect(problems.diagnostics.first?.message.contains("'testResults' must be a path or a list of paths") == true)
    }

    @Test func aPathLeavingTheProjectIsAnErrorAtItsPlace() throws {
        let (root, result) = try read("testResults:\n  - results.xml\n  - ../elsewhere/results.xml\nsymbolGraphs: [/etc]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        guard case .failure(let problems) = result else {
            Issue.record("paths outside the project were accepted")
            return
        }
        let found = problems.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("3:5 'testResults' entry '../elsewhere/results.xml' lies outside the project") == true, "\(found)")
        #expect(found.last?.hasPrefix("4:16 'symbolGraphs' entry '/etc' lies outside the project") == true, "\(found)")
    }

    @Test func aResultsFileLinkedOutOfTheProjectIsNotReadAndIsSaid() throws {
        let (root, result) = try read("testResults: results\n", files: ["results/a.xml"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-outside-\(UUID().uuidString).xml").path
        try Data("<testsuites/>".utf8).write(to: URL(fileURLWithPath: outside))
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: "\(root)/results/b.xml", withDestinationPath: outside)
        let listing = try result.get().testResultsListing
        #expect(listing.files == ["\(root)/results/a.xml"])
        #expect(listing.outside.count == 1)
        #expect(listing.outside.first?.hasPrefix("\(root)/results/b.xml: warning:") == true, "\(listing.outside)")
    }

    @Test func aLinkOutOfTheProjectIsAnError() throws {
        let (root, _) = try read("")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: "\(root)/graphs", withDestinationPath: "/tmp")
        let result = ConfigurationReader.parse("symbolGraphs: graphs\n", path: "\(root)/specgen.yml")
        guard case .failure(let problems) = result else {
            Issue.record("a link leading out of the project was accepted")
            return
        }
        #expect(problems.diagnostics.first?.message.contains("lies outside the project") == true)
    }
}
