/// The frame of every page: a document that loads nothing (its policy forbids scripts and any fetch), with the
/// inline style sheet.
enum PageShell {
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="generator" content="specgen report">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(ReportStyle.css)
        </style>
        </head>
        <body>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }

    /// A `<dl>` of figures, each with a `data-figure` name a test (or a script of the reader's) can find.
    static func figures(_ figures: ComponentFigures) -> String {
        var items: [(String, String, String)] = [
            ("statements", "statements", "\(figures.statements)"),
            ("executable", "executable checks", "\(figures.executable)"),
            ("pending", "pending", "\(figures.pending)"),
            ("properties", "parameters as properties", "\(figures.properties)"),
            ("runtime", "parameters as runtime", "\(figures.runtime)"),
            ("warnings", "warnings", "\(figures.warnings)"),
            ("errors", "errors", "\(figures.errors)"),
            ("disagreements", "disagreements", "\(figures.disagreements)"),
            ("inferences", "inferences", "\(figures.inferences)"),
            ("ignored", "ignored items", "\(figures.ignored)"),
        ]
        items.append(("coverage", "behaviour coverage", figures.coveragePercent.map { "\($0) %" } ?? "—"))
        let rows = items.map { key, label, value in
            "<div data-figure=\"\(key)\"><dt>\(label)</dt><dd>\(value)</dd></div>"
        }
        return "<dl class=\"figures\">" + rows.joined() + "</dl>"
    }

    /// The coverage bar.
    static func coverage(_ figures: ComponentFigures) -> String {
        guard figures.statements > 0 else { return "<p class=\"muted\">No behaviour statements.</p>" }
        return "<progress value=\"\(figures.executable)\" max=\"\(figures.statements)\" aria-label=\"behaviour coverage\">"
            + "\(figures.executable) of \(figures.statements)</progress>"
    }
}
