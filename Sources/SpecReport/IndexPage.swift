import SpecGenCore
import SpecModel

/// `index.html`: per component, first what a designer asks (how its documented behaviours fare, where its documents
/// disagree), then, folded, the figures engineers ask about; the same over every component at the top.
enum IndexPage {
    /// How many guessed, left-out or other things a card's fold names per line; the component's page names them all.
    static let namedPerLine = 3

    static func html(components: [ReportComponent], links: ReportLinks, unplaced: [Diagnostic], title: String) -> String {
        let total = ComponentFigures.total(components.map(\.figures))
        let platforms = components.first?.platforms ?? []
        var body = "<header><h1>\(HTMLText.escape(title))</h1>"
        body += "<p class=\"muted\">For each of \(Plural.count(components.count, "component")): how many of its documented "
        body += "behaviours pass, fail, were not run or need a person to check, and where its documents disagree. "
        if platforms.isEmpty {
            body += "No test results were given, so nothing here says whether a behaviour passes "
            body += "(<code>specgen report --test-results FILE</code> reads them). "
        }
        body += "What specgen stored, guessed or left out is folded below, for engineers.</p></header>"
        body += "<section class=\"card overall\" data-component-total><h2>All components</h2>"
        body += BehaviourSummary.html(
            total,
            platforms: platforms,
            disagreement: BehaviourSummary.overallPlaces(components, pages: links.pages)
        )
        body += PageShell.results(total) + APICoverageSection.overall(components)
        body += EngineeringFigures.overall(total, platforms: platforms) + "</section>"
        body += "<h2>Components</h2><ul class=\"cards\">"
        for (component, page) in zip(components, links.pages) {
            body += "<li class=\"card component\" data-component=\"\(HTMLText.escape(component.name))\">"
            body += "<h2><a href=\"\(page)\">\(HTMLText.escape(component.name))</a></h2>"
            if let notRead = component.notRead { body += PageShell.notRead(notRead) }
            body += "<p class=\"muted\">"
            body += component.documents.map { HTMLText.escape($0.displayName) }.joined(separator: ", ") + "</p>"
            let disagreement = BehaviourSummary.places(component.figures, limit: namedPerLine) { place in
                links.link(to: place, from: "index.html")
            }
            body += BehaviourSummary.html(component.figures, platforms: component.platforms, disagreement: disagreement)
            body += PageShell.results(component.figures)
            body += APICoverageSection.card(of: component)
            body += EngineeringFigures.html(of: component, limit: namedPerLine)
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
