import SpecGenCore
import SpecModel

/// One file of the report.
public struct ReportFile: Sendable, Hashable {
    /// Its name inside the report folder (`index.html`, `snackbar.html`).
    public var path: String
    /// Its bytes, as text.
    public var contents: String
}

/// The static HTML report of what specgen understood: an index and one page per component, no external assets,
/// the same bytes for the same documents.
public enum HTMLReport {
    /// The pages for a generation run over a specs folder.
    public static func files(for generation: Generation, title: String = "specgen report") -> [ReportFile] {
        let (components, unplaced) = ReportComponent.components(of: generation)
        return files(for: components, unplaced: unplaced, title: title)
    }

    /// The pages for `components`; `unplaced` are diagnostics that belong to no document (listed on the index).
    public static func files(for components: [ReportComponent], unplaced: [Diagnostic] = [], title: String = "specgen report")
        -> [ReportFile]
    {
        let links = ReportLinks(components: components)
        var files = [
            ReportFile(path: "index.html", contents: IndexPage.html(components: components, links: links, unplaced: unplaced, title: title))
        ]
        let references = ComponentMarks.references(in: components)
        for (component, page) in zip(components, links.pages) {
            let html = ComponentPage.html(of: component, page: page, links: links, references: references)
            files.append(ReportFile(path: page, contents: html))
        }
        return files
    }

    /// What the test results say over every component, one sentence per platform ("12 of 15 documented behaviours
    /// pass on iOS; 1 fails").
    public static func resultSentences(of components: [ReportComponent]) -> [String] {
        ComponentFigures.total(components.map(\.figures)).resultSentences
    }

    /// Behaviour coverage over every component, in whole percent (nil when there are no statements).
    public static func overallCoverage(of components: [ReportComponent]) -> Int? {
        ComponentFigures.total(components.map(\.figures)).coveragePercent
    }
}
