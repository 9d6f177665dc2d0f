/// A 1-based line and column (UTF-8 bytes) in a Markdown source.
public struct SourcePosition: Sendable, Hashable, Comparable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes as cmark and clang do.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The span of source text a node was parsed from.
public struct SourceRange: Sendable, Hashable {
    /// First character of the node.
    public var start: SourcePosition
    /// Last character of the node (inclusive, as cmark reports it).
    public var end: SourcePosition

    /// Creates a range.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}
