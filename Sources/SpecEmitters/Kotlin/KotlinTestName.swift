import SpecModel

/// A Kotlin JUnit 4 test's method name, which carries the values read as the Swift test's display name does
/// (`aSnackbarDismissesItselfAfter7__leaves_after_7_s_a9f05a3e`): JUnit 4 reports a test by its method name only.
/// The name stays a plain identifier (ASCII letters, digits, `_`), not a backquoted one with spaces: the Android runtime
/// rejects spaces in method names below API level 30, and the JVM rejects `[`, `]`, `.` and `:` in any name. The
/// statement's hash stays last, where `TestResultMatching` finds it.
enum KotlinTestName {
    /// The test method's name for the check `functionName` of `identity`, with the values read (`values`) in words.
    static func name(functionName: String, identity: StatementIdentity, values: String) -> String {
        let suffix = "_" + identity.hash + (identity.occurrence.map { "_\($0)" } ?? "")
        let reading = words(values)
        guard !reading.isEmpty, functionName.hasSuffix(suffix) else { return functionName }
        return String(functionName.dropLast(suffix.count)) + "__" + reading + suffix
    }

    /// `values` as words joined by `_`: every run of characters other than ASCII letters and digits is one `_`
    /// (`at most 1 visible, others queue` → `at_most_1_visible_others_queue`; `0.5 s` → `0_5_s`), cut to whole words
    /// within 80 characters.
    static func words(_ values: String) -> String {
        var text = ""
        var pendingSeparator = false
        for scalar in values.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingSeparator, !text.isEmpty { text += "_" }
                pendingSeparator = false
                text.unicodeScalars.append(scalar)
            } else {
                pendingSeparator = true
            }
            if text.count > 80 {
                // Cut at the last whole word.
                text = String(text.prefix(80))
                if let cut = text.lastIndex(of: "_") { text = String(text[..<cut]) }
                break
            }
        }
        return text
    }
}
