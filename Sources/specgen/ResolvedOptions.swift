import ArgumentParser
import SpecGenCore
import SpecModel

extension GenerationOverrides {
    /// The options these overrides give with their configuration file; a file with problems has them printed with
    /// `report` and ends the command with exit status 1.
    func options(reportingProblemsWith report: ([Diagnostic]) -> Void) throws -> GenerationOptions {
        switch resolve() {
        case .success(let options): return options
        case .failure(let problems):
            report(problems.diagnostics)
            throw ExitCode.specErrors
        }
    }
}
