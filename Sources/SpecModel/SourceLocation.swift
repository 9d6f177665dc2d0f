/// A place in a spec file: path as given, 1-based line and column.
public struct SourceLocation: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it (relative paths stay relative).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
