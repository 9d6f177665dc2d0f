import Foundation
import TestSupport
import Testing

@Suite struct DumpCommandTests {
    @Test func dumpsTheProjectSpecsAsASortedJSONArray() throws {
        let output = try CommandLineRunner.run(["dump", "specs/snackbar.md", "specs/banner.md", "specs/snackbar-stack.md"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(json.compactMap { $0["source"] as? String } == ["specs/banner.md", "specs/snackbar-stack.md", "specs/snackbar.md"])
    }

    @Test func aSpecWithErrorsExitsOneAndSaysWhere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("No title here.\n\n## API\n\n```swift\ninit(a: Int\n```\n".utf8).write(to: directory.appendingPathComponent("bad.md"))
        let tolerant = try CommandLineRunner.run(["dump", "bad.md"], in: directory)
        #expect(tolerant.status == 0)
        #expect(
            tolerant.stderr == """
                bad.md:1:1: warning: the spec has no title; it is named 'Bad' after its file (start it with a '# Name' heading or a front matter 'title:')
                bad.md:6:5: warning: unbalanced brackets: '(' has no partner; the declaration is not read

                """
        )
        let output = try CommandLineRunner.run(["dump", "bad.md", "--strict"], in: directory)
        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "bad.md:6:5: error: unbalanced brackets: '(' has no partner; the declaration is not read (--strict: write it as a Swift or Kotlin declaration"
            )
        )
        #expect(output.stdout.hasPrefix("["))
    }

    @Test func warningsAloneExitZero() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("# X\n\n| Name | Type |\n|---|---|\n| a | Int | extra |\n".utf8).write(to: directory.appendingPathComponent("warn.md"))
        let output = try CommandLineRunner.run(["dump", "warn.md"], in: directory)
        #expect(output.status == 0)
        #expect(output.stderr.contains("warn.md:5:1: warning: table row has 1 more cell than the header"))
    }

    @Test func aMissingFileIsAnErrorNotACrash() throws {
        let output = try CommandLineRunner.run(["dump", "specs/nope.md"])
        #expect(output.status == 1)
        #expect(output.stderr == "specs/nope.md:1:1: error: no such spec file\n")
    }

    @Test(arguments: [["dump"], ["dump", "--bogus", "x.md"], ["frobnicate"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let output = try CommandLineRunner.run(arguments)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(!output.stderr.isEmpty)
    }

    @Test func helpDocumentsTheExitCodes() throws {
        let output = try CommandLineRunner.run(["dump", "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Exit codes: 0 no errors"))
    }
}
