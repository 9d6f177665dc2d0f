// How the surface walk (DocumentedSurfaceReader.swift) reads code spans and links in prose.

import Foundation
import SpecMarkdown
import SpecModel

extension SurfaceWalk {
    /// `` `init(snack: Snack)` ``, `` `class func add(snack: Snack)` ``: a declaration written in a code span, owned by
    /// the type the nearest heading names.
    mutating func readCodeSpanDeclarations(_ content: [Inline], at position: SourcePosition) {
        for span in content.codeSpans {
            let trimmed = Self.withoutModifiers(span.trimmingWhitespaces())
            guard trimmed.hasPrefix("init(") || trimmed.hasPrefix("func ") else { continue }
            let (declarations, _, code) = DeclarationParser.parse(span, language: .swift)
            guard let declaration = declarations.first, declaration.kind != .enumeration else { continue }
            // Within a paragraph, the span's own line: search the source lines from the paragraph's start.
            let spanLine = place(of: span, from: position.line)?.line ?? position.line
            let place = SourcePosition(line: spanLine, column: 1)
            let block = CodeBlock(info: "swift", code: span, isFenced: false, range: SourceRange(start: place, end: place))
            let owners = headingTypes
            let index = surface.apis.count
            append(declaration, in: block, code: code, owner: declaration.kind == .initializer ? owners.first : nil)
            surface.apis[index].subjects = owners
        }
    }

    /// Where `needle` stands in the source: the first of the 20 lines from `line` that holds it (a paragraph's span is
    /// on one of its lines), and its column; nil when none does or `line` is outside the document.
    func place(of needle: String, from line: Int) -> (line: Int, column: Int)? {
        let first = max(line, 1)
        let end = min(first + 20, lines.count + 1)
        guard first < end else { return nil }
        for candidate in first..<end {
            let text = lines[candidate - 1]
            if let found = text.range(of: needle) { return (candidate, text.distance(from: text.startIndex, to: found.lowerBound) + 1) }
        }
        return nil
    }

    /// Where `span` stands between exactly two backticks on each side (a DocC link); a span between three
    /// (```` ```Podfile``` ````) is plain code, not a link.
    func linkPlace(of span: String, from line: Int) -> (line: Int, column: Int)? {
        let first = max(line, 1)
        let end = min(first + 20, lines.count + 1)
        guard first < end else { return nil }
        let needle = "``\(span)``"
        for candidate in first..<end {
            let text = lines[candidate - 1]
            var searched = text.startIndex..<text.endIndex
            while let found = text.range(of: needle, range: searched) {
                let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
                let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
                if before != "`" && after != "`" {
                    return (candidate, text.distance(from: text.startIndex, to: found.lowerBound) + 1)
                }
                searched = found.upperBound..<text.endIndex
            }
        }
        return nil
    }

    /// A sentence listing an enumeration's cases ("Available styles are `.plain`, `.bold`, and `.faint`.").
    mutating func readCaseSentence(_ content: [Inline], line: Int) {
        guard let (names, cases) = CaseSentence.read(content, naming: Self.enumerationNames(inWords:)), !names.isEmpty else { return }
        let labels = cases.compactMap { name -> DocumentedCaseList.Label? in
            guard let (at, column) = place(of: "`.\(name)`", from: line) else { return nil }
            return DocumentedCaseList.Label(name: name, line: at, column: column)
        }
        guard labels.count == cases.count else { return }
        surface.caseLists.append(DocumentedCaseList(enumerations: names, labels: labels))
    }

    /// A list whose items each open with one case in a code span (`` - `.plain` ``), three at least, right after a sentence
    /// whose words introduce choices without naming the enumeration in code ("Available tones:"): the same claim as a
    /// sentence listing those cases, each case at its item.
    mutating func readCaseItems(_ list: ListBlock) {
        guard list.items.count >= 3, let introduction = introductions.last,
            let names = CaseSentence.enumerationNames(introducedBy: introduction, naming: Self.enumerationNames(inWords:)),
            !names.isEmpty
        else { return }
        var labels: [DocumentedCaseList.Label] = []
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first, case .code(let span)? = paragraph.content.first,
                span.hasPrefix("."), span.count > 1, span.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return }
            let (line, column) =
                place(of: "`\(span)`", from: paragraph.range.start.line)
                ?? (paragraph.range.start.line, paragraph.range.start.column)
            labels.append(DocumentedCaseList.Label(name: String(span.dropFirst()), line: line, column: column))
        }
        surface.caseLists.append(DocumentedCaseList(enumerations: names, labels: labels))
    }

    /// Allowed values written as literals ("Allowed values: `1`, `2`, `3`"): a located "not compared" note, counted.
    mutating func readLiteralChoices(_ content: [Inline], of name: String?, line: Int, column: Int) {
        guard let values = LiteralChoices.read(content) else { return }
        let subject = name.flatMap { Self.isIdentifier($0) ? $0 : nil }
        surface.unread.append(
            UnreadAPI(reason: LiteralChoices.reason(values, of: subject), kind: .literalValues, line: line, column: column)
        )
    }

    /// A table whose first cells are each one case written with its leading dot (`| `.enqueue` | … |`) lists an
    /// enumeration's cases; the words of its first column's title, the paragraph before it and the headings above
    /// name the enumeration, as a sentence listing cases does.
    mutating func readCaseTable(_ table: Table) {
        var labels: [DocumentedCaseList.Label] = []
        for row in table.rows {
            guard let first = row.cells.first, first.content.count == 1, case .code(let span) = first.content[0] else { return }
            let trimmed = span.trimmingWhitespaces()
            guard trimmed.hasPrefix("."), Self.isIdentifier(String(trimmed.dropFirst())) else { return }
            labels.append(
                DocumentedCaseList.Label(name: String(trimmed.dropFirst()), line: row.range.start.line, column: row.range.start.column)
            )
        }
        guard labels.count >= 2 else { return }
        let words = [table.header.cells.first?.content.plainText ?? "", introductions.last ?? ""] + headings.reversed().map(\.text)
        let names = words.flatMap(Self.enumerationNames(inWords:))
        guard !names.isEmpty else { return }
        surface.caseLists.append(DocumentedCaseList(enumerations: names, labels: labels))
    }

    /// DocC links: a code span written between double backticks (``` ``Toast/present(text:)`` ```).
    mutating func readLinks(_ content: [Inline], line: Int) {
        for span in content.codeSpans where !span.contains(" ") && !span.isEmpty {
            guard let (at, column) = linkPlace(of: span, from: line) else { continue }
            // An absolute link (`/Module/Type`) keeps its leading slash as an empty first component.
            let path = (span.hasPrefix("/") ? [""] : []) + span.split(separator: "/").map(String.init)
            surface.links.append(SymbolLink(path: path, line: at, column: column, scope: linkScope))
        }
        for article in ArticleLinks.articles(in: content) {
            let (at, column) = articlePlace(of: article, from: line)
            surface.unread.append(
                UnreadAPI(reason: "`doc:\(article)` is an article link, not a symbol", kind: .articleLink, line: at, column: column)
            )
        }
    }

    /// Where `doc:article` stands, from the paragraph's first line on; the paragraph's start when it is not found.
    func articlePlace(of article: String, from line: Int) -> (line: Int, column: Int) {
        let first = max(line, 1)
        for candidate in first..<min(first + 20, lines.count + 1) {
            if let found = lines[candidate - 1].range(of: "doc:\(article)") {
                let text = lines[candidate - 1]
                let start =
                    found.lowerBound > text.startIndex && text[text.index(before: found.lowerBound)] == "<"
                    ? text.index(before: found.lowerBound) : found.lowerBound
                return (candidate, text.distance(from: text.startIndex, to: start) + 1)
            }
        }
        return (first, 1)
    }
}
