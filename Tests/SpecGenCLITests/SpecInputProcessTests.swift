import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Spec files that are not what they seem: a link to a huge file, a named pipe.
@Suite struct SpecInputProcessTests {
    @Test func aSpecLinkedToAHugeFileIsRefusedBeforeItIsRead() throws {
        let project = try Project()
        let huge = project.root.appendingPathComponent("huge.bin")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 8 << 30)  // Sparse: no disk space used.
        try handle.close()
        try FileManager.default.createSymbolicLink(at: project.specs.appendingPathComponent("huge.md"), withDestinationURL: huge)
        // Memory is capped so a read of the target would fail rather than fill the machine.
        let run = try BackgroundRun(
            ["-c", "ulimit -v 4000000; exec \"$0\" dump specs/huge.md", CommandLineRunner.executable.path],
            in: project.root,
            executable: URL(fileURLWithPath: "/bin/sh")
        )
        let ending = run.finish(timeout: 30)
        #expect(ending.status == 1 && ending.signal == nil)
        #expect(run.stderr == "specs/huge.md:1:1: error: the spec is \(8 << 30) bytes; specs are limited to 4194304 bytes (4 MiB)\n")
    }

    @Test func aSpecThatIsANamedPipeIsAnErrorNotAHang() throws {
        let project = try Project()
        #expect(mkfifo(project.specs.appendingPathComponent("pipe.md").path, 0o644) == 0)
        let run = try BackgroundRun(["generate"], in: project.root)
        let ending = run.finish(timeout: 20)
        #expect(!ending.timedOut, "specgen blocked on the pipe")
        #expect(ending.status == 1)
        #expect(run.stderr.contains("specs/pipe.md:1:1: error: the spec is a named pipe (FIFO), not a regular file"), "\(run.stderr)")
        #expect(project.outputFiles["Swift/Counter.swift"] != nil, "the other specs still generate")
    }
}
