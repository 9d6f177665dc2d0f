import APIVerification
import ArgumentParser
import Foundation
import SpecGenCore
import SpecModel
import SpecReport

/// `specgen report`: a static HTML report of what specgen understood from the specs.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML report of what specgen understood from the specs.",
        discussion: """
            Writes index.html (per component, one line: how many documented behaviours pass, fail, were \
            not run or need a person to check, and where its documents disagree; below it, folded, the \
            options stored as data or set in code, what was guessed or left out, warnings, errors and \
            the tests written, each naming what it counts) and one page per component: each \
            behaviour with one state and what specgen read in it, and each document with what specgen \
            read marked at its lines. The \
            pages load nothing from the network and hold no scripts; the same specs give the same \
            bytes. Files are written only when their bytes change; other files in the folder are left \
            alone. Diagnostics are printed as by generate.

            --test-results reads JUnit/xUnit XML results (swift test --xunit-output writes one file for \
            XCTest and one for Swift Testing; Gradle writes JUnit XML) and marks each statement's test \
            passed, failed (with its message) or not run, per platform: name the platform as \
            PLATFORM=FILE (iOS=results.xml), or it is named after the file. Tests are tied to statements \
            by the statement id in their names; results naming tests of no statement are a warning.

            --symbol-graph-dir (as verify-api takes it) also verifies the components against the code's \
            symbol graphs: each page then shows what was compared (APIs, parameters, defaults, enumeration \
            cases, calls, symbols), each documented API not compared with its line, and the differences; a \
            component with nothing compared says so.

            Exit codes: 0 written (specs with errors are reported, not fatal), 1 the report cannot be \
            written or the run could not start, 2 usage error.
            """
    )

    @Option(help: "The folder to write the report into (created if needed).")
    var output: String

    @Option(help: "Folder searched recursively for *.md and *.mdx component specs (default: specs, or specgen.yml's).")
    var specs: String?

    @Option(help: "The configuration file (default: specgen.yml in the current folder, or beside the specs folder).")
    var config: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "JUnit/xUnit XML test results to mark statements with, as FILE or PLATFORM=FILE (default: specgen.yml's testResults).",
            valueName: "results"
        )
    )
    var testResults: [String] = []

    @Option(
        name: .customLong("symbol-graph-dir"),
        help:
            "A folder of *.symbols.json files (repeatable; default: specgen.yml's symbolGraphs): each component page also shows what verify-api compared with the code."
    )
    var symbolGraphFolders: [String] = []

    @Option(help: "With --symbol-graph-dir: the module to look in when a document names none (overrides verifyAPI.module).")
    var module: String?

    @Flag(inversion: .prefixedNo, help: "Make every inference the reader makes an error.")
    var strict: Bool?

    @OptionGroup var verbosity: VerbosityArguments
    @OptionGroup var diagnostics: DiagnosticFormatArguments

    func validate() throws {
        for case (let option, let path?) in [("--specs", specs), ("--config", config), ("--output", Optional(output))] {
            if let problem = PathArgument.problem(with: path, option: option) { throw ValidationError(problem) }
        }
        if let config, !FileManagerCheck.exists(config) { throw ValidationError("--config: no such file '\(config)'.") }
    }

    func run() async throws {
        var overrides = GenerationOverrides()
        overrides.configuration = config
        overrides.specs = specs
        overrides.strict = strict
        let options = try overrides.options(reportingProblemsWith: { diagnostics.print($0) })
        // specgen.yml's `testResults:` and `symbolGraphs:` stand in for flags not given, as `verify-api` and `mcp` take them.
        let input = try? VerificationInput.resolve(overrides).get()
        let testResults = self.testResults.isEmpty ? input?.testResults ?? [] : self.testResults
        let symbolGraphFolders = self.symbolGraphFolders.isEmpty ? input?.symbolGraphFolders ?? [] : self.symbolGraphFolders
        // Results are read before the specs: a results file that cannot be read stops the run before anything is written.
        var resultFiles: [TestResultsFile] = []
        var problems: [Diagnostic] = []
        for argument in testResults {
            let (platform, path) = TestResultsFile.platformAndPath(of: argument, exists: FileManagerCheck.exists)
            switch TestResultsFile.read(path: path, platform: platform) {
            case .success(let file): resultFiles.append(file)
            case .failure(let problem): problems.append(problem)
            }
        }
        if !problems.isEmpty {
            diagnostics.print(problems)
            throw ExitCode.specErrors
        }
        let generation = await Generator.generate(options)
        if generation.isAborted {
            diagnostics.print(verbosity.verbosity.filter(generation.allDiagnostics))
            throw ExitCode.specErrors
        }
        var (components, unplaced) = ReportComponent.components(of: generation)
        var warnings: [Diagnostic] = []
        if !resultFiles.isEmpty { (components, warnings) = ReportComponent.applying(resultFiles, to: components) }
        if !symbolGraphFolders.isEmpty {
            // The same verification as verify-api, with specgen.yml's verifyAPI keys; its findings are shown, not printed.
            let verification = VerificationOptions(modules: input?.modules ?? [:], defaultModule: module ?? input?.module)
            let (coverage, problems) = ReportVerification.coverage(
                of: generation.components,
                graphsIn: symbolGraphFolders,
                options: verification
            )
            components = ReportComponent.applying(coverage, to: components)
            warnings += problems
        }
        diagnostics.print(verbosity.verbosity.filter(generation.allDiagnostics + warnings))
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in HTMLReport.files(for: components, unplaced: unplaced) {
                let url = folder.appendingPathComponent(file.path)
                let data = Data(file.contents.utf8)
                if (try? Data(contentsOf: url)) == data { continue }
                try data.write(to: url, options: .atomic)
            }
        } catch {
            FileHandle.standardError.write(Data("\(output):1:1: error: cannot write the report: \(error.localizedDescription)\n".utf8))
            throw ExitCode.specErrors
        }
        if verbosity.verbosity != .quiet {
            let coverage = HTMLReport.overallCoverage(of: components).map { "\($0) %" } ?? "no statements"
            print("wrote \(output)/index.html: \(Plural.count(components.count, "component")), behaviour coverage \(coverage)")
            for sentence in HTMLReport.resultSentences(of: components) { print(sentence) }
        }
    }
}
