/// Checks a folder path given on the command line before anything uses it.
public enum PathArgument {
    /// Why `path` cannot be used for `option` (`--specs`, `--output`, …), or nil when it can.
    ///
    /// An empty path would silently mean the current folder. A name that was not valid UTF-8 reaches Swift
    /// with U+FFFD in place of the bad bytes, so using it would read or write a differently named folder.
    public static func problem(with path: String, option: String) -> String? {
        if path.isEmpty { return "\(option) is empty; name a folder" }
        if path.unicodeScalars.contains("\u{FFFD}") {
            return "\(option) '\(path)' is not valid UTF-8 (or contains U+FFFD); rename the folder, specgen does not change names"
        }
        return nil
    }
}
