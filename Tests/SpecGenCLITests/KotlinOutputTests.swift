import Foundation
import TestSupport
import Testing

/// Kotlin output (`--languages swift,kotlin`): it adds files and changes no Swift or schema byte; the configuration
/// chooses it; and, with the Kotlin toolchain (scripts/kotlin-toolchain.sh), everything generated from specs/, the
/// seeds and the corpus compiles in one compiler call and the JUnit suites pass against the Kotlin reference
/// implementation while each mutant fails exactly its check.
@Suite struct KotlinOutputTests {
    /// A project holding a copy of the repository's specs.
    static func projectWithRepositorySpecs() throws -> Project {
        let project = try Project([:])
        let specs = CommandLineRunner.repositoryRoot.appendingPathComponent("specs")
        for name in try FileManager.default.contentsOfDirectory(atPath: specs.path) where name.hasSuffix(".md") {
            try FileManager.default.copyItem(at: specs.appendingPathComponent(name), to: project.specs.appendingPathComponent(name))
        }
        return project
    }

    /// The Kotlin reference implementation, which imports what specs/ generates in the default package.
    static let referenceImplementation = CommandLineRunner.repositoryRoot.appendingPathComponent("Examples/ReferenceComponentsKotlin").path

    /// Its JUnit classes: the generated suites run against it, and the mutants.
    static let referenceTestClasses = [
        "SnackbarReferenceTest", "SnackbarStackReferenceTest", "BannerReferenceTest", "ToastReferenceTest", "TooltipReferenceTest",
        "AccessibilityGuidelineReferenceTest", "MutationTest",
    ].map { "specgen.reference." + $0 }

    @Test func kotlinAddsFilesAndChangesNoSwiftOrSchemaByte() throws {
        let project = try Self.projectWithRepositorySpecs()
        let swiftOnly = try CommandLineRunner.run(["generate", "--no-cache", "--output", "swift-only"], in: project.root)
        let both = try CommandLineRunner.run(
            ["generate", "--no-cache", "--output", "both", "--languages", "swift,kotlin"],
            in: project.root
        )
        #expect(swiftOnly.status == 0 && both.status == 0, "\(swiftOnly.stderr)\(both.stderr)")
        let before = Project.files(in: project.root.appendingPathComponent("swift-only"))
        let after = Project.files(in: project.root.appendingPathComponent("both"))
        let kept = { (files: [String: Data]) in
            files.filter { !$0.key.hasPrefix("Kotlin/") && !$0.key.hasPrefix("specgen-") && !$0.key.hasPrefix(".specgen-") }
        }
        #expect(!kept(before).isEmpty)
        #expect(kept(before) == kept(after))
        let kotlin = after.keys.filter { $0.hasPrefix("Kotlin/") }.sorted()
        #expect(kotlin.contains("Kotlin/Models/SpecgenContract.kt") && kotlin.contains("Kotlin/Support/ConformanceSupport.kt"))
        #expect(kotlin.contains("Kotlin/Suites/SnackbarConformanceTest.kt"), "\(kotlin)")
        // The Compose function of specs/snackbar.md is Kotlin's model; its runtime parameters stay out, with the reason.
        let snackbar = try #require(after["Kotlin/Models/Snackbar.kt"].map { String(decoding: $0, as: UTF8.self) })
        #expect(snackbar.contains("@Serializable\n@JsonIgnoreUnknownKeys\ndata class"))
        #expect(snackbar.contains("val message: String,"))
        #expect(!snackbar.contains("val modifier") && snackbar.contains("- `modifier`: `Modifier` is a platform UI type."))
        // `emit` writes each Kotlin kind's file with the bytes `generate` writes.
        let emitted = [
            ("kotlin-models", "specs/snackbar.md", "Kotlin/Models/Snackbar.kt"),
            ("kotlin-contract", "specs/snackbar.md", "Kotlin/Models/SpecgenContract.kt"),
            ("kotlin-suites", "specs/toast.md", "Kotlin/Suites/ToastConformanceTest.kt"),
            ("kotlin-support", "specs/toast.md", "Kotlin/Support/ConformanceSupport.kt"),
        ]
        for (kind, spec, file) in emitted {
            let run = try CommandLineRunner.run(["emit", kind, spec, "--output", "emitted.kt"], in: project.root)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.contents(atPath: project.root.appendingPathComponent("emitted.kt").path) == after[file], "\(kind)")
        }
        // `check` knows the Kotlin files: an edited one is stale.
        let edited = project.root.appendingPathComponent("both/Kotlin/Models/Snackbar.kt")
        try Data((snackbar + "// edited\n").utf8).write(to: edited)
        let check = try CommandLineRunner.run(["check", "--no-cache", "--output", "both", "--languages", "swift,kotlin"], in: project.root)
        #expect(check.status != 0)
        #expect(check.stdout.contains("+++ b/both/Kotlin/Models/Snackbar.kt"), "\(check.stdout)")
    }

    @Test func theConfigurationChoosesTheLanguagesAndThePackage() throws {
        // A Compose function: a Kotlin API gives a Kotlin model (a Swift one would not).
        let project = try Project(["counter.md": "# Counter\n\n## API\n\n```kotlin\n@Composable\nfun Counter(count: Int = 1)\n```\n"])
        try Data("languages: [swift, kotlin]\nkotlinPackage: com.example.ds\n".utf8)
            .write(to: project.root.appendingPathComponent("specgen.yml"))
        let run = try CommandLineRunner.run(["generate", "--no-cache"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        let model = try #require(project.outputFiles["Kotlin/Models/Counter.kt"].map { String(decoding: $0, as: UTF8.self) })
        #expect(model.contains("package com.example.ds\n"))
        #expect(model.contains("val count: Long = 1L,"))

        try Data("languages: [swift, java]\nkotlinPackage: com.1example\n".utf8)
            .write(to: project.root.appendingPathComponent("specgen.yml"))
        let bad = try CommandLineRunner.run(["generate", "--no-cache"], in: project.root)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("specgen.yml:1:20: error: 'languages' must be one of swift, kotlin"), "\(bad.stderr)")
        #expect(bad.stderr.contains("specgen.yml:2:16: error: 'kotlinPackage' must be identifiers joined by dots"), "\(bad.stderr)")
    }

    @Test(.enabled(if: KotlinToolchain.isAvailable, Comment(rawValue: KotlinToolchain.absence)))
    func everythingGeneratedCompilesInOneCallAndTheSuitesPassAgainstTheReference() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-kotlin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var sources = [Self.referenceImplementation]
        var testClasses = Self.referenceTestClasses

        // specs/, in the package the reference implementation imports.
        let ours = try CommandLineRunner.run(
            ["generate", "--no-cache", "--quiet", "--output", work.appendingPathComponent("specs").path, "--languages", "swift,kotlin"]
        )
        #expect(ours.status == 0, "\(ours.stderr)")
        sources.append(work.appendingPathComponent("specs/Kotlin").path)

        // The five seeds together, and a probe of the Compose function's model in our own words.
        if SharedFolder.has("seeds") {
            let seeds = try SeedFolderTests.project()
            let run = try CommandLineRunner.run(
                ["generate", "--no-cache", "--quiet", "--languages", "swift,kotlin", "--kotlin-package", "seeds.components"],
                in: seeds.root
            )
            #expect(run.status == 0, "\(run.stderr)")
            sources.append(seeds.output.appendingPathComponent("Kotlin").path)
            sources.append(CommandLineRunner.repositoryRoot.appendingPathComponent("Tests/KotlinProbes/ComposeModelProbe.kt").path)
            testClasses.append("seeds.probe.ComposeModelProbe")
        } else {
            print(SharedFolder.absence("seeds") + "; the Kotlin compile test covers specs/ without them")
        }

        // The public corpus: every document generated together.
        if let corpus = SharedFolder.folder("corpus") {
            let output = work.appendingPathComponent("corpus")
            // A document the reader rejects makes no files; every file the others make must compile.
            _ = try CommandLineRunner.run([
                "generate", "--no-cache", "--quiet", "--specs", corpus.path, "--output", output.path, "--languages", "swift,kotlin",
                "--kotlin-package", "corpus.components",
            ])
            sources.append(output.appendingPathComponent("Kotlin").path)
        } else {
            print(SharedFolder.absence("corpus") + "; the Kotlin compile test covers specs/ without it")
        }

        let classes = work.appendingPathComponent("classes").path
        let compile = try CommandLineRunner.runTool([KotlinToolchain.script, "compile", classes] + sources)
        #expect(compile.status == 0, "\(compile.stdout)\(compile.stderr)")
        guard compile.status == 0 else { return }
        let junit = try CommandLineRunner.runTool(
            [KotlinToolchain.script, "junit", classes] + testClasses,
            in: CommandLineRunner.repositoryRoot
        )
        print(junit.stdout.split(separator: "\n").last { $0.hasPrefix("OK") || $0.hasPrefix("Tests run") }.map(String.init) ?? "")
        #expect(junit.status == 0, "\(junit.stdout)\(junit.stderr)")
        #expect(junit.stdout.contains("OK ("), "\(junit.stdout)")
    }
}

/// Whether scripts/kotlin-toolchain.sh finds a JDK, the Kotlin compiler and JUnit 4, and why not.
enum KotlinToolchain {
    static let script = CommandLineRunner.repositoryRoot.appendingPathComponent("scripts/kotlin-toolchain.sh").path

    private static let check: (available: Bool, reason: String) = {
        guard let run = try? CommandLineRunner.runTool([script, "check"]) else { return (false, "cannot run \(script)") }
        return (run.status == 0, run.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
    }()

    static var isAvailable: Bool { check.available }

    static var absence: String { "skipped: \(check.reason) (scripts/setup-debian.sh installs the Kotlin toolchain)" }
}
