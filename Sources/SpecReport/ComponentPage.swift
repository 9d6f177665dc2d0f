import SpecModel

/// One component's page: its figures, its statements and parameters, and each document with what specgen read
/// marked at its lines.
enum ComponentPage {
    static func html(
        of component: ReportComponent,
        page: String,
        links: ReportLinks,
        references: [String: [(note: Diagnostic.Note, diagnostic: Diagnostic)]]
    ) -> String {
        let marks = ComponentMarks.marks(of: component, page: page, links: links, references: references)
        let name = HTMLText.escape(component.name)
        var body = "<nav><a href=\"index.html\">← All components</a></nav>"
        body += "<header><h1 data-component=\"\(name)\">\(name)</h1>"
        if let summary = component.spec?.summary, !summary.isEmpty { body += "<p>" + HTMLText.escape(summary) + "</p>" }
        body += "</header>"
        if let notRead = component.notRead { body += PageShell.notRead(notRead) }
        body += PageShell.accounts(component.documents)
        let disagreement = BehaviourSummary.places(component.figures, limit: nil) { place in
            links.link(to: place, from: page)
        }
        body += "<section class=\"card\">"
        body += BehaviourSummary.html(component.figures, platforms: component.platforms, disagreement: disagreement)
        body += PageShell.results(component.figures) + EngineeringFigures.html(of: component, limit: nil) + "</section>"
        body += APICoverageSection.html(of: component, links: links, page: page)
        body += legend(showingResults: !component.platforms.isEmpty)
        body += statements(component, links: links, page: page)
        body += parameters(component, links: links, page: page)
        for (index, document) in component.documents.enumerated() {
            body += self.document(document, index: index, marks: marks.filter { $0.file == document.path })
        }
        return PageShell.page(title: component.name + " — specgen report", body: body)
    }

    private static func legend(showingResults: Bool) -> String {
        let results: Set<LineMark.Category> = [.failed, .passed, .notRun]
        let items = LineMark.Category.allCases.filter { showingResults || !results.contains($0) }.map { category in
            "<li><span class=\"tag c-\(category.rawValue)\">\(category.label)</span> \(HTMLText.escape(category.meaning))</li>"
        }
        return "<details class=\"legend\" open><summary>What the marks mean</summary><ul class=\"legend\">" + items.joined()
            + "</ul></details>"
    }

    /// A link to a line; it names the document too when the component has several (`snackbar-guidelines.md:34`).
    private static func link(_ file: String, _ line: Int, in component: ReportComponent, links: ReportLinks, page: String) -> String {
        let document = links.displayName(of: file).split(separator: "/").last.map(String.init) ?? file
        let label = component.documents.count > 1 ? HTMLText.escape(document) + ":\(line)" : "line \(line)"
        guard let href = links.href(file: file, line: line, from: page) else { return label }
        return "<a href=\"\(HTMLText.escape(href))\">\(label)</a>"
    }

    private static func statements(_ component: ReportComponent, links: ReportLinks, page: String) -> String {
        guard let spec = component.spec else { return "" }
        let views = StatementView.views(of: component)
        guard !views.isEmpty else { return "" }
        var html = "<h2>Documented behaviours</h2><ol class=\"statements\">"
        for view in views {
            let check = view.check
            let status = check.isExecutable ? "executable" : "pending"
            let category = view.state.category
            html += "<li class=\"statement\" data-status=\"\(status)\" data-state=\"\(view.state.rawValue)\">"
            html += "<span class=\"tag c-\(category.rawValue)\">\(HTMLText.escape(view.state.label))</span> "
            html += link(check.statement.document ?? spec.source, check.line, in: component, links: links, page: page) + ": "
            html += "<q>" + HTMLText.escape(check.statement.text) + "</q>"
            html += "<div class=\"why\">" + view.detailHTML + "</div></li>"
        }
        return html + "</ol>"
    }

    private static func parameters(_ component: ReportComponent, links: ReportLinks, page: String) -> String {
        guard let spec = component.spec, spec.apis.contains(where: { !$0.parameters.isEmpty }) else { return "" }
        var html = "<h2>Options</h2><ul class=\"parameters\">"
        for api in spec.apis {
            for parameter in api.parameters {
                let category: LineMark.Category = parameter.isData ? .property : .runtime
                html += "<li class=\"parameter\" data-kind=\"\(category.rawValue)\">"
                html += "<span class=\"tag c-\(category.rawValue)\">\(HTMLText.escape(category.label))</span> "
                html += "<code>" + HTMLText.escape(api.symbol) + "." + HTMLText.escape(parameter.name) + "</code>"
                if let type = parameter.valueType {
                    html += ": <code>" + HTMLText.escape(ComponentMarks.typeName(type)) + "</code>"
                } else {
                    html += ": set in code only (" + HTMLText.escape(parameter.runtimeReason ?? "not data") + ")"
                }
                html += " (" + link(parameter.document ?? spec.source, parameter.line, in: component, links: links, page: page) + ")</li>"
            }
        }
        return html + "</ul>"
    }

    private static func markList(_ marks: [LineMark]) -> String {
        "<ul class=\"marks\">"
            + marks.map { mark in
                "<li class=\"mark c-\(mark.category.rawValue)\"><span class=\"tag\">\(mark.category.label)</span> \(mark.html)</li>"
            }.joined() + "</ul>"
    }

    private static func document(_ document: ReportDocument, index: Int, marks: [LineMark]) -> String {
        let lines = document.lines
        var html = "<section class=\"document\" id=\"d\(index)\"><h2>" + HTMLText.escape(document.displayName) + "</h2>"
        var byLine: [Int: [LineMark]] = [:]
        var whole: [LineMark] = []
        for mark in marks {
            if mark.line >= 1 && mark.line <= lines.count { byLine[mark.line, default: []].append(mark) } else { whole.append(mark) }
        }
        if document.text == nil { html += "<p class=\"muted\">The document could not be read.</p>" }
        if !whole.isEmpty { html += markList(sorted(whole)) }
        html += "<div class=\"source\">"
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let anchor = "d\(index)-L\(number)"
            let here = sorted(byLine[number] ?? [])
            let strongest = here.map(\.category).min { $0.rank < $1.rank }
            let classes = strongest.map { " marked c-\($0.rawValue)" } ?? ""
            html += "<div class=\"l\(classes)\" id=\"\(anchor)\"><a class=\"n\" href=\"#\(anchor)\">\(number)</a>"
            html += "<code>" + HTMLText.escape(String(line)) + "</code></div>"
            if !here.isEmpty { html += markList(here) }
        }
        return html + "</div></section>"
    }

    /// Marks in column order, then by category, then text: the same bytes on every run.
    private static func sorted(_ marks: [LineMark]) -> [LineMark] {
        marks.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.element.category.rank, $0.offset)
                < ($1.element.line, $1.element.column, $1.element.category.rank, $1.offset)
        }.map(\.element)
    }
}
