import Foundation
import TestSupport
import Testing

/// `check` compares against what the last `generate` was asked for (the manifest records its languages and outputs);
/// a flag asking for something else says so and compares only that; its one verdict agrees with its exit status.
@Suite struct CheckAgainstGenerateTests {
    private static let counter = "# Counter\n\nCounts.\n\n## API\n\n| Name | Type | Default |\n|---|---|---|\n| count | Int | 1 |\n"

    @Test func aPlainCheckAcceptsWhatGenerateWasAskedForOnItsCommandLine() throws {
        let project = try Project(["counter.md": Self.counter])
        let generate = try CommandLineRunner.run(["generate", "--languages", "swift,kotlin"], in: project.root)
        #expect(generate.status == 0, "\(generate.stderr)")
        let manifest = try String(contentsOf: project.output.appendingPathComponent("specgen-manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"languages\": [\n    \"kotlin\",\n    \"swift\"\n  ]"), "\(manifest)")
        #expect(!manifest.contains("\"outputs\""))
        let check = try CommandLineRunner.run(["check"], in: project.root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout == "generated is up to date with specs\n")
        #expect(!check.stderr.contains("stale"))
    }

    @Test func aManifestThatRecordsNoRequestIsCheckedAsBeforeAndTheNextGenerateRecordsIt() throws {
        let project = try Project(["counter.md": Self.counter])
        #expect(try CommandLineRunner.run(["generate"], in: project.root).status == 0)
        // What an earlier specgen wrote: no `languages`.
        let manifest = project.output.appendingPathComponent("specgen-manifest.json")
        let recorded = try String(contentsOf: manifest, encoding: .utf8)
        let earlier = recorded.replacingOccurrences(of: "  \"languages\": [\n    \"swift\"\n  ],\n", with: "")
        #expect(earlier != recorded)
        try Data(earlier.utf8).write(to: manifest)
        let check = try CommandLineRunner.run(["check"], in: project.root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(try CommandLineRunner.run(["generate"], in: project.root).status == 0)
        #expect(try String(contentsOf: manifest, encoding: .utf8) == recorded)
    }

    @Test func aFlagAskingForLessSaysSoAndAdvisesRemovingNothing() throws {
        let project = try Project(["counter.md": Self.counter])
        #expect(try CommandLineRunner.run(["generate", "--languages", "swift,kotlin"], in: project.root).status == 0)
        let check = try CommandLineRunner.run(["check", "--languages", "swift"], in: project.root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stderr.contains(
                "this check asks for languages swift, but the last `specgen generate` was asked for languages kotlin, swift"
            )
        )
        #expect(!check.stderr.contains("remove"))
        #expect(check.stdout == "generated is up to date with specs (compared for languages swift only)\n")
    }

    @Test func aFlagAskingForMoreNamesTheFlagsThatWriteIt() throws {
        let project = try Project(["counter.md": Self.counter])
        #expect(try CommandLineRunner.run(["generate"], in: project.root).status == 0)
        let check = try CommandLineRunner.run(["check", "--languages", "swift,kotlin"], in: project.root)
        #expect(check.status == 1)
        #expect(
            check.stderr.contains(
                "Kotlin/Models/Counter.kt:1:1: error: stale: this generated file is missing; run `specgen generate --languages kotlin,swift`"
            )
        )
        #expect(!check.stderr.contains("remove"))
    }

    @Test func aConfigurationThatDiffersFromTheLastGenerateIsNamed() throws {
        let project = try Project(["counter.md": Self.counter])
        #expect(try CommandLineRunner.run(["generate", "--languages", "swift,kotlin"], in: project.root).status == 0)
        try Data("languages: [swift]\n".utf8).write(to: project.root.appendingPathComponent("specgen.yml"))
        let check = try CommandLineRunner.run(["check"], in: project.root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stderr.contains(
                "warning: specgen.yml asks for languages swift, but the last `specgen generate` was asked for languages kotlin, swift"
            )
        )
    }

    @Test func aChangedSpecIsStillStaleUnderTheRecordedRequest() throws {
        let project = try Project(["counter.md": Self.counter])
        #expect(try CommandLineRunner.run(["generate", "--languages", "swift,kotlin"], in: project.root).status == 0)
        try project.set(["counter.md": Self.counter.replacingOccurrences(of: "| 1 |", with: "| 2 |")])
        let check = try CommandLineRunner.run(["check"], in: project.root)
        #expect(check.status == 1)
        #expect(check.stderr.contains("Kotlin/Models/Counter.kt"), "\(check.stderr)")
        #expect(check.stdout.hasSuffix("generated is stale: run `specgen generate` and commit the result\n"))
    }

    @Test func strictCheckOfSpecsWithInferencesHasOneVerdictThatFails() throws {
        // A unit written as a type is an inference: an error under --strict, so the check fails and says so once.
        let project = try Project(["counter.md": Self.counter])
        #expect(try CommandLineRunner.run(["generate"], in: project.root).status == 0)
        let lenient = try CommandLineRunner.run(["check"], in: project.root)
        #expect(lenient.status == 0)
        try project.set(["counter.md": Self.counter.replacingOccurrences(of: "| Int |", with: "| seconds |")])
        #expect(try CommandLineRunner.run(["generate"], in: project.root).status == 0)
        let strict = try CommandLineRunner.run(["check", "--strict"], in: project.root)
        #expect(strict.status == 1)
        #expect(!strict.stdout.contains("up to date"), "\(strict.stdout)")
        #expect(strict.stdout.split(separator: "\n").last.map { $0.contains("errors") || $0.contains("stale") } == true, "\(strict.stdout)")
    }
}
