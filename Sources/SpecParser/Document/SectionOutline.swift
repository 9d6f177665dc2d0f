import SpecMarkdown

/// A run of blocks under one heading, with the heading path above it.
struct Section {
    /// The heading that opens the section; nil for text before the first heading.
    var heading: Heading?
    /// Heading titles from the first section level down to this one (the document title excluded).
    var path: [String]
    /// The section's kind: its own heading's, else the nearest ancestor's.
    var kind: SectionKind?
    /// The blocks up to the next heading.
    var blocks: [Block]

    /// `Behaviors > Closing`.
    var pathText: String { path.joined(separator: " > ") }

    /// The first code span of the heading (`` ### `GlassSnackbarStackView` ``), which names a symbol.
    var codeName: String? { heading?.content.codeSpans.first }

    /// The heading's title when it names something rather than a kind of section (`Toast options`, not `API`),
    /// without parenthetical remarks or argument lists (`Toast (toast)`, `show(options = {})` → `Toast`, `show`).
    var specificTitle: String? {
        guard let heading, let title = path.last, !title.isEmpty, SectionKind(heading: heading.content.plainText) == nil else { return nil }
        let name = String(title.prefix { $0 != "(" }).trimmed
        return name.contains(where: \.isLetter) ? name : title
    }
}

/// The document cut into sections at its top-level headings.
struct SectionOutline {
    /// The first level-1 heading: the component's title.
    var title: Heading?
    /// Sections in document order; the first holds the blocks before any heading.
    var sections: [Section]

    init(blocks: [Block]) {
        var sections = [Section(heading: nil, path: [], kind: nil, blocks: [])]
        var title: Heading?
        var stack: [(level: Int, title: String, kind: SectionKind?)] = []
        for block in blocks {
            guard case .heading(let heading) = block else {
                sections[sections.count - 1].blocks.append(block)
                continue
            }
            let text = heading.content.plainText.trimmed
            if heading.level == 1 && title == nil {
                title = heading
                stack.removeAll()
                sections.append(Section(heading: heading, path: [], kind: nil, blocks: []))
                continue
            }
            while let last = stack.last, last.level >= heading.level { stack.removeLast() }
            let kind = SectionKind(heading: text) ?? stack.last?.kind
            stack.append((heading.level, text, kind))
            sections.append(Section(heading: heading, path: stack.map(\.title), kind: kind, blocks: []))
        }
        self.title = title
        self.sections = sections
    }
}
