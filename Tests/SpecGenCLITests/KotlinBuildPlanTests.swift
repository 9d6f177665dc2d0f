import Foundation
import TestSupport
import Testing

/// `build-plan` with Kotlin among the languages: the Kotlin commands come in addition to the Swift ones, which do not
/// change; every command says its file's language (the SwiftPM plugin declares the Swift ones only); and, with the
/// Kotlin toolchain, running every command of both targets writes the bytes `generate` writes, which compile in one
/// call and pass against the Kotlin reference implementation.
@Suite struct KotlinBuildPlanTests {
    /// The commands `build-plan` prints for `arguments` (after `build-plan`), run in `folder`.
    static func plan(_ arguments: [String], in folder: URL) throws -> [[String: Any]] {
        let run = try CommandLineRunner.run(["build-plan"] + arguments, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    }

    private static func outputs(_ commands: [[String: Any]]) -> [String] {
        commands.compactMap { ($0["outputs"] as? [String])?.first }
    }

    @Test func kotlinAddsCommandsOfItsOwnAndLeavesTheSwiftOnesAsTheyWere() throws {
        let project = try KotlinOutputTests.projectWithRepositorySpecs()
        let specs = ["specs/snackbar.md", "specs/toast.md"]
        for target in ["library", "tests"] {
            let swiftOnly = try Self.plan(["--target", target, "--output-directory", "/out"] + specs, in: project.root)
            let both = try Self.plan(
                ["--target", target, "--output-directory", "/out", "--languages", "swift,kotlin"] + specs,
                in: project.root
            )
            #expect(swiftOnly.allSatisfy { $0["language"] as? String == "swift" })
            let swiftOfBoth = both.filter { $0["language"] as? String == "swift" }
            // The conflict check is told the languages, so it compares the Kotlin files too; nothing else differs.
            let withoutLanguages = swiftOfBoth.map { command in
                var command = command
                command["arguments"] = (command["arguments"] as? [String])?.split(separator: "--languages").first.map(Array.init)
                return command as NSDictionary
            }
            #expect(withoutLanguages == swiftOnly.map { $0 as NSDictionary }, "\(target)")
            let kotlin = both.filter { $0["language"] as? String == "kotlin" }
            let expected =
                target == "library"
                ? ["/out/snackbar+Generated.kt", "/out/toast+Generated.kt", "/out/SpecgenContract+Generated.kt"]
                : ["/out/snackbar+ConformanceTest.kt", "/out/toast+ConformanceTest.kt", "/out/ConformanceSupport+Generated.kt"]
            #expect(Self.outputs(kotlin) == expected)
            let kinds = kotlin.compactMap { ($0["arguments"] as? [String])?.dropFirst().first }
            #expect(
                kinds
                    == (target == "library"
                        ? ["kotlin-models", "kotlin-models", "kotlin-contract"] : ["kotlin-suites", "kotlin-suites", "kotlin-support"])
            )
            // A component's command has exactly its documents as inputs; the file per target has none.
            #expect(kotlin.first?["inputs"] as? [String] == ["specs/snackbar.md"])
            #expect(kotlin.last?["inputs"] as? [String] == [])
        }
    }

    @Test func theConfigurationsLanguagesApplyAndTheFlagOverridesThem() throws {
        let project = try Project(["counter.md": "# Counter\n\n## API\n\n```kotlin\n@Composable\nfun Counter(count: Int = 1)\n```\n"])
        let configuration = project.root.appendingPathComponent("specgen.yml")
        try Data("languages: [swift, kotlin]\nkotlinPackage: com.example.ds\n".utf8).write(to: configuration)
        let fromFile = try Self.plan(
            ["--target", "library", "--output-directory", "/out", "--config", configuration.path, "specs/counter.md"],
            in: project.root
        )
        #expect(
            Self.outputs(fromFile) == [
                "/out/counter+Generated.swift", "/out/counter+Generated.kt", "/out/SpecConflictCheck+Generated.swift",
                "/out/SpecgenContract+Generated.kt",
            ]
        )
        let swiftOnly = try Self.plan(
            [
                "--target", "library", "--output-directory", "/out", "--config", configuration.path, "--languages", "swift",
                "specs/counter.md",
            ],
            in: project.root
        )
        #expect(Self.outputs(swiftOnly) == ["/out/counter+Generated.swift", "/out/SpecConflictCheck+Generated.swift"])
        let unknown = try CommandLineRunner.run(
            ["build-plan", "--target", "library", "--output-directory", "/out", "--languages", "java", "specs/counter.md"],
            in: project.root
        )
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Unknown language 'java'"), "\(unknown.stderr)")

        // The Kotlin model command reads the configuration's package, as `generate` does.
        let model = try #require(fromFile.first { $0["language"] as? String == "kotlin" })
        let run = try CommandLineRunner.run(
            try #require(model["arguments"] as? [String]).map { $0 == "/out/counter+Generated.kt" ? "counter.kt" : $0 },
            in: project.root
        )
        #expect(run.status == 0, "\(run.stderr)")
        let text = String(
            decoding: FileManager.default.contents(atPath: project.root.appendingPathComponent("counter.kt").path) ?? Data(),
            as: UTF8.self
        )
        #expect(text.contains("package com.example.ds\n") && text.contains("val count: Long = 1L,"), "\(text)")
    }

    @Test(.enabled(if: KotlinToolchain.isAvailable, Comment(rawValue: KotlinToolchain.absence)))
    func everyKotlinCommandWritesGeneratesBytesWhichCompileAndPassAgainstTheReference() throws {
        let project = try KotlinOutputTests.projectWithRepositorySpecs()
        let generate = try CommandLineRunner.run(
            ["generate", "--no-cache", "--quiet", "--languages", "swift,kotlin"],
            in: project.root
        )
        #expect(generate.status == 0, "\(generate.stderr)")
        let generated = Set(Project.files(in: project.output).filter { $0.key.hasPrefix("Kotlin/") }.values)
        #expect(generated.count > 4)
        let specs = try FileManager.default.contentsOfDirectory(atPath: project.specs.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { "specs/" + $0 }
        let out = project.root.appendingPathComponent("build")
        var written: Set<Data> = []
        for target in ["library", "tests"] {
            let directory = out.appendingPathComponent(target).path
            let commands = try Self.plan(
                ["--target", target, "--output-directory", directory, "--languages", "swift,kotlin"] + specs,
                in: project.root
            )
            for command in commands where command["language"] as? String == "kotlin" {
                let arguments = try #require(command["arguments"] as? [String])
                let run = try CommandLineRunner.run(arguments, in: project.root)
                #expect(run.status == 0, "\(arguments): \(run.stderr)")
                let file = try #require((command["outputs"] as? [String])?.first)
                let contents = try Data(contentsOf: URL(fileURLWithPath: file))
                // A component with nothing of a kind gets a comment alone, which `generate` does not write.
                if !String(decoding: contents, as: UTF8.self).hasSuffix(", which has nothing to generate here.\n") {
                    written.insert(contents)
                }
            }
        }
        #expect(written == generated, "build-plan's Kotlin files differ from generate's")

        let classes = project.root.appendingPathComponent("classes").path
        let compile = try CommandLineRunner.runTool(
            [KotlinToolchain.script, "compile", classes, KotlinOutputTests.referenceImplementation, out.path]
        )
        #expect(compile.status == 0, "\(compile.stdout)\(compile.stderr)")
        guard compile.status == 0 else { return }
        let junit = try CommandLineRunner.runTool(
            [KotlinToolchain.script, "junit", classes] + KotlinOutputTests.referenceTestClasses,
            in: CommandLineRunner.repositoryRoot
        )
        #expect(junit.status == 0 && junit.stdout.contains("OK ("), "\(junit.stdout)\(junit.stderr)")
    }
}
