import Foundation
import TestSupport
import Testing

/// `specgen mcp` driven by a client nobody here wrote, the official MCP Python SDK, over stdio: initialise, every tool
/// and resource, answers compared with `specgen dump` for the same documents, check_usage on Swift and Kotlin, and
/// bad requests (unknown tool, component and resource; a 1 MB and a binary snippet; bytes that are not JSON-RPC).
@Suite(.serialized)
struct MCPClientTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("mcp_client_check.py")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/specs")

    /// Why the client cannot run here, or nil when python3 and the `mcp` package are installed.
    static let clientAbsence: String? = {
        guard let run = try? CommandLineRunner.runTool(["python3", "-c", "import mcp"]), run.status == 0 else {
            return "skipped: python3 with the `mcp` package (pip install mcp; scripts/setup-debian.sh) is not installed"
        }
        return nil
    }()

    /// Runs the client script over `folder`, with what `dump --components` says for its documents as the reference.
    private func drive(_ folder: URL, usage: Bool = false, generated: URL? = nil, results: [String] = []) throws {
        if let clientAbsence = Self.clientAbsence {
            print(clientAbsence)
            return
        }
        let documents = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        let dump = try CommandLineRunner.run(["dump", "--components"] + documents.map { folder.appendingPathComponent($0).path })
        try #require(!dump.stdout.isEmpty, "dump printed nothing: \(dump.stderr)")
        let reference = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-mcp-dump-\(UUID().uuidString).json")
        try Data(dump.stdout.utf8).write(to: reference)
        defer { try? FileManager.default.removeItem(at: reference) }
        let arguments = ["python3", Self.script.path, CommandLineRunner.executable.path, folder.path, reference.path]
        let options =
            (usage ? ["--usage"] : []) + (generated.map { ["--generated", $0.path] } ?? []) + results.flatMap { ["--results", $0] }
        let run = try CommandLineRunner.runTool(arguments + options)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr.suffix(3000))")
    }

    @Test func theRepositorySpecsAgreeWithDump() throws {
        // `generated/` is what `generate` wrote for `specs/` (the test job's `specgen check` keeps it so).
        let root = CommandLineRunner.repositoryRoot
        try drive(root.appendingPathComponent("specs"), generated: root.appendingPathComponent("generated"))
    }

    @Test func checkUsageFindsWrongCallsInSwiftAndKotlinAndOnlyThose() throws {
        try drive(Self.fixtures, usage: true)
    }

    @Test(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
    func theFiveSeedDocumentsTogetherAgreeWithDump() throws {
        let seeds = try #require(SharedFolder.folder("seeds"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-mcp-seeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The seeds are plain text files; as `.md` they are what `generate` reads.
        for file in try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted() {
            let name = "seed-\(file.prefix(3)).md"
            try FileManager.default.copyItem(at: seeds.appendingPathComponent(file), to: folder.appendingPathComponent(name))
        }
        try drive(folder)
    }

    @Test func resultsNamedInTheConfigurationReachGetComponent() throws {
        // A project whose specgen.yml names a results file (two of the snackbar's generated tests: one passed, one
        // failed); the server is given no results flag.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-mcp-configured-\(UUID().uuidString)")
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("results"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            at: CommandLineRunner.repositoryRoot.appendingPathComponent("specs/snackbar.md"),
            to: specs.appendingPathComponent("snackbar.md")
        )
        let xml = SnackbarResults.xUnit
        try Data(xml.utf8).write(to: root.appendingPathComponent("results/ios.xml"))
        try Data("specs: specs\ntestResults: [iOS=results/ios.xml]\n".utf8).write(to: root.appendingPathComponent("specgen.yml"))
        try drive(
            specs,
            results: ["a-snackbar-dismisses-itself-after-7-a9f05a3e=iOS:passed", "tapping-the-x-icon-dismisses-the-cefd7742=iOS:failed"]
        )
    }

    @Test func requestsSentBeforeInputEndsAreAnswered() throws {
        // `printf … | specgen mcp`: the input ends right after the requests, before they are answered.
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"pipe","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_components","arguments":{}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_component","arguments":{"name":"Toast"}}}"#,
            // A notification wants no answer; a line that is no JSON is answered under an id the SDK makes up, which
            // must not stand in for a request still being answered.
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, "not json",
            #"{"jsonrpc":"2.0","id":4,"method":"no/such"}"#,
        ]
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-mcp-pipe-\(UUID().uuidString).jsonl")
        try Data((requests.joined(separator: "\n") + "\n").utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = ["mcp", "--specs", "specs"]
        process.currentDirectoryURL = CommandLineRunner.repositoryRoot
        process.standardInput = try FileHandle(forReadingFrom: input)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let answers = String(decoding: output.fileHandleForReading.drainToEnd(), as: UTF8.self)
        process.waitUntilExit()
        let ids = answers.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? Int
        }
        #expect(ids.sorted() == [1, 2, 3, 4], "\(answers.prefix(500))")
    }

    @Test func mcpWithoutTheServerBesideItSaysSo() throws {
        // A copy of `specgen` alone in a folder: `specgen mcp` cannot find `specgen-mcp` and says where it looked.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-mcp-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("specgen")
        try FileManager.default.copyItem(at: CommandLineRunner.executable, to: copy)
        let run = try CommandLineRunner.runTool([copy.path, "mcp"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("specgen-mcp"))
    }

    @Test func theServerRefusesAMissingSpecsFolder() throws {
        let run = try CommandLineRunner.run(["mcp", "--specs", "/nonexistent/specs-folder"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no specs folder"))
    }
}
