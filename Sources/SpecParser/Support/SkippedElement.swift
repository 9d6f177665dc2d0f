import SpecModel

/// The diagnostic for an element the reader cannot use (a declaration it cannot parse, a default that does not fit):
/// a warning that says what is left out, so one element never drops a document, or an error under `--strict`.
func skipped(_ message: String, at location: SourceLocation, strictly strict: Bool) -> Diagnostic {
    strict ? .error(message + " (--strict)", at: location) : .warning(message, at: location)
}
