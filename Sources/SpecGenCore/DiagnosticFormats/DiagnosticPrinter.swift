import Foundation
import SpecModel

/// Writes diagnostics to standard error, as `path:line:column: severity: message` or in another `DiagnosticFormat`.
public enum DiagnosticPrinter {
    /// Prints each diagnostic (and its notes) on its own lines.
    public static func print(_ diagnostics: some Sequence<Diagnostic>) {
        print(diagnostics, as: DiagnosticFormatter())
    }

    /// Prints the diagnostics as `formatter` renders them; nothing when there is nothing to print.
    public static func print(_ diagnostics: some Sequence<Diagnostic>, as formatter: DiagnosticFormatter) {
        let text = formatter.render(diagnostics)
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
