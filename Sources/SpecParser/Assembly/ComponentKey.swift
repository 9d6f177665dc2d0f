import SpecModel

/// What makes two names one component: their words, lowercased and singular (`Snackbars` ≡ `snackbar`,
/// `Snackbar Stack` ≡ `snackbar-stack` ≡ `SnackbarStack`), the words the generated type names are made of.
public enum ComponentKey {
    /// The key of a component name.
    public static func of(_ name: String) -> String { words(name).joined(separator: " ") }

    /// The name's words, lowercased and singular.
    public static func words(_ name: String) -> [String] {
        name.split { !$0.isLetter && !$0.isNumber }.flatMap { String($0).camelCaseHumps }.map { singular($0.lowercased()) }
    }

    private static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}
