import ArgumentParser
import Foundation
import SpecGenCore

extension GenerationRun.Report {
    /// Prints diagnostics to standard error and the output to standard output; throws exit code 1 on failure.
    func print() throws {
        DiagnosticPrinter.print(diagnostics)
        FileHandle.standardOutput.write(Data(output.utf8))
        if failed { throw ExitCode.specErrors }
    }
}
