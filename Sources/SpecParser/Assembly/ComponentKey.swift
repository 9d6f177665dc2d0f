/// What makes two names one component: their words, lowercased and singular (`Snackbars` ≡ `snackbar`,
/// `Snackbar Stack` ≡ `snackbar-stack`).
public enum ComponentKey {
    /// The key of a component name.
    public static func of(_ name: String) -> String { words(name).joined(separator: " ") }

    /// The name's words, lowercased and singular.
    public static func words(_ name: String) -> [String] {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.map { singular(String($0)) }
    }

    private static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}
