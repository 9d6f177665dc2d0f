/// Whether the paragraph right before a code block presents that code as replaced: a migration note's "Instead of:",
/// "Before:", "Old API:", "Deprecated:". Such code shows an earlier API on purpose, so it claims nothing of today's.
enum ReplacedCodeLeadIn {
    /// Words that, in a short label ("Before:", "Old API (v2):"), mark what follows as the earlier API.
    private static let labelWords: Set<String> = [
        "before", "old", "older", "previously", "formerly", "deprecated", "legacy", "obsolete", "outdated", "was",
    ]

    /// Whether `text` (a paragraph's plain text) introduces the code after it as replaced API.
    static func introducesReplacedCode(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespaces()
        // Only a lead-in points at the block below it.
        guard trimmed.hasSuffix(":") else { return false }
        // The clause that ends in the colon: "… was introduced. Instead of:" → "instead of".
        let clause =
            trimmed.dropLast()
            .split(whereSeparator: { ".!?\n".contains($0) }).last.map { String($0).lowercased() } ?? ""
        let words = clause.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        // "Instead of calling it, use:" introduces the new code; only a clause ending in the words points back.
        if clause.hasSuffix("instead of") || clause.contains("no longer") { return true }
        return words.count <= 4 && words.contains { labelWords.contains($0) }
    }
}
