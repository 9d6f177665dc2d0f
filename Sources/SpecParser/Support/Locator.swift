import SpecMarkdown
import SpecModel

/// Turns Markdown positions and code offsets into `SourceLocation`s of one spec file.
struct Locator {
    let file: String

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, line: max(position.line, 1), column: max(position.column, 1))
    }

    /// Where a correction's element stands.
    func location(_ correction: Correction) -> SourceLocation {
        SourceLocation(file: file, line: correction.line, column: correction.column)
    }

    /// The document location of a byte offset inside a code block's code.
    func location(in block: CodeBlock, code: CodeText, offset: Int) -> SourceLocation {
        let (line, column) = code.position(of: offset)
        return SourceLocation(
            file: file,
            line: block.firstCodeLine + line,
            column: max(block.range.start.column, 1) + column - 1
        )
    }
}
