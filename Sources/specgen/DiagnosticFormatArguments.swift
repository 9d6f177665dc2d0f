import ArgumentParser
import Foundation
import SpecGenCore
import SpecModel

/// `--diagnostics-format` and `--diagnostics-output`, for every command that prints diagnostics.
struct DiagnosticFormatArguments: ParsableArguments {
    @Option(help: "How diagnostics are printed: text, json (one object per line), sarif (SARIF 2.1.0) or github (workflow commands).")
    var diagnosticsFormat: DiagnosticFormat = .text

    @Option(help: "Write the diagnostics to this file instead of standard error (a SARIF log for upload, say).")
    var diagnosticsOutput: String?

    /// Prints `diagnostics` in the chosen format, to standard error or the chosen file.
    func print(_ diagnostics: [Diagnostic]) {
        let formatter = DiagnosticFormatter(diagnosticsFormat)
        guard let diagnosticsOutput else { return DiagnosticPrinter.print(diagnostics, as: formatter) }
        do {
            try Data(formatter.render(diagnostics).utf8).write(to: URL(fileURLWithPath: diagnosticsOutput), options: .atomic)
        } catch {
            // The diagnostics still reach the user, on standard error, beside why the file was not written.
            let problem = Diagnostic.error(
                "cannot write the diagnostics: \(error.localizedDescription)",
                at: .init(file: diagnosticsOutput, line: 1, column: 1)
            )
            DiagnosticPrinter.print([problem] + diagnostics)
        }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
