/// Reads a front matter `applies-to:` value: `[snackbar, toast]`, `snackbar, toast` or one name.
enum GuidelineTargets {
    /// The names listed, trimmed of brackets, quotes and spaces; empty entries dropped.
    static func names(_ value: String) -> [String] {
        value.trimming { "[] ".unicodeScalars.contains($0) }
            .split(separator: ",")
            .map { String($0).trimming { "\"' ".unicodeScalars.contains($0) } }
            .filter { !$0.isEmpty }
    }
}
