import APIVerification
import ArgumentParser
import Foundation
import SpecGenCore
import SpecModel
import SpecParser

/// `specgen verify-api`: checks the component code's public API, from the compiler's symbol graphs, against the
/// APIs and enumerations the specs document.
struct VerifyAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-api",
        abstract: "Check the code's public API (its symbol graphs) against what the specs document.",
        discussion: """
            Reads *.symbols.json files (swift package dump-symbol-graph, swiftc -emit-symbol-graph) and reports, at \
            the spec's line with a note at the code, every documented symbol, parameter, label, type, default or \
            enumeration case that differs. Findings are warnings, errors with --strict. See docs/verify-api.md.

            Exit codes: 0 no errors (warnings allowed), 1 errors, 2 usage error.
            """
    )

    @Argument(help: "Spec files or DocC catalogs (*.docc folders) to verify (default: every spec in the specs folder).")
    var specs: [String] = []

    @Option(
        name: .customLong("symbol-graph-dir"),
        help:
            "A folder of *.symbols.json files (repeatable; default: specgen.yml's symbolGraphs, else what `swift package dump-symbol-graph` wrote under .build)."
    )
    var symbolGraphFolders: [String] = []

    @Option(help: "The configuration file (default: specgen.yml in the current folder, else beside the specs folder).")
    var config: String?

    @Option(name: .customLong("specs"), help: "The specs folder searched when no spec files are named.")
    var specsFolder: String?

    @Option(help: "The module to look in when a document names none (overrides verifyAPI.module).")
    var module: String?

    @Flag(help: "Make every finding an error, for CI.")
    var strict = false

    @Option(
        name: .customLong("write-baseline"),
        help: "Record this run's findings in FILE (JSON), to accept the drift a package has today."
    )
    var writeBaseline: String?

    @Option(help: "Report only findings FILE (written by --write-baseline) does not record, and its entries that no longer occur.")
    var baseline: String?

    @OptionGroup var output: VerbosityArguments
    @OptionGroup var diagnostics: DiagnosticFormatArguments

    func run() async throws {
        var overrides = GenerationOverrides()
        overrides.configuration = config
        overrides.specs = specsFolder
        let input: VerificationInput
        switch VerificationInput.resolve(overrides) {
        case .success(let resolved): input = resolved
        case .failure(let problems):
            diagnostics.print(problems.diagnostics)
            throw ExitCode.specErrors
        }
        // The flags, else specgen.yml's `symbolGraphs:`, else where `swift package dump-symbol-graph` writes.
        let folders =
            !symbolGraphFolders.isEmpty
            ? symbolGraphFolders : !input.symbolGraphFolders.isEmpty ? input.symbolGraphFolders : DefaultSymbolGraphFolders.find()
        guard !folders.isEmpty else {
            throw ValidationError(
                "No symbol graphs: run `swift package dump-symbol-graph` first, or name a folder with --symbol-graph-dir."
            )
        }
        let graphs = SymbolGraphReader.read(folders: folders)
        // A DocC catalog named among the specs: its articles and extension files are read, its resources listed.
        let named = DocumentArguments.expanding(specs)
        guard named.problems.isEmpty else {
            diagnostics.print(named.problems)
            throw ExitCode.specErrors
        }
        let components: [ComponentResult]
        switch await input.loadComponents(named: named.paths) {
        case .success(let read): components = read
        case .failure(let diagnostic):
            diagnostics.print([diagnostic])
            throw ExitCode.specErrors
        }
        let options = VerificationOptions(strict: strict, modules: input.modules, defaultModule: module ?? input.module)
        // Every document of a component together: an API one documents and another restates is verified once.
        let specsRead = components.compactMap(\.component)
        let (allFindings, coverage) = APIVerifier.verify(
            specsRead,
            surfaces: DocumentedSurfaces.read(specsRead),
            against: graphs.modules,
            options: options
        )
        var findings = allFindings
        var baselineLines: [String] = []
        var goneEntries: [Diagnostic] = []
        if let writeBaseline {
            let recorded = FindingBaseline(findings: allFindings)
            do {
                try recorded.encoded().write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                diagnostics.print([
                    .error("cannot write the baseline: \(error.localizedDescription)", at: .init(file: writeBaseline, line: 1, column: 1))
                ])
                throw ExitCode.specErrors
            }
            let count = recorded.entries.reduce(0) { $0 + $1.count }
            baselineLines.append(
                "verify-api: wrote \(count) finding(s) as \(recorded.entries.count) baseline entr\(recorded.entries.count == 1 ? "y" : "ies") to \(writeBaseline)"
            )
        }
        if let baseline {
            let place = SourceLocation(file: baseline, line: 1, column: 1)
            guard let data = FileManager.default.contents(atPath: baseline) else {
                diagnostics.print([.error("cannot read the baseline (written by --write-baseline)", at: place)])
                throw ExitCode.specErrors
            }
            switch FindingBaseline.decode(data) {
            case .failure(let problem):
                diagnostics.print([.error(problem.reason, at: place)])
                throw ExitCode.specErrors
            case .success(let accepted):
                let applied = accepted.apply(to: findings)
                findings = applied.new
                // Fixed drift: said, so the entry can be dropped, never a failure.
                goneEntries = applied.gone.map { entry in
                    Diagnostic(
                        .note,
                        "baseline entry no longer occurs (\(entry.kind) in \(entry.document): \(entry.message)); it can be removed",
                        at: place
                    )
                }
                baselineLines.append(
                    "verify-api: \(applied.accepted) finding(s) accepted by the baseline \(baseline); \(applied.gone.count) of its entries no longer occur"
                )
            }
        }
        // The specs' own errors matter (an API read wrongly cannot be verified); their warnings belong to generate.
        let specErrors = components.flatMap(\.diagnostics).filter { $0.severity == .error }
        let loaded = components.flatMap(\.documents)
        // Catalogs named or met in the specs folder: what of them was read and what was not.
        let catalogs = DocCCatalog.containing(loaded.map(\.path))
        let all = graphs.diagnostics + specErrors + findings + catalogs.flatMap(\.resourceNotes)
        diagnostics.print(output.verbosity.filter(all) + (output.verbosity == .quiet ? [] : goneEntries))
        let count = findings.filter { $0.severity != .note }.count
        if output.verbosity != .quiet {
            let modules = graphs.modules.map(\.name).joined(separator: ", ")
            let summary =
                count == 0
                ? "verify-api: \(loaded.count) spec(s) match the code's public API (\(modules))\n"
                : "verify-api: \(count) difference(s) between \(loaded.count) spec(s) and the code's public API (\(modules))\n"
            // What was compared, per component: a page nothing was read from is said, never reported as matching.
            let compared =
                (catalogs.map(\.summary) + coverage.map(\.summary)).map { "verify-api: \($0)\n" }.joined()
                + baselineLines.map { "\($0)\n" }.joined()
            FileHandle.standardOutput.write(Data((compared + summary).utf8))
        }
        if all.containsErrors { throw ExitCode.specErrors }
    }
}

/// Where `swift package dump-symbol-graph` writes: `.build/<triple>/symbolgraph`. (Not the command plugin's
/// `extracted-symbols`, which may be older than the code: a second copy of a module would mix two states.)
enum DefaultSymbolGraphFolders {
    /// The existing folders, sorted.
    static func find(in root: String = ".build") -> [String] {
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return triples.sorted().map { (root as NSString).appendingPathComponent("\($0)/symbolgraph") }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }
}
