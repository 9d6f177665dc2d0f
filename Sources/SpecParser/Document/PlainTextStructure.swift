import SpecMarkdown

/// Recovers the structure that documents exported as plain text keep only in their layout, by
/// rewriting their lines as Markdown (every position still points at the source).
///
/// Applies to documents without Markdown headings:
/// - a declaration written without a fence (`public init(` … `)`, `@Composable` / `fun …(`) is fenced,
///   read until its brackets balance; text after the closing bracket on that line (`)Parameters`)
///   starts a line of its own;
/// - a short line with no closing punctuation that stands before body text, a list or a table is a
///   heading. Section words ("Anatomy", "Usage", "When to use") open top-level sections, "A. Part"
///   lines are anatomy callouts, "Do"/"Don't" are guidance pairs, and the first such line that names
///   something is the title;
/// - every other line is a paragraph of its own, tables and `•` lists are set apart from the text before.
struct PlainTextStructure {
    /// Something the reader inferred rather than read from markup, for `--verbose` notes.
    struct Inference: Equatable {
        var message: String
        var line: Int
    }

    /// The document with inferred markup; the original when it has Markdown headings.
    private(set) var document: MarkdownDocument
    private(set) var inferences: [Inference] = []
    /// The first lines of declarations found in prose: if one does not read as a declaration after
    /// all, it was prose that looked like one, not a broken declaration.
    private(set) var unfencedDeclarationLines: Set<Int> = []

    init(document: MarkdownDocument) {
        self.document = document
        guard !document.blocks.contains(where: { if case .heading = $0 { true } else { false } }) else {
            fencingDeclarations(in: document)
            return
        }
        var protected = Set<Int>()
        Self.markProtectedLines(document.blocks, in: &protected)
        let logical = logicalLines(document.sourceLines, protected: protected)
        self.document = MarkdownDocument(rewriting: document, as: rewritten(logical))
    }

    /// In a Markdown document only unfenced declarations in top-level paragraphs are rewritten, as
    /// fenced code; the document is parsed again only when there is one.
    private mutating func fencingDeclarations(in document: MarkdownDocument) {
        var prose = Set<Int>()
        for case .paragraph(let paragraph) in document.blocks {
            for line in paragraph.range.start.line...max(paragraph.range.start.line, paragraph.range.end.line) { prose.insert(line) }
        }
        let candidates = prose.filter { number in
            Self.opensDeclaration(document.sourceLine(number) ?? "", next: document.sourceLine(number + 1))
        }
        guard !candidates.isEmpty else { return }
        let protected = Set(document.sourceLines.indices.map { $0 + 1 }).subtracting(prose)
        let logical = logicalLines(document.sourceLines, protected: protected)
        guard logical.contains(where: { $0.code != nil }) else { return }
        var output: [RewrittenLine] = []
        for line in logical {
            if let code = line.code {
                output.append(RewrittenLine("", sourceLine: line.sourceLine))
                output += code
                output.append(RewrittenLine("", sourceLine: line.sourceLine))
            } else {
                output.append(RewrittenLine(line.text, sourceLine: line.sourceLine, columnShift: line.columnShift))
            }
        }
        self.document = MarkdownDocument(rewriting: document, as: output)
    }

    // MARK: Lines

    private struct Line {
        var text: String
        var sourceLine: Int
        var columnShift: Int
        /// Inside a code block or raw HTML: copied as it is.
        var isProtected = false
        /// A fenced declaration: its lines, fences included.
        var code: [RewrittenLine]?

        var trimmed: String { text.trimmed }
    }

    /// Lines of code blocks and HTML, which keep their meaning as they are.
    private static func markProtectedLines(_ blocks: [Block], in lines: inout Set<Int>) {
        for block in blocks {
            switch block {
            case .codeBlock, .html:
                for line in block.range.start.line...max(block.range.start.line, block.range.end.line) { lines.insert(line) }
            case .list(let list):
                for item in list.items { markProtectedLines(item.blocks, in: &lines) }
            case .blockQuote(let quote):
                markProtectedLines(quote.blocks, in: &lines)
            default:
                break
            }
        }
    }

    /// The source lines with unfenced declarations gathered into fenced code.
    private mutating func logicalLines(_ source: [String], protected: Set<Int>) -> [Line] {
        var lines: [Line] = []
        var number = 1
        while number <= source.count {
            let text = source[number - 1]
            if protected.contains(number) {
                lines.append(Line(text: text, sourceLine: number, columnShift: 0, isProtected: true))
                number += 1
                continue
            }
            let next = number < source.count ? source[number] : nil
            if Self.opensDeclaration(text, next: next), let (code, last, rest) = declaration(from: number, in: source) {
                lines.append(Line(text: "", sourceLine: number, columnShift: 0, code: code))
                inferences.append(Inference(message: "read an unfenced declaration as code", line: number))
                unfencedDeclarationLines.insert(number)
                if let rest { lines.append(rest) }
                number = last + 1
                continue
            }
            lines.append(Line(text: text, sourceLine: number, columnShift: 0))
            number += 1
        }
        return lines
    }

    /// The fenced declaration starting at line `start`, its last line, and the text after its closing
    /// bracket when that text is not part of the signature.
    private func declaration(from start: Int, in source: [String]) -> ([RewrittenLine], Int, Line?)? {
        var code = [RewrittenLine("```", sourceLine: start - 1)]
        var depth = 0
        var sawParameters = false
        var number = start
        // Signatures are short; a bracket left open for pages of text is not one.
        while number <= min(source.count, start + Self.maximumDeclarationLines) {
            let raw = source[number - 1]
            var closedAt: String.Index?
            let utf8 = raw.utf8
            for position in utf8.indices {
                switch utf8[position] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if utf8[position] == UInt8(ascii: "(") { sawParameters = true }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0, sawParameters, closedAt == nil { closedAt = position }
                default: break
                }
            }
            guard let closedAt, depth <= 0 else {
                code.append(RewrittenLine(raw, sourceLine: number))
                number += 1
                continue
            }
            let after = raw[raw.index(after: closedAt)...]
            let trailer = String(after).trimmed
            let signatureGoesOn = ["->", ":", "{", "throws", "async", "rethrows", "where"].contains { trailer.hasPrefix($0) }
            if trailer.isEmpty || signatureGoesOn {
                code.append(RewrittenLine(raw, sourceLine: number))
                // A body opened on the signature's line runs to its closing brace.
                var braces = raw.filter { $0 == "{" }.count - raw.filter { $0 == "}" }.count
                while braces > 0, number < source.count {
                    number += 1
                    let next = source[number - 1]
                    braces += next.filter { $0 == "{" }.count - next.filter { $0 == "}" }.count
                    code.append(RewrittenLine(next, sourceLine: number))
                }
                code.append(RewrittenLine("```", sourceLine: number))
                return (code, number, nil)
            }
            code.append(RewrittenLine(String(raw[...closedAt]), sourceLine: number))
            code.append(RewrittenLine("```", sourceLine: number))
            let restStart = raw.utf8.count - String(after.drop { $0 == " " || $0 == "\t" }).utf8.count
            return (code, number, Line(text: trailer, sourceLine: number, columnShift: -restStart))
        }
        return nil
    }

    private static let maximumDeclarationLines = 60

    // MARK: Rewriting

    private enum Kind: Equatable {
        case blank
        case listItem
        case tableRow
        case code
        case indented
        case candidate
        case text
    }

    private static func kind(of line: Line) -> Kind {
        if line.code != nil || line.isProtected { return .code }
        let trimmed = line.trimmed
        // A media player's caption ("hover to play") is no text; kept, it would run into the line after it.
        if trimmed.isEmpty || NonStatement.isMediaCaption(trimmed) { return .blank }
        if trimmed.hasPrefix("|") { return .tableRow }
        if isListItem(trimmed) { return .listItem }
        if line.text.first == " " || line.text.first == "\t" { return .indented }
        return isHeadingCandidate(trimmed) || SectionVocabulary.isPlatformName(trimmed) ? .candidate : .text
    }

    private static func isListItem(_ text: String) -> Bool {
        if ["- ", "* ", "+ ", "• ", "· "].contains(where: text.hasPrefix) { return true }
        let digits = text.prefix { $0.isNumber }
        return !digits.isEmpty && digits.count <= 3
            && (text.dropFirst(digits.count).hasPrefix(". ") || text.dropFirst(digits.count).hasPrefix(") "))
    }

    private mutating func rewritten(_ lines: [Line]) -> [RewrittenLine] {
        let kinds = lines.map(Self.kind)
        var output: [RewrittenLine] = []
        var titled = false
        var sawBody = false
        func blank(_ line: Line) { output.append(RewrittenLine("", sourceLine: line.sourceLine)) }
        // The kinds of the nearest non-blank lines before and after each line, found in one pass each.
        var previousKinds: [Kind?] = []
        var previousIndices: [Int?] = []
        var last: Kind?
        var lastIndex: Int?
        for (index, kind) in kinds.enumerated() {
            previousKinds.append(last)
            previousIndices.append(lastIndex)
            if kind != .blank {
                last = kind
                lastIndex = index
            }
        }
        // Lines read as captions: a caption after a caption ("Example of a banner", then "Banner") is one too.
        var captions: Set<Int> = []
        var nextKinds = [Kind?](repeating: nil, count: kinds.count)
        var next: Kind?
        for index in kinds.indices.reversed() {
            nextKinds[index] = next
            if kinds[index] != .blank { next = kinds[index] }
        }
        for (index, line) in lines.enumerated() {
            let kind = kinds[index]
            let previous = previousKinds[index]
            let previousIsAdjacent = index > 0 && kinds[index - 1] != .blank
            let nextKind = nextKinds[index]
            switch kind {
            case .code:
                if let code = line.code {
                    blank(line)
                    output += code
                    blank(line)
                } else {
                    output.append(RewrittenLine(line.text, sourceLine: line.sourceLine, columnShift: line.columnShift))
                }
                continue
            case .blank:
                if !line.trimmed.isEmpty {
                    inferences.append(Inference(message: "read '\(line.trimmed)' as a media caption, not text", line: line.sourceLine))
                }
                blank(line)
                continue
            case .candidate:
                let text = line.trimmed
                let isSection = SectionVocabulary.isSectionTitle(text)
                let continuesSentence = previousIsAdjacent && previous == .text && !Self.endsSentence(lines[index - 1].trimmed)
                var level: Int?
                if continuesSentence {
                    level = nil
                } else if !titled, !sawBody, !isSection, !SectionVocabulary.isPlatformName(text), ComponentName.usable(text) != nil {
                    titled = true
                    level = 1
                } else if isSection {
                    level = 2
                } else if Self.isGuidanceLabel(text) {
                    level = 4
                } else if Self.isLetteredPart(text) {
                    level = 3
                } else if let nextKind, nextKind != .candidate {
                    level = 3
                } else if !previousIsAdjacent, index + 1 == lines.count || kinds[index + 1] == .blank {
                    if previous == .text || previousIndices[index].map(captions.contains) == true {
                        // A short line on its own after text and before a heading: a figure's caption ("Example of a
                        // quiet ribbon"), which says nothing the component does.
                        inferences.append(Inference(message: "read '\(text)' as a caption, not text", line: line.sourceLine))
                        captions.insert(index)
                        blank(line)
                        continue
                    }
                    // After a list, a heading or nothing, before another such line or the end ("Large text", "RTL
                    // layout"): a heading with nothing under it, not a statement.
                    level = 3
                }
                if let level {
                    let marks = String(repeating: "#", count: level) + " "
                    blank(line)
                    output.append(
                        RewrittenLine(marks + text, sourceLine: line.sourceLine, columnShift: line.columnShift + marks.utf8.count)
                    )
                    blank(line)
                    inferences.append(
                        Inference(
                            message: level == 1 ? "read '\(text)' as the title" : "read '\(text)' as a heading",
                            line: line.sourceLine
                        )
                    )
                    continue
                }
            case .text, .indented, .listItem, .tableRow:
                sawBody = true
            }
            // Set text apart from what precedes it, so a list or a line of text does not run on into it.
            let startsBlock: Bool
            switch kind {
            case .tableRow: startsBlock = previous != .tableRow
            case .listItem: startsBlock = previous != .listItem && previous != .indented
            case .indented: startsBlock = previous != .listItem && previous != .indented
            default: startsBlock = !(previous == .text && !Self.endsSentence(index > 0 ? lines[index - 1].trimmed : ""))
            }
            if previousIsAdjacent && startsBlock { blank(line) }
            var text = line.text
            var shift = line.columnShift
            for bullet in ["• ", "· "] where line.trimmed.hasPrefix(bullet) {
                let indent = text.prefix { $0 == " " || $0 == "\t" }
                text = indent + "- " + text.dropFirst(indent.count + bullet.count)
                shift += 2 - bullet.utf8.count
            }
            output.append(RewrittenLine(text, sourceLine: line.sourceLine, columnShift: shift))
        }
        return output
    }

    /// Whether a line ends a sentence (or a lead-in), so the next line starts anew.
    private static func endsSentence(_ text: String) -> Bool {
        guard let last = text.last else { return true }
        return ".!?:;…)\"”".contains(last)
    }

    /// `public init(`, `init(`, `func name(`, `fun Name(`, `@Composable` before one of those.
    static func opensDeclaration(_ text: String, next: String?) -> Bool {
        var words = Substring(text)
        while true {
            words = words.drop { $0 == " " || $0 == "\t" }
            if words.first == "@" {
                let name = words.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !name.isEmpty else { return false }
                words = words.dropFirst(name.count + 1)
                if words.first == "(" { words = words.drop { $0 != ")" }.dropFirst() }
                if words.allSatisfy({ $0 == " " || $0 == "\t" }) { return next.map { opensDeclaration($0, next: nil) } ?? false }
                continue
            }
            let word = words.prefix { $0.isLetter }
            if modifiers.contains(String(word)) {
                words = words.dropFirst(word.count)
                guard words.first == " " else { return false }
                continue
            }
            let rest = words.dropFirst(word.count)
            switch word {
            case "init", "constructor":
                return (rest.first == "(" || rest.first == "<" || rest.hasPrefix("?(")) && opensParameterList(rest)
            case "func", "fun":
                guard rest.first == " " else { return false }
                let name = rest.drop { $0 == " " }
                return (name.first?.isLetter == true || name.first == "_" || name.first == "<") && opensParameterList(name)
            default: return false
            }
        }
    }

    /// `(` then nothing more on the line, `)`, or a `name: Type` before the first `)`: a parameter list,
    /// not a parenthesis in prose ("fun fact(s) about …").
    private static func opensParameterList(_ text: Substring) -> Bool {
        guard let open = text.firstIndex(of: "(") else { return false }
        let inside = text[text.index(after: open)...].prefix { $0 != ")" }
        let afterOpen = String(text[text.index(after: open)...]).trimmed
        return afterOpen.isEmpty || afterOpen.hasPrefix(")") || inside.contains(":")
    }

    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "override", "static", "final", "convenience", "required",
        "mutating", "nonisolated", "suspend", "inline", "actual", "expect", "protected", "nonmutating",
    ]

    /// A short line that ends without punctuation and reads like a title, not a sentence or code.
    static func isHeadingCandidate(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.last, text.count <= 64 else { return false }
        guard first.properties.isUppercase || first.properties.numericType != nil || "“\"'‘".unicodeScalars.contains(first)
        else { return false }
        guard !".,;:!?…".contains(last) else { return false }
        guard !text.contains(": "), !text.contains("|"), !text.contains("="), !text.contains("{"), !text.contains("`") else {
            return false
        }
        return text.split(separator: " ").count <= 8
    }

    /// "Do", "Don't", "Don’t", "Do's", "Dos and don'ts": guidance pairs.
    static func isGuidanceLabel(_ text: String) -> Bool {
        let word = text.lowercased().replacingApostrophes.filter { $0.isLetter || $0 == "'" }
        return ["do", "don't", "dont", "do's", "dos", "don'ts", "caution", "avoid"].contains(word)
    }

    /// "A. Banner Text", "2. Icon (Optional)": a callout letter or number before a part's name.
    static func isLetteredPart(_ text: String) -> Bool {
        let characters = Array(text)
        return characters.count > 3 && (characters[0].isLetter || characters[0].isNumber) && characters[1] == "."
            && characters[2] == " "
    }
}

extension String {
    /// Typographic apostrophes as ASCII ones, so "Don’t" reads like "Don't".
    fileprivate var replacingApostrophes: String {
        String(map { $0 == "’" || $0 == "‘" ? "'" : $0 })
    }
}
