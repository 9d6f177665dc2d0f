import SpecMarkdown

/// The sections where a page states its API under a heading of its own ("Configuration", "Props", "Constructor
/// parameters", "Customization") with something that lists it: a table, a list of code-spanned names, or code.
///
/// When a page has one, it says there what the component takes; a call elsewhere on the page (a quick-start sample,
/// another library's setup) passes values for one use, and prose there names things in passing. A reading from usage
/// then takes calls and prose only from these sections; an assignment to the component's own property still states
/// that setting wherever the page explains it ("Dismissing: set `x = true`"). When nothing is left, it says the
/// statement is in a shape specgen does not read rather than taking the samples for the API.
struct StatedAPISections {
    /// The headings of the stating sections, in document order.
    private(set) var headings: [String] = []
    /// The line of the first stating section's heading.
    private(set) var firstLine = 1
    /// The lines of every section titled as stating the API (its subsections included), stating content or not.
    private var spans: [ClosedRange<Int>] = []

    init(outline: SectionOutline) {
        let sections = outline.sections
        var titled: [ClosedRange<Int>] = []
        var stating: [String] = []
        for (index, section) in sections.enumerated() {
            guard let heading = section.heading, section.path.contains(where: Self.titlesAPI) else { continue }
            let start = heading.range.start.line
            let end = index + 1 < sections.count ? (sections[index + 1].heading?.range.start.line ?? Int.max) - 1 : Int.max
            titled.append(start...max(start, end))
            if section.blocks.contains(where: Self.lists), let title = section.path.last, !stating.contains(title) {
                if stating.isEmpty { firstLine = start }
                stating.append(title)
            }
        }
        guard !stating.isEmpty else { return }
        headings = stating
        spans = titled
    }

    /// Whether the page states its API in a section of its own.
    var isEmpty: Bool { headings.isEmpty }

    /// Whether `line` lies in a section titled as stating the API; every line does when the page has none.
    func holds(line: Int) -> Bool {
        isEmpty || spans.contains { $0.contains(line) }
    }

    /// Why nothing was read when the stating sections gave no API and the samples elsewhere are not taken for it.
    var notReadReason: String {
        let named = headings.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return "no API read: the page states it under \(named) in a form specgen does not read;"
            + " its sample code elsewhere shows it in use and is not taken for it"
    }

    /// "Props", "Parameters", "Constructor parameters", "Configuration", "Customization", "Modifiers", "API": a title
    /// over what the component takes. "Methods" is not (what it does), nor "Settings" and "Appearance", which pages give
    /// to sections of samples; "API" only alone ("API", "API reference"), as pages also name links and comparisons so
    /// ("Design & API documentation", "APIs not present in …").
    static func titlesAPI(_ title: String) -> Bool {
        if SectionVocabulary.namesSettings(title) { return true }
        let words = SectionVocabulary.words(of: title)
        if words.contains(where: stateWords.contains) { return true }
        return words.contains { $0 == "api" || $0 == "apis" } && words.allSatisfy { ["api", "apis", "reference"].contains($0) }
    }

    private static let stateWords: Set<String> = [
        "configuration", "customization", "customisation", "customizing", "customising", "modifiers",
    ]

    /// Whether a block lists an API: a table, a fenced block of code that is not a build script or a shell session,
    /// or a list of two or more items that each name something in code.
    private static func lists(_ block: Block) -> Bool {
        switch block {
        case .table: return true
        case .codeBlock(let code):
            return !code.code.trimmingWhitespaces().isEmpty && !setupLanguages.contains(code.language.lowercased())
        case .list(let list):
            return list.items.count >= 2
                && list.items.allSatisfy { item in
                    item.blocks.contains {
                        if case .paragraph(let paragraph) = $0 { return !paragraph.content.codeSpans.isEmpty }
                        return false
                    }
                }
        default: return false
        }
    }

    /// Fence languages of installation and setup, never of a component's API.
    private static let setupLanguages: Set<String> = [
        "bash", "sh", "shell", "zsh", "console", "ruby", "podfile", "gradle", "groovy", "toml", "yaml", "yml",
        "properties", "diff", "cmake", "makefile", "powershell", "ps1", "bat", "cmd", "kts",
    ]
}
