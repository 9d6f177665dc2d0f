/// When two spellings name one enumeration case: `top` ≡ `Top` ≡ `TOP`, `topStart` ≡ `top_start` ≡ `TOP_START`
/// ≡ `top-start` (Swift, Kotlin constants, CSS and TypeScript literals name one case differently).
public enum CaseName {
    /// The spelling every way of writing the name shares: lower case, without `_`, `-` or spaces.
    public static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && !$0.isWhitespace })
    }

    /// Whether `a` and `b` name the same case.
    public static func same(_ a: String, _ b: String) -> Bool { key(a) == key(b) }
}
