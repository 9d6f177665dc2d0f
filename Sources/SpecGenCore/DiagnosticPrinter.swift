import Foundation
import SpecModel

/// Writes diagnostics to standard error as `path:line:column: severity: message`.
public enum DiagnosticPrinter {
    /// Prints each diagnostic (and its notes) on its own lines.
    public static func print(_ diagnostics: some Sequence<Diagnostic>) {
        var text = ""
        for diagnostic in diagnostics {
            text += diagnostic.description + "\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
