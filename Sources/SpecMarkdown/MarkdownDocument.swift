/// A parsed GitHub-flavoured Markdown document: an immutable Swift tree with source ranges.
public struct MarkdownDocument: Sendable, Hashable {
    /// Blocks nested deeper than this are lifted into their nearest kept ancestor.
    ///
    /// The bound keeps every recursive walk over the tree (and its destruction) shallow,
    /// whatever the input; real documents nest a handful of levels.
    public static let maximumNestingDepth = 32

    /// The top-level blocks in document order.
    public var blocks: [Block]
    /// The YAML front matter, if the document starts with one.
    public var frontMatter: FrontMatter?
    /// Problems found while reading (invalid UTF-8, flattened nesting); never fatal.
    public var warnings: [MarkdownWarning]
    /// The source lines as read (front matter blanked), so readers can see text as written where
    /// Markdown gave it another meaning (`Binding<Bool>` in a paragraph is inline HTML to cmark).
    public var sourceLines: [String]

    /// Parses raw bytes: a UTF-8 BOM is dropped, CRLF becomes LF, invalid UTF-8 is replaced.
    public init(parsing bytes: some Collection<UInt8>) {
        let source = SourceText(bytes: bytes)
        var warnings: [MarkdownWarning] = []
        if let position = source.firstInvalidByte {
            warnings.append(
                MarkdownWarning(
                    message: "the file is not valid UTF-8; invalid bytes were replaced with U+FFFD",
                    position: position
                )
            )
        }
        let (frontMatter, body) = FrontMatter.split(source.text)
        let converted = CMarkTreeConverter.parse(body)
        self.sourceLines = Self.lines(of: body)
        self.blocks = converted.blocks
        self.frontMatter = frontMatter
        if let position = converted.firstFlattenedPosition {
            warnings.append(
                MarkdownWarning(
                    message: "nesting deeper than \(Self.maximumNestingDepth) levels was flattened",
                    position: position
                )
            )
        }
        self.warnings = warnings
    }

    /// The lines of `text` as splitting its characters at `"\n"` gives them, read by bytes (splitting characters finds
    /// each one's grapheme boundaries, which cost more than cmark's parse): a line feed right after a carriage return
    /// is one character with it (`"\r\n"`), so it ends no line.
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D) {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// The text of a 1-based source line; nil beyond the document.
    public func sourceLine(_ number: Int) -> String? {
        number >= 1 && number <= sourceLines.count ? sourceLines[number - 1] : nil
    }

    /// Parses text (already decoded).
    public init(parsing text: String) {
        self.init(parsing: Array(text.utf8))
    }
}

/// A non-fatal problem the Markdown reader found.
public struct MarkdownWarning: Sendable, Hashable {
    /// What went wrong, in a sentence without a trailing period.
    public var message: String
    /// Where it went wrong.
    public var position: SourcePosition
}
