import Foundation
import Testing

/// `.specgen-cache.jsonl`: a run with nothing changed prints and leaves exactly what a full run does, and anything
/// that could change the result (a spec, a template, a setting, the specgen build, a generated file, a damaged
/// cache) means a full run.
@Suite struct RunCacheTests {
    static let reused = "reused .specgen-cache.jsonl"

    /// A project with specs that generate, warn and fail, so the replayed diagnostics are not trivially empty.
    static func project() throws -> Project {
        var specs = ["counter.md": Project.counter, "badge.md": Project.badge, "empty.md": ""]
        specs["chip.md"] = "# Chip\n\n| Property | Type | Default |\n|---|---|---|\n| `badge` | `Emblem` | — |\n| `count` | `Int` | `1` |\n"
        return try Project(specs)
    }

    /// Runs specgen in the project with extra environment variables.
    static func run(_ arguments: [String], in project: Project, environment: [String: String] = [:]) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let run = try BackgroundRun(arguments, in: project.root, environment: environment)
        let ending = run.finish()
        return (ending.status, run.stdout, run.stderr)
    }

    /// The output folder without the cache itself.
    static func outputs(_ project: Project) -> [String: Data] {
        project.outputFiles.filter { $0.key != ".specgen-cache.jsonl" }
    }

    /// Whether a `--verbose` generate replays the cache.
    static func reuses(_ project: Project, _ extra: [String] = [], environment: [String: String] = [:]) throws -> Bool {
        try run(["generate", "-v"] + extra, in: project, environment: environment).stdout.contains(reused)
    }

    @Test func cachedAndFullRunsPrintAndLeaveTheSameForGenerateAndCheck() throws {
        let project = try Self.project()
        let first = try Self.run(["generate"], in: project)
        #expect(first.status == 1, "the empty spec fails the run")
        #expect(first.stderr.contains("specs/empty.md:1:1: error:") && first.stderr.contains("warning:"), "\(first.stderr)")
        #expect(project.outputFiles[".specgen-cache.jsonl"] != nil)
        let afterFull = Self.outputs(project)

        let cached = try Self.run(["generate"], in: project)
        let full = try Self.run(["generate", "--no-cache"], in: project)
        #expect(cached.status == full.status && cached.stdout == full.stdout && cached.stderr == full.stderr)
        #expect(cached.stdout.contains("0 written, 0 removed"))
        #expect(Self.outputs(project) == afterFull)
        #expect(try Self.reuses(project))
        #expect(try !Self.reuses(project, ["--no-cache"]))

        let cachedCheck = try Self.run(["check", "-v"], in: project)
        let fullCheck = try Self.run(["check", "-v", "--no-cache"], in: project)
        #expect(cachedCheck.stdout.contains(Self.reused) && !fullCheck.stdout.contains(Self.reused))
        #expect(cachedCheck.stdout.replacingOccurrences(of: GenerationRunReuse.line, with: "") == fullCheck.stdout)
        #expect(cachedCheck.stderr == fullCheck.stderr && cachedCheck.status == fullCheck.status)
    }

    @Test func anEditedSpecOrGeneratedFileMeansAFullRun() throws {
        let project = try Self.project()
        _ = try Self.run(["generate"], in: project)
        try Data(Project.counter.replacingOccurrences(of: "= 1", with: "= 5").utf8).write(
            to: project.specs.appendingPathComponent("counter.md")
        )
        #expect(try !Self.reuses(project))
        let model = project.output.appendingPathComponent("Swift/Counter.swift")
        #expect(try String(contentsOf: model, encoding: .utf8).contains("count: Int = 5"))

        // A hand edit to a generated file is repaired, as a full run repairs it.
        let good = try Data(contentsOf: model)
        try Data("// edited by hand\n".utf8).write(to: model)
        #expect(try !Self.reuses(project))
        #expect(try Data(contentsOf: model) == good)
        #expect(try Self.reuses(project))
    }

    @Test func aChangedTemplateSettingOrBuildMeansAFullRun() throws {
        let project = try Self.project()
        let templates = project.root.appendingPathComponent("templates")
        #expect(try Self.run(["templates", "export", "templates"], in: project).status == 0)
        _ = try Self.run(["generate", "--templates", "templates"], in: project)
        #expect(try Self.reuses(project, ["--templates", "templates"]))

        // A template edited.
        let names = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".mustache") }.sorted()
        let template = templates.appendingPathComponent(try #require(names.first))
        try (try Data(contentsOf: template) + Data("\n".utf8)).write(to: template)
        #expect(try !Self.reuses(project, ["--templates", "templates"]))
        #expect(try Self.reuses(project, ["--templates", "templates"]))

        // A setting: on the command line, then in specgen.yml (the ignore list included).
        #expect(try !Self.reuses(project, ["--templates", "templates", "--type-prefix", "DS"]))
        #expect(try Self.reuses(project, ["--templates", "templates", "--type-prefix", "DS"]))
        try Data("templates: templates\ntypePrefix: DS\n".utf8).write(to: project.root.appendingPathComponent("specgen.yml"))
        #expect(try !Self.reuses(project), "a configuration file now names the settings")
        #expect(try Self.reuses(project))
        try Data("templates: templates\ntypePrefix: DS\nignore: [some-statement-0000]\n".utf8).write(
            to: project.root.appendingPathComponent("specgen.yml")
        )
        let ignored = try Self.run(["generate"], in: project)
        #expect(ignored.stderr.contains("ignore entry 'some-statement-0000' matches no statement"), "\(ignored.stderr)")
        #expect(try Self.reuses(project))
        #expect(try Self.run(["generate"], in: project).stderr == ignored.stderr, "the replayed warning is the full run's")

        // The languages generated in: a cached Swift-only run must not stand in for one that adds Kotlin.
        #expect(try !Self.reuses(project, ["--languages", "swift,kotlin"]))
        #expect(try Self.reuses(project, ["--languages", "swift,kotlin"]))
        #expect(FileManager.default.fileExists(atPath: project.output.appendingPathComponent("Kotlin").path))

        // Another specgen build.
        #expect(try !Self.reuses(project, environment: ["SPECGEN_TEST_BUILD_VARIANT": "other"]))
        #expect(try Self.reuses(project, environment: ["SPECGEN_TEST_BUILD_VARIANT": "other"]))
        #expect(try !Self.reuses(project))
    }

    @Test(arguments: ["not json", "{\"version\": 1}", ""])
    func aCorruptCacheMeansAFullRunAndIsReplaced(_ damage: String) throws {
        let project = try Self.project()
        let expected = try Self.run(["generate"], in: project)
        let files = Self.outputs(project)
        try Data(damage.utf8).write(to: project.output.appendingPathComponent(".specgen-cache.jsonl"))
        let run = try Self.run(["generate", "-v"], in: project)
        #expect(!run.stdout.contains(Self.reused))
        #expect(run.stderr == expected.stderr && run.status == expected.status)
        #expect(Self.outputs(project) == files)
        #expect(try Self.reuses(project), "the full run records a valid cache again")
    }
}

/// The line `--verbose` adds when a run was replayed.
enum GenerationRunReuse {
    static let line = "reused .specgen-cache.jsonl: no spec, template, setting, specgen build or generated file changed\n"
}
