import Foundation

/// The shape of an untagged block written in Kotlin or Java. Android READMEs often fence their code without a
/// language; read as Swift, a Kotlin builder chain or a Java `new` sets nothing. Only statements no Swift code
/// writes decide it: Kotlin's `val` binding or `fun` declaration, Java's typed local built with `new`.
enum JVMCodeShape {
    /// Kotlin or Java when a statement of `code` is written only in that language; nil otherwise (read as Swift).
    static func language(of code: String) -> CodeLanguage? {
        let range = NSRange(location: 0, length: (code as NSString).length)
        if kotlinStatement?.firstMatch(in: code, range: range) != nil { return .kotlin }
        if javaStatement?.firstMatch(in: code, range: range) != nil { return .java }
        return nil
    }

    /// `val pill = …`, `fun Pill(…)`, `@Composable`, at a line's start: Swift binds with `let`/`var` and declares with `func`.
    private static let kotlinStatement = try? NSRegularExpression(
        pattern:
            #"(?m)^[ \t]*(?:(?:private |internal )?val[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*[:=]|fun[ \t]+[A-Za-z_][A-Za-z0-9_.]*[ \t]*\(|@Composable\b)"#
    )

    /// `Pill.Builder builder = new Pill.Builder(context)`: a local declared by its type and built with `new`; neither
    /// Swift nor JavaScript writes a type before the name.
    private static let javaStatement = try? NSRegularExpression(
        pattern: #"(?m)^[ \t]*(?:final[ \t]+)?[A-Z][A-Za-z0-9_.]*(?:<[^>\n]*>)?[ \t]+[a-z][A-Za-z0-9_]*[ \t]*=[ \t]*new[ \t]+[A-Z]"#
    )
}
