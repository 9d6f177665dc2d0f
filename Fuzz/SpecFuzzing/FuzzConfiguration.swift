import Foundation
import SpecGenCore
import SpecModel

/// Feeds arbitrary bytes to the commands as their `specgen.yml`: Yams, the configuration reader's checks of every
/// key and value, and the resolution of the options `generate` and `verify-api` run with. Traps when a file that is
/// refused has no error at a place in it.
public enum FuzzConfiguration {
    /// Runs one input; returns whether the configuration was accepted.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> Bool {
        let path = FuzzInvariants.write(bytes, named: "specgen.yml", inFolder: "config")
        var overrides = GenerationOverrides()
        overrides.configuration = path
        switch VerificationInput.resolve(overrides) {
        case .failure(let problems):
            precondition(!problems.diagnostics.isEmpty, "a configuration refused without a reason")
            precondition(problems.diagnostics.contains { $0.severity == .error }, "a configuration refused without an error")
            FuzzInvariants.located(problems.diagnostics, in: path, "configuration")
            return false
        case .success(let input):
            precondition(input.options.configurationPath == path, "the options do not name the configuration they came from")
            precondition(!input.options.specsDirectory.isEmpty && !input.options.outputDirectory.isEmpty, "an empty folder resolved")
            return true
        }
    }
}
