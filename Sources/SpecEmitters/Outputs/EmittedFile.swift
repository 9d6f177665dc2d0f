/// One generated file: its path below the output directory and its bytes.
public struct EmittedFile: Sendable, Hashable {
    /// Relative path with `/` separators (`Swift/Snackbar.swift`).
    public var path: String
    /// The file's contents, ending in a newline.
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
