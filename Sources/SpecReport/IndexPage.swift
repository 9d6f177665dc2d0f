import SpecGenCore
import SpecModel

/// `index.html`: every component with its figures, and the overall behaviour coverage.
enum IndexPage {
    static func html(components: [ReportComponent], links: ReportLinks, unplaced: [Diagnostic], title: String) -> String {
        let total = ComponentFigures.total(components.map(\.figures))
        var body = "<header><h1>\(HTMLText.escape(title))</h1>"
        body += "<p class=\"muted\">What specgen read in the documents of \(Plural.count(components.count, "component")): which "
        body += "documented behaviours have a test, which need a person to check, where documents disagree"
        body += total.results.isEmpty ? "" : ", and what the tests found"
        body += ".</p></header>"
        body += "<section class=\"card overall\" data-component-total><h2>All components</h2>"
        body += PageShell.results(total) + PageShell.figures(total) + PageShell.coverage(total)
        body += APICoverageSection.overall(components) + "</section>"
        body += "<h2>Components</h2><ul class=\"cards\">"
        for (component, page) in zip(components, links.pages) {
            let notRead = component.notRead
            body +=
                "<li class=\"card component\" data-component=\"\(HTMLText.escape(component.name))\">"
            body += "<h2><a href=\"\(page)\">\(HTMLText.escape(component.name))</a></h2>"
            if let notRead { body += PageShell.notRead(notRead) }
            body += "<p class=\"muted\">"
            body += component.documents.map { HTMLText.escape($0.displayName) }.joined(separator: ", ") + "</p>"
            body += PageShell.results(component.figures) + PageShell.figures(component.figures) + PageShell.coverage(component.figures)
            body += APICoverageSection.card(of: component)
            body += "</li>"
        }
        body += "</ul>"
        if !unplaced.isEmpty {
            body += "<h2>Other diagnostics</h2><ul class=\"marks\">"
            for diagnostic in unplaced {
                let category = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "note"
                body += "<li class=\"mark c-\(category)\">" + HTMLText.escape(diagnostic.description) + "</li>"
            }
            body += "</ul>"
        }
        return PageShell.page(title: title, body: body)
    }
}
