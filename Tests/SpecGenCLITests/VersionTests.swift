import Foundation
import TestSupport
import Testing

/// `specgen --version` prints the one version specgen carries: what the artifact bundle's info.json takes from it,
/// and what SARIF logs name as the tool's.
@Suite struct VersionTests {
    @Test func versionIsOneSemanticVersionAndSARIFNamesTheSame() throws {
        let printed = try CommandLineRunner.run(["--version"])
        #expect(printed.status == 0 && printed.stderr.isEmpty, "\(printed.stderr)")
        let version = printed.stdout.trimmingCharacters(in: .newlines)
        #expect(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?/) != nil, "'\(version)' is not a version")

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-version-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("# Tag\n\nA small label.\n".utf8).write(to: root.appendingPathComponent("tag.md"))
        let dumped = try CommandLineRunner.run(["dump", "tag.md", "--diagnostics-format", "sarif"], in: root)
        let log = try JSONSerialization.jsonObject(with: Data(dumped.stderr.utf8)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let driver = (runs?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String == version, "SARIF names \(String(describing: driver?["version"]))")
    }
}
