import SpecModel

/// The diagnostic for an element the reader cannot use (a declaration it cannot parse, a default that does not fit):
/// a warning that says what is left out, so one element never drops a document, or an error under `--strict` that
/// says what to write instead (`instead`).
func skipped(_ message: String, at location: SourceLocation, strictly strict: Bool, instead: String) -> Diagnostic {
    strict ? .error(message + " (--strict: \(instead))", at: location) : .warning(message, at: location)
}
