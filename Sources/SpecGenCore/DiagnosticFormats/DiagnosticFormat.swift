/// How diagnostics are printed: compiler-style text, or a format a CI system reads.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `path:line:column: severity: message` lines, as compilers print (the default).
    case text
    /// One JSON object per diagnostic, one per line (JSON Lines).
    case json
    /// One SARIF 2.1.0 log, which code-scanning services show on a pull request's lines.
    case sarif
    /// GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` line per diagnostic.
    case github
}
