import APIVerification
import Foundation
import SpecGenCore
import SpecGenMCP

// `specgen-mcp [--config FILE] [--specs DIR]`: what `specgen mcp` runs. Options are read as `generate` reads them
// (specgen.yml in the current folder or beside the specs folder), so the server answers for the same project.
var overrides = GenerationOverrides()
var testResults: [String] = []
var symbolGraphs: [String] = []
var arguments = CommandLine.arguments.dropFirst()
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("specgen mcp: error: \(message)\n".utf8))
    exit(2)
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--config":
        guard let value = arguments.popFirst() else { fail("--config needs a file") }
        guard FileManager.default.fileExists(atPath: value) else { fail("--config: no such file '\(value)'") }
        overrides.configuration = value
    case "--specs":
        guard let value = arguments.popFirst() else { fail("--specs needs a folder") }
        overrides.specs = value
    case "--test-results":
        guard let value = arguments.popFirst() else { fail("--test-results needs a file (FILE or PLATFORM=FILE)") }
        testResults.append(value)
    case "--symbol-graph-dir":
        guard let value = arguments.popFirst() else { fail("--symbol-graph-dir needs a folder") }
        symbolGraphs.append(value)
    case "--help", "-h":
        print(
            """
            USAGE: specgen mcp [--config <file>] [--specs <folder>] [--test-results <[platform=]file> ...]
                               [--symbol-graph-dir <folder> ...]

            Serves the components specgen reads (as `specgen generate` reads them) to coding agents over the Model
            Context Protocol on standard input and output: tools list_components, get_component, check_usage,
            find_behaviour; resources specgen://component/NAME and its JSON Schemas. It only reads. With
            --test-results (JUnit/xUnit XML, as `specgen report` takes them; default: specgen.yml's testResults), each
            behaviour carries its test's last result; with --symbol-graph-dir (default: specgen.yml's symbolGraphs),
            get_component carries verify-api's coverage and findings. Changed files are read again.
            """
        )
        exit(0)
    default:
        fail(
            "unknown argument '\(argument)' (use --config FILE, --specs FOLDER, --test-results [PLATFORM=]FILE, --symbol-graph-dir FOLDER)"
        )
    }
}
// Read as `verify-api` reads the project: the generation options and the configuration's `verifyAPI:`.
let input: VerificationInput
switch VerificationInput.resolve(overrides) {
case .success(let resolved): input = resolved
case .failure(let problems):
    for diagnostic in problems.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
    exit(1)
}
let options = input.options
for folder in symbolGraphs where !FileManager.default.fileExists(atPath: folder) {
    fail("--symbol-graph-dir: no such folder '\(folder)'")
}
// Flags override specgen.yml's `testResults:` and `symbolGraphs:`, as they do for `report` and `verify-api`. What the
// configuration names may not exist yet (nothing built or tested); get_component then says what it could not read.
if testResults.isEmpty { testResults = input.testResults }
if symbolGraphs.isEmpty { symbolGraphs = input.symbolGraphFolders }
var isFolder: ObjCBool = false
guard FileManager.default.fileExists(atPath: options.specsDirectory, isDirectory: &isFolder), isFolder.boolValue else {
    fail("no specs folder '\(options.specsDirectory)' (give --specs, or name one in specgen.yml)")
}
let state = ProjectState(
    options: options,
    testResults: testResults,
    symbolGraphs: symbolGraphs,
    verification: VerificationOptions(modules: input.modules, defaultModule: input.module)
)
try await SpecGenServer.run(state, version: BuildIdentity.version)
