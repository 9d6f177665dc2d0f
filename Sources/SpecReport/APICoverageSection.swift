import SpecModel

/// The "Code API" part of a component's page and card: what `verify-api` compared, what it did not (each with its
/// document line) and the differences it found.
enum APICoverageSection {
    /// The component page's section; empty when the report was made without symbol graphs.
    static func html(of component: ReportComponent, links: ReportLinks, page: String) -> String {
        guard let coverage = component.apiCoverage else { return "" }
        let state = coverage.state
        var html = "<section class=\"card api\" data-api-coverage=\"\(state.key)\"><h2>Code API (verify-api)</h2>"
        html += "<p data-api-summary>" + tag(state) + " " + HTMLText.escape(coverage.summary) + "</p>"
        if coverage.comparedAnything {
            let items: [(String, String, Int)] = [
                ("apis", "APIs", coverage.apis), ("parameters", "parameters", coverage.parameters),
                ("defaults", "defaults", coverage.defaults), ("enumerations", "enumerations", coverage.enumerations),
                ("cases", "enumeration cases", coverage.cases), ("calls", "calls", coverage.calls),
                ("symbols", "symbols", coverage.symbols), ("typed-calls", "calls written with types", coverage.typedCalls),
            ]
            html += "<dl class=\"figures\">"
            html += items.map { "<div data-api-figure=\"\($0.0)\"><dt>\($0.1) compared</dt><dd>\($0.2)</dd></div>" }.joined()
            if coverage.labelOnlyArguments > 0 {
                html += "<div data-api-figure=\"label-only\"><dt>arguments compared by label only (type or value unsure)</dt>"
                html += "<dd>\(coverage.labelOnlyArguments)</dd></div>"
            }
            html += "</dl>"
        }
        html += list("Not compared", key: "not-compared", coverage.notCompared, in: component, links: links, page: page)
        html += list("Differences from the code", key: "differences", coverage.differences, in: component, links: links, page: page)
        return html + "</section>"
    }

    /// One line for the component's card on the index.
    static func card(of component: ReportComponent) -> String {
        guard let coverage = component.apiCoverage else { return "" }
        let state = coverage.state
        var text = "Code API: " + tag(state)
        if !coverage.notCompared.isEmpty {
            text += " " + HTMLText.escape(Plural.count(coverage.notCompared.count, "API")) + " not compared"
        }
        return "<p class=\"api\" data-api-coverage=\"\(state.key)\">" + text + "</p>"
    }

    /// One sentence over every component for the index: how many were compared, with differences, with nothing
    /// compared. Empty when the report was made without symbol graphs.
    static func overall(_ components: [ReportComponent]) -> String {
        let states = components.compactMap { $0.apiCoverage?.state.key }
        guard !states.isEmpty else { return "" }
        let compared = states.filter { $0 != "nothing-compared" }.count
        let differing = states.filter { $0 == "differences" }.count
        let nothing = states.count - compared
        var text = "Code API (verify-api): \(Plural.count(compared, "component")) compared with the code"
        text += differing > 0 ? ", \(differing) with differences" : ""
        text += nothing > 0 ? "; nothing compared for \(nothing)" : ""
        return
            "<p class=\"api\" data-api-overall data-compared=\"\(compared)\" data-differing=\"\(differing)\" data-nothing-compared=\"\(nothing)\">"
            + HTMLText.escape(text) + ".</p>"
    }

    private static func tag(_ state: (key: String, label: String)) -> String {
        let category = state.key == "matches" ? "checked" : state.key == "differences" ? "warning" : "pending"
        return "<span class=\"tag c-\(category)\">" + HTMLText.escape(state.label) + "</span>"
    }

    private static func list(
        _ title: String,
        key: String,
        _ diagnostics: [Diagnostic],
        in component: ReportComponent,
        links: ReportLinks,
        page: String
    ) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var html = "<h3>\(title)</h3><ul class=\"api-\(key)\" data-api-list=\"\(key)\">"
        for diagnostic in diagnostics {
            let location = diagnostic.location
            let document = links.displayName(of: location.file).split(separator: "/").last.map(String.init) ?? location.file
            let label = HTMLText.escape(document) + ":\(location.line)"
            let place = links.href(file: location.file, line: location.line, from: page).map {
                "<a href=\"\(HTMLText.escape($0))\">\(label)</a>"
            }
            html += "<li data-line=\"\(location.line)\">" + (place ?? label) + ": " + HTMLText.escape(diagnostic.message) + "</li>"
        }
        return html + "</ul>"
    }
}
