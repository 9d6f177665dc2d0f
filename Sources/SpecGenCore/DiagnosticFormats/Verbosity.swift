import SpecModel

/// How much a command prints: errors only, the usual (errors, warnings, summaries), or everything
/// (also the notes that say what the reader inferred, and each file written or removed).
public enum Verbosity: Sendable, Comparable {
    case quiet
    case normal
    case verbose

    /// The diagnostics to print at this level: errors always, warnings unless quiet, standalone notes when verbose.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            switch diagnostic.severity {
            case .error: true
            case .warning: self >= .normal
            case .note: self == .verbose
            }
        }
    }
}
