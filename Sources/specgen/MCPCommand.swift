import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `specgen mcp`: runs the MCP server, `specgen-mcp` beside this executable, in this process's place. The server is a
/// separate executable so that the plugins, which build only `specgen`, never compile the MCP SDK.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the components to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Reads the project as `generate` does (specgen.yml, the specs folder) and answers the tools \
            list_components, get_component, check_usage and find_behaviour, and the resources \
            specgen://component/NAME, until the client closes standard input. Documents edited while it runs \
            are read again. It only reads. See docs/agents.md.

            Exit codes: 1 the server executable (specgen-mcp) is not beside specgen, or the configuration has \
            errors; 2 usage error.
            """
    )

    @Option(help: "The configuration file (default: specgen.yml in the current folder, or beside the specs folder).")
    var config: String?

    @Option(help: "Folder of the component specs (default: the configuration's, else specs).")
    var specs: String?

    @Option(
        name: .customLong("test-results"),
        help: ArgumentHelp(
            "JUnit/xUnit XML test results (FILE or PLATFORM=FILE) whose outcomes each behaviour carries (default: specgen.yml's testResults).",
            valueName: "results"
        )
    )
    var testResults: [String] = []

    @Option(
        name: .customLong("symbol-graph-dir"),
        help: ArgumentHelp(
            "A folder of symbol graphs get_component verifies the documented API against, as verify-api does (default: specgen.yml's symbolGraphs).",
            valueName: "folder"
        )
    )
    var symbolGraphs: [String] = []

    func run() throws {
        let server = Self.serverExecutable()
        guard FileManager.default.isExecutableFile(atPath: server) else {
            FileHandle.standardError.write(
                Data(
                    ("error: the MCP server '\(server)' is missing; build it (`swift build --product specgen-mcp`) or use"
                        + " an artifact bundle that carries it\n").utf8
                )
            )
            throw ExitCode.failure
        }
        var arguments = [server]
        if let config { arguments += ["--config", config] }
        if let specs { arguments += ["--specs", specs] }
        for results in testResults { arguments += ["--test-results", results] }
        for folder in symbolGraphs { arguments += ["--symbol-graph-dir", folder] }
        let pointers = arguments.map { strdup($0) } + [nil]
        execv(server, pointers)
        // Only reached when the exec failed.
        FileHandle.standardError.write(Data("error: could not run '\(server)': \(String(cString: strerror(errno)))\n".utf8))
        throw ExitCode.failure
    }

    /// `specgen-mcp` in the folder of the running `specgen` (symbolic links resolved, so a linked `specgen` finds it).
    static func serverExecutable() -> String {
        let running = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return running.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("specgen-mcp").path
    }
}
