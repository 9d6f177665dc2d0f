import Foundation
import TestSupport
import Testing

/// `check` reports each stale, missing or no-longer-produced generated file as an error at that file, in every
/// diagnostics format, beside the diff on standard output.
@Suite struct CheckStaleDiagnosticsTests {
    private func projectCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["specs", "generated"] {
            try FileManager.default.copyItem(
                at: CommandLineRunner.repositoryRoot.appendingPathComponent(folder),
                to: root.appendingPathComponent(folder)
            )
        }
        return root
    }

    @Test func aHandEditedGeneratedFileIsAnErrorAtItsFirstChangedLine() throws {
        let root = try projectCopy()
        let file = root.appendingPathComponent("generated/Swift/Snackbar.swift")
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let edited = try #require(lines.firstIndex { $0.contains("struct ") })
        lines[edited] += " // a hand edit"
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        let github = try CommandLineRunner.run(["check", "--diagnostics-format", "github"], in: root)
        #expect(github.status == 1)
        #expect(github.stdout.contains("--- a/generated/Swift/Snackbar.swift"))
        #expect(
            github.stderr.contains(
                "::error file=generated/Swift/Snackbar.swift,line=\(edited + 1),col=1,title=specgen SG402 stale::stale: this generated "
                    + "file differs from what the specs produce from line \(edited + 1) on; run `specgen generate`"
            ),
            "\(github.stderr)"
        )
        let text = try CommandLineRunner.run(["check"], in: root)
        #expect(text.stderr.contains("generated/Swift/Snackbar.swift:\(edited + 1):1: error: stale: "), "\(text.stderr)")
        let json = try CommandLineRunner.run(["check", "--diagnostics-format", "json"], in: root)
        let objects = try json.stderr.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let stale = objects.compactMap { $0 }.filter { $0["kind"] as? String == "stale" }
        #expect(stale.map { $0["file"] as? String } == ["generated/Swift/Snackbar.swift"])
        #expect(stale.first?["rule"] as? String == "SG402")
    }

    @Test func missingAndNoLongerProducedFilesAreErrorsAtThem() throws {
        let root = try projectCopy()
        try FileManager.default.removeItem(at: root.appendingPathComponent("generated/Swift/Toast.swift"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("specs/banner.md"))
        let result = try CommandLineRunner.run(["check", "--diagnostics-format", "github", "--no-cache"], in: root)
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(
            errors.contains {
                $0.hasPrefix("::error file=generated/Swift/Toast.swift,line=1,col=1,")
                    && $0.hasSuffix("this generated file is missing; run `specgen generate`")
            }
        )
        #expect(
            errors.contains {
                $0.hasPrefix("::error file=generated/Swift/Banner.swift,line=1,col=1,")
                    && $0.contains("no spec produces this generated file any more")
            }
        )
        #expect(errors.contains { $0.hasPrefix("::error file=generated/specgen-manifest.json,") })
        // Every file the diff shows has its error.
        let diffed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("--- a/") || $0.hasPrefix("+++ b/") }.map {
            $0.dropFirst(6)
        }
        for path in Set(diffed) {
            #expect(errors.contains { $0.hasPrefix("::error file=\(path),") }, "\(path) is only in the diff")
        }
    }

    @Test func aCleanTreeHasNoStaleErrors() throws {
        let result = try CommandLineRunner.run(["check", "--diagnostics-format", "github"], in: try projectCopy())
        #expect(result.status == 0)
        #expect(!result.stderr.contains("::error"))
    }
}
