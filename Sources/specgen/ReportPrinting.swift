import ArgumentParser
import Foundation
import SpecGenCore

extension GenerationRun.Report {
    /// Prints diagnostics (in `format`) to standard error and the output to standard output at `verbosity`; throws exit code 1
    /// on failure.
    func print(_ verbosity: Verbosity, diagnosticsIn format: DiagnosticFormatArguments) throws {
        format.print(verbosity.filter(diagnostics))
        var text = verbosity == .quiet ? "" : output
        if verbosity == .verbose { text += details }
        if verbosity != .quiet || failed { text += verdict }
        FileHandle.standardOutput.write(Data(text.utf8))
        if failed { throw ExitCode.specErrors }
    }
}

/// `--verbose` and `--quiet`, for the commands that print.
struct VerbosityArguments: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print also the notes on what the reader inferred, and each file written or removed.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print errors only (and check's verdict when files are stale).")
    var quiet = false

    func validate() throws {
        if verbose && quiet { throw ValidationError("--verbose and --quiet exclude each other.") }
    }

    /// The level the flags select.
    var verbosity: Verbosity { quiet ? .quiet : verbose ? .verbose : .normal }
}
