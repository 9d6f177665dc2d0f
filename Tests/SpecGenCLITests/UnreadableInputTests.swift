import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files and folders specgen cannot read are errors, never taken for absent. Permissions do not bind root,
/// so as root these tests run specgen as `nobody` through `setpriv`.
@Suite struct UnreadableInputTests {
    /// How to run specgen as an ordinary user, or why it cannot be done here.
    private static func runner() -> (executable: URL, prefix: [String])? {
        guard geteuid() == 0 else { return (CommandLineRunner.executable, []) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            print("skipped: running as root and /usr/bin/setpriv is missing, so permissions cannot be tested")
            return nil
        }
        return (
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=65534", "--regid=65534", "--clear-groups", CommandLineRunner.executable.path]
        )
    }

    /// Hands the project to `nobody` when tests run as root.
    private static func handOver(_ project: Project) {
        guard geteuid() == 0 else { return }
        let enumerator = FileManager.default.enumerator(atPath: project.root.path)
        _ = chown(project.root.path, 65534, 65534)
        while let path = enumerator?.nextObject() as? String {
            _ = lchown(project.root.appendingPathComponent(path).path, 65534, 65534)
        }
    }

    private static func generate(_ project: Project, with runner: (executable: URL, prefix: [String])) throws -> (
        BackgroundRun.Ending, BackgroundRun
    ) {
        let run = try BackgroundRun(runner.prefix + ["generate"], in: project.root, executable: runner.executable)
        return (run.finish(), run)
    }

    @Test func aUsersUnreadableFileAtAGeneratedPathIsRefused() throws {
        guard let runner = Self.runner() else { return }
        let project = try Project()
        let swift = project.output.appendingPathComponent("Swift")
        try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: true)
        let path = swift.appendingPathComponent("Counter.swift")
        try Data("// the user's secret\n".utf8).write(to: path)
        Self.handOver(project)
        #expect(chmod(path.path, 0) == 0)
        let (ending, run) = try Self.generate(project, with: runner)
        #expect(ending.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("generated/Swift/Counter.swift:1:1: error: refusing to overwrite"), "\(run.stderr)")
        var status = stat()
        #expect(stat(path.path, &status) == 0 && status.st_mode & 0o777 == 0, "the file keeps its mode")
        #expect(chmod(path.path, 0o644) == 0)
        #expect(try String(contentsOf: path, encoding: .utf8) == "// the user's secret\n")
    }

    @Test func anUnreadableSpecsFolderIsALocatedErrorAndDeletesNothing() throws {
        guard let runner = Self.runner() else { return }
        let project = try Project()
        let sub = project.specs.appendingPathComponent("more")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Data(Project.badge.utf8).write(to: sub.appendingPathComponent("badge.md"))
        Self.handOver(project)
        let (first, firstRun) = try Self.generate(project, with: runner)
        #expect(first.status == 0, "\(firstRun.stderr)")
        let before = project.outputFiles
        #expect(before["Swift/Badge.swift"] != nil)
        #expect(chmod(sub.path, 0) == 0)
        defer { _ = chmod(sub.path, 0o755) }
        let (ending, run) = try Self.generate(project, with: runner)
        #expect(ending.status == 1)
        #expect(run.stderr.hasPrefix("specs/more:1:1: error: cannot read the specs folder"), "\(run.stderr)")
        #expect(project.outputFiles == before, "the folder's outputs must not be removed")
    }
}
