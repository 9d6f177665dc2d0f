import Foundation
import TestSupport
import Testing

/// A `generate` or `check` after some specs changed reads, plans and renders only their components and takes the
/// others from `.specgen-cache.jsonl`, and prints and leaves exactly what a full run (`--no-cache`) does; whatever the
/// cache cannot prove (a guideline edited, a reused component's file edited by hand, a damaged cache) is a full run.
@Suite struct ComponentReuseTests {
    /// How an edit is expected to be run.
    enum Expected: Equatable {
        /// Reusing this many of this many components.
        case reuse(Int, of: Int)
        /// A full run.
        case fullRun
    }

    /// A spec with a model of two fields, whose samples change when a field is added.
    static let meter = "# Meter\n\n## API\n\n```swift\ninit(level: Int = 1, label: String)\n```\n"

    /// Eight components: one of two documents, a guideline and the component it contradicts, two that generate the
    /// same file, and a statement `specgen.yml` ignores (plus an entry that matches nothing).
    static func project() throws -> Project {
        let project = try Project([
            "pebble.md": ComponentDocumentsTests.reference,
            "pebble-usage.md": ComponentDocumentsTests.guideline,
            "notice.md": "# Notice\n\n## Behaviors\n\n- A notice closes itself after 3 seconds.\n",
            "rules.md": "---\napplies-to: [notice]\n---\n\n# House rules\n\n## Behaviors\n\n- It must not be dismissed automatically.\n",
            "result.md": "# Result\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n",
            "result-type.md": "# Result Type\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n",
            "meter.md": meter,
            "badge.md": Project.badge,
            "chip.md": "# Chip\n\n| Property | Type | Default |\n|---|---|---|\n| `tint` | `Colour` | — |\n| `count` | `Int` | `1` |\n",
        ])
        let dump = try CommandLineRunner.run(["dump", "specs/pebble.md", "specs/pebble-usage.md"], in: project.root)
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [[String: Any]])
        let statements = documents.flatMap { ($0["behaviors"] as? [[String: Any]]) ?? [] }
        let swipe = try #require(statements.first { ($0["text"] as? String)?.hasPrefix("Swiping") == true }?["id"] as? String)
        try Data("ignore: [\(swipe), no-such-statement-00000000]\n".utf8).write(to: project.root.appendingPathComponent("specgen.yml"))
        let first = try RunCacheTests.run(["generate"], in: project)
        #expect(first.status == 1, "the conflict fails the run")
        for expected in [
            "specs/result.md:1:1: error: this spec and specs/result-type.md both generate 'Swift/ResultType.swift'",
            "specs/notice.md:5:3: warning: Notice dismisses itself after 3 s",
            "warning: ignore entry 'no-such-statement-00000000' matches no statement",
            "warning: the component's documents disagree",
        ] {
            #expect(first.stderr.contains(expected), "\(first.stderr)")
        }
        #expect(!first.stderr.contains("ignore entry '\(swipe)'"))
        return project
    }

    /// A copy of `project` (specs, settings, output folder and cache) in a folder of its own.
    static func copy(of project: Project) throws -> Project {
        let copy = try Project([:])
        try FileManager.default.removeItem(at: copy.root)
        try FileManager.default.copyItem(at: project.root, to: copy.root)
        return copy
    }

    /// Writes `text` to the spec `name` (nil removes it).
    static func write(_ text: String?, to name: String, in project: Project) throws {
        let url = project.specs.appendingPathComponent(name)
        if let text { try Data(text.utf8).write(to: url) } else { try FileManager.default.removeItem(at: url) }
    }

    /// The text of the spec `name`.
    static func text(of name: String, in project: Project) throws -> String {
        try String(contentsOf: project.specs.appendingPathComponent(name), encoding: .utf8)
    }

    /// Applies `edit` to the project and to a copy of it, runs `command` with the cache in the project and without it
    /// in the copy, expects the same status, output, diagnostics and files, and returns how the cached run went.
    static func compare(_ project: Project, command: String = "generate", edit: (Project) throws -> Void) throws -> Expected {
        let copy = try copy(of: project)
        try edit(project)
        try edit(copy)
        let cached = try RunCacheTests.run([command, "-v"], in: project)
        let full = try RunCacheTests.run([command, "-v", "--no-cache"], in: copy)
        var lines = cached.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var expected = Expected.fullRun
        if let line = lines.firstIndex(where: { $0.hasPrefix("reused ") && $0.hasSuffix(" components from .specgen-cache.jsonl") }) {
            let words = lines[line].split(separator: " ")
            expected = .reuse(Int(words[1]) ?? -1, of: Int(words[3]) ?? -1)
            lines.remove(at: line)
        }
        #expect(!cached.stdout.contains(RunCacheTests.reused + ":"), "nothing may be replayed whole after an edit")
        #expect(lines.joined(separator: "\n") == full.stdout)
        #expect(cached.stderr == full.stderr)
        #expect(cached.status == full.status)
        #expect(project.outputFilesButTheCache == copy.outputFilesButTheCache)
        return expected
    }

    @Test func anEditedSpecIsTheOnlyComponentRunAgainAndTheSamplesFollowIt() throws {
        let project = try Self.project()
        let samples = project.outputFiles["Samples/ModelSamples.swift"]
        let run = try Self.compare(project) { project in
            try Self.write(
                Self.meter.replacingOccurrences(of: "label: String", with: "label: String, step: Int = 2"),
                to: "meter.md",
                in: project
            )
        }
        #expect(run == .reuse(7, of: 8))
        let after = try #require(project.outputFiles["Samples/ModelSamples.swift"].map { String(decoding: $0, as: UTF8.self) })
        #expect(project.outputFiles["Samples/ModelSamples.swift"] != samples && after.contains("step: 3"), "the new field is sampled")
        // The next run with nothing changed replays the run that reused components.
        #expect(try RunCacheTests.reuses(project))
    }

    @Test func aDocumentOfAComponentOfTwo() throws {
        let project = try Self.project()
        let run = try Self.compare(project) { project in
            let usage = try Self.text(of: "pebble-usage.md", in: project)
            try Self.write(usage.replacingOccurrences(of: "3 seconds", with: "4 seconds"), to: "pebble-usage.md", in: project)
        }
        #expect(run == .reuse(7, of: 8))
    }

    @Test func theComponentAGuidelineContradictsAndTheOneThatLostAConflict() throws {
        let project = try Self.project()
        #expect(
            try Self.compare(project) { project in
                try Self.write("# Notice\n\n## Behaviors\n\n- A notice closes itself after 4 seconds.\n", to: "notice.md", in: project)
            } == .reuse(7, of: 8)
        )
        #expect(
            try Self.compare(project) { project in
                try Self.write("# Result Type\n\n## API\n\n```swift\ninit(count: Int = 2)\n```\n", to: "result-type.md", in: project)
            } == .reuse(7, of: 8)
        )
        // The conflict gone: the component that lost it would generate from its cached record, but the file it names
        // holds the other component's bytes, so only a full run can say what belongs there.
        #expect(try Self.compare(project) { project in try Self.write(nil, to: "result-type.md", in: project) } == .fullRun)
        #expect(try Self.compare(project) { project in try Self.write(nil, to: "chip.md", in: project) } == .reuse(6, of: 6))
    }

    @Test func anEditThatMakesTheIgnoredStatementUnused() throws {
        let project = try Self.project()
        let run = try Self.compare(project) { project in
            let usage = try Self.text(of: "pebble-usage.md", in: project)
            try Self.write(
                usage.replacingOccurrences(of: "- Swiping a pebble down dismisses it.", with: ""),
                to: "pebble-usage.md",
                in: project
            )
        }
        #expect(run == .reuse(7, of: 8))
    }

    @Test func aDocumentJoiningAnotherComponentAndLeavingItAgain() throws {
        let project = try Self.project()
        #expect(
            try Self.compare(project) { project in try Self.write("# Meter\n\nAlso a meter.\n", to: "badge.md", in: project) }
                == .reuse(6, of: 7)
        )
        #expect(try Self.compare(project) { project in try Self.write(Project.badge, to: "badge.md", in: project) } == .reuse(6, of: 8))
    }

    @Test func aRenameAnAddedAndARemovedSpec() throws {
        let project = try Self.project()
        #expect(
            try Self.compare(project) { project in
                try Self.write(Project.badge.replacingOccurrences(of: "# Badge", with: "# Tag"), to: "badge.md", in: project)
            } == .reuse(7, of: 8)
        )
        #expect(try Self.compare(project) { project in try Self.write(Project.counter, to: "counter.md", in: project) } == .reuse(8, of: 9))
        #expect(try Self.compare(project) { project in try Self.write(nil, to: "chip.md", in: project) } == .reuse(8, of: 8))
    }

    @Test func aChangedGuidelineRunsAgainWithWhatItAppliesToBeforeAndAfter() throws {
        let project = try Self.project()
        let widened = try Self.compare(project) { project in
            try Self.write(
                "---\napplies-to: [notice, meter]\n---\n\n# House rules\n\n## Behaviors\n\n- It must not be dismissed automatically.\n",
                to: "rules.md",
                in: project
            )
        }
        #expect(widened == .reuse(5, of: 8), "the guideline, the notice and the meter run again")
        // A guideline by its title, naming two components; then the first guideline removed.
        let titled = try Self.compare(project) { project in
            try Self.write(
                "# Notice and pebble rules\n\n## Behaviors\n\n- A notice must not be dismissed automatically.\n",
                to: "titled.md",
                in: project
            )
        }
        #expect(titled == .reuse(6, of: 9))
        #expect(try Self.compare(project) { project in try Self.write(nil, to: "rules.md", in: project) } == .reuse(6, of: 8))
        let run = try RunCacheTests.run(["generate", "--no-cache"], in: project)
        #expect(run.stderr.contains("but the guideline 'Notice and pebble rules' says"), "\(run.stderr)")
    }

    @Test func aReusedComponentsFileEditedByHandIsAFullRunThatRepairsIt() throws {
        let project = try Self.project()
        let badge = project.output.appendingPathComponent("Swift/Badge.swift")
        let good = try Data(contentsOf: badge)
        let run = try Self.compare(project) { project in
            try Data("// edited by hand\n".utf8).write(to: project.output.appendingPathComponent("Swift/Badge.swift"))
            try Self.write(Self.meter.replacingOccurrences(of: "= 1", with: "= 5"), to: "meter.md", in: project)
        }
        #expect(run == .fullRun)
        #expect(try Data(contentsOf: badge) == good)
    }

    @Test func checkAfterAnEditShowsTheSameDiffs() throws {
        let project = try Self.project()
        let run = try Self.compare(project, command: "check") { project in
            try Self.write(Self.meter.replacingOccurrences(of: "= 1", with: "= 5"), to: "meter.md", in: project)
        }
        #expect(run == .reuse(7, of: 8))
        let check = try RunCacheTests.run(["check"], in: project)
        #expect(check.stdout.contains("+        level: Int = 5,"), "\(check.stdout)")
    }

    @Test func damagedComponentLinesAreAFullRun() throws {
        let project = try Self.project()
        let cache = project.output.appendingPathComponent(".specgen-cache.jsonl")
        let text = try String(contentsOf: cache, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 8 + 3, "the run, the components' header, a line a component, and the end")
        for damaged in [
            String(lines[0]) + "\n", lines.dropLast(2).joined(separator: "\n") + "\n",
            text.replacingOccurrences(of: "\"meter\"", with: "\"meteor\""),
        ] {
            #expect(damaged != text)
            try Data(damaged.utf8).write(to: cache)
            let run = try Self.compare(project) { project in
                try Self.write(Self.meter.replacingOccurrences(of: "= 1", with: "= 6"), to: "meter.md", in: project)
            }
            #expect(run == .fullRun)
            try Self.write(Self.meter, to: "meter.md", in: project)
            _ = try RunCacheTests.run(["generate"], in: project)
        }
        // The same edit with the cache as it was written reuses.
        try Data(text.utf8).write(to: cache)
        let intact = try Self.compare(project) { project in
            try Self.write(Self.meter.replacingOccurrences(of: "= 1", with: "= 6"), to: "meter.md", in: project)
        }
        #expect(intact == .reuse(7, of: 8))
    }
}
