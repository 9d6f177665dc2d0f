import Foundation
import TestSupport
import Testing

/// `specgen.yml`: found and read, every problem located, flags on top, and its published schema.
@Suite struct ConfigurationTests {
    /// A project folder holding a copy of our banner spec.
    private func project(config: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandLineRunner.repositoryRoot.appendingPathComponent("specs/banner.md"),
            to: root.appendingPathComponent("docs/banner.md")
        )
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent("specgen.yml")) }
        return root
    }

    private func text(_ root: URL, _ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func accessModifierAndPrefixComeFromTheFile() throws {
        let root = try project(config: "specs: docs\noutput: out\naccessModifier: internal\ntypePrefix: DS\n")
        let result = try CommandLineRunner.run(["generate"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try text(root, "out/Swift/DSBanner.swift")
        #expect(!swift.contains("public "))
        #expect(swift.contains("\nnonisolated\nstruct DSBannerMessageConfiguration: Sendable, Codable, Hashable {"))
        #expect(swift.contains("\nnonisolated enum DSBannerBehavior {") || swift.contains("\nnonisolated enum DSBannerVariant"))
        #expect(try text(root, "out/Tests/DSBannerConformanceTests.swift").contains("protocol DSBannerConformanceHarness"))
        // The schema keeps the neutral name: it is the cross-platform contract.
        #expect(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("out/Schemas/BannerMessageConfiguration.schema.json").path)
        )
    }

    @Test func flagsOverrideTheFile() throws {
        let root = try project(config: "specs: docs\noutput: out\naccessModifier: internal\noutputs: [schemas]\n")
        let result = try CommandLineRunner.run(["generate", "--access-modifier", "package", "--outputs", "models"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try text(root, "out/Swift/Banner.swift").contains("\nnonisolated\npackage struct BannerMessageConfiguration"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/Schemas").path))
    }

    @Test func aMisspeltKeyAndABadValueAreErrorsAtTheirPlaces() throws {
        let root = try project(config: "specs: docs\nacessModifier: internal\nconformance:\n  isolation: sideways\n")
        let result = try CommandLineRunner.run(["generate"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "specgen.yml:2:1: error: unknown key 'acessModifier' in specgen.yml; did you mean 'accessModifier'?"
            )
        )
        #expect(result.stderr.contains("specgen.yml:4:14: error: 'conformance.isolation' must be one of mainActor, nonisolated"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("generated").path))
    }

    @Test func strictFromTheFileReachesTheBuildPluginsCommands() throws {
        let root = try project(config: "strict: true\n")
        let spec = "# Pill\n\n## Props\n\n| Prop | Type | Default |\n|---|---|---|\n| tone | `'calm' \\| 'loud'` | `'calm'` |\n"
        try Data(spec.utf8).write(to: root.appendingPathComponent("docs/pill.md"))
        let arguments = ["docs/pill.md", "--output", "pill.swift", "--config", "specgen.yml"]
        let emit = try CommandLineRunner.run(["emit", "models"] + arguments, in: root)
        #expect(emit.status == 1)
        #expect(emit.stderr.contains("docs/pill.md:7:2: error: read enumeration 'PillTone'"), "\(emit.stderr)")
        let lenient = try CommandLineRunner.run(["emit", "models", "docs/pill.md", "--output", "pill.swift"], in: root)
        #expect(lenient.status == 0, "\(lenient.stderr)")
    }

    @Test func yamlThatDoesNotParseIsLocated() throws {
        let root = try project(config: "specs: [docs\n")
        let result = try CommandLineRunner.run(["check"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("specgen.yml:2:1: error: the configuration is not valid YAML"))
    }

    @Test func initWritesAStarterThatSpecgenAcceptsAndNeverOverwrites() throws {
        let root = try project(config: nil)
        #expect(try CommandLineRunner.run(["init"], in: root).status == 0)
        #expect(try text(root, "specgen.yml").contains("accessModifier: public"))
        let again = try CommandLineRunner.run(["init"], in: root)
        #expect(again.status == 1)
        #expect(again.stderr.contains("specgen.yml:1:1: error: the file exists"))
        let generate = try CommandLineRunner.run(["generate", "--specs", "docs"], in: root)
        #expect(generate.status == 0, "\(generate.stderr)")
    }

    @Test func initWritesTheLanguagesAndLeavesTheOutputsToThem() throws {
        let root = try project(config: nil)
        #expect(try CommandLineRunner.run(["init", "--languages", "swift,kotlin"], in: root).status == 0)
        let starter = try text(root, "specgen.yml")
        #expect(starter.contains("\nlanguages: [swift, kotlin]\n"))
        #expect(starter.contains("\n# outputs: [models, schemas, samples, suites, support, kotlin-models,"))
        #expect(!starter.contains("\noutputs:"))
        let generate = try CommandLineRunner.run(["generate", "--specs", "docs"], in: root)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("generated/Kotlin").path))
        let check = try CommandLineRunner.run(["check", "--specs", "docs"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let unknown = try CommandLineRunner.run(["init", "--force", "--languages", "swift,cobol"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Unknown language 'cobol'"))
    }

    @Test func theSchemaValidatesTheStarterAndTheReadmeExample() throws {
        let root = try project(config: nil)
        #expect(try CommandLineRunner.run(["init"], in: root).status == 0)
        let readme = try String(contentsOf: CommandLineRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try #require(readme.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        try Data(example.utf8).write(to: root.appendingPathComponent("example.yml"))
        let script = """
            import json, sys, yaml
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            for path in sys.argv[2:]:
                validator.validate(yaml.safe_load(open(path)) or {})
            bad = {"accessModifer": "internal"}
            assert not validator.is_valid(bad), "a misspelt key must not validate"
            print("valid")
            """
        let validation = try CommandLineRunner.runTool([
            "python3", "-c", script, CommandLineRunner.repositoryRoot.appendingPathComponent("docs/specgen-config.schema.json").path,
            root.appendingPathComponent("specgen.yml").path, root.appendingPathComponent("example.yml").path,
        ])
        #expect(validation.status == 0)
        #expect(validation.stdout == "valid\n")
        // And specgen accepts the README's example too.
        let generate = try CommandLineRunner.run(["check", "--config", "example.yml"], in: root)
        #expect(!generate.stderr.contains("specgen.yml"), "\(generate.stderr)")
        #expect(!generate.stderr.contains("example.yml:"), "\(generate.stderr)")
    }
}

/// `specgen templates`: the built-ins exported are the built-ins.
@Suite struct TemplatesCommandTests {
    @Test func exportedTemplatesRegenerateIdenticalBytes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-export-\(UUID().uuidString)")
        let export = try CommandLineRunner.run(["templates", "export", root.appendingPathComponent("templates").path])
        #expect(export.status == 0, "\(export.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("templates").path).sorted()
        #expect(
            names == [
                "CodableStruct.mustache", "ConformanceSuite.mustache", "ConformanceSupport.mustache", "Header.mustache",
                "KotlinContract.mustache", "KotlinHeader.mustache", "KotlinModel.mustache", "KotlinSuite.mustache",
                "KotlinSupport.mustache", "ModelSamples.mustache", "SwiftModel.mustache",
            ]
        )
        let out = root.appendingPathComponent("out")
        let generate = try CommandLineRunner.run([
            "generate", "--templates", root.appendingPathComponent("templates").path, "--output", out.path,
        ])
        #expect(generate.status == 0, "\(generate.stderr)")
        let committed = CommandLineRunner.repositoryRoot.appendingPathComponent("generated")
        let files = FileManager.default.enumerator(atPath: committed.path)?.compactMap { $0 as? String } ?? []
        // An earlier version's run cache (git-ignored) may still sit in this checkout's generated/ until its next generate.
        for file in files where (file.hasSuffix(".swift") || file.hasSuffix(".json")) && file != "specgen-cache.json" {
            #expect(
                FileManager.default.contents(atPath: out.appendingPathComponent(file).path)
                    == FileManager.default.contents(atPath: committed.appendingPathComponent(file).path),
                "\(file) differs"
            )
        }
        #expect(try CommandLineRunner.run(["templates", "export", root.appendingPathComponent("templates").path]).status == 1)
    }

    @Test func aMissingTemplatesFolderIsAUsageErrorAndAStrayFileAWarning() throws {
        #expect(try CommandLineRunner.run(["check", "--templates", "/nonexistent/templates"]).status == 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-stray-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{{% CONTENT_TYPE: TEXT}}\n".utf8).write(to: folder.appendingPathComponent("SwiftModels.mustache"))
        let result = try CommandLineRunner.run(["check", "--templates", folder.path])
        #expect(result.stderr.contains("SwiftModels.mustache:1:1: warning: 'SwiftModels.mustache' names no template"))
        #expect(result.status == 0, "\(result.stderr)")
    }
}
