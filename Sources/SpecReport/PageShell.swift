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
            ("statements", "documented behaviours", "\(figures.statements)"),
            ("executable", "have a test", "\(figures.executable)"),
            ("pending", "need a person to check", "\(figures.pending)"),
            ("disputed", "documents disagree on", "\(figures.disputed)"),
            ("properties", "options stored as data", "\(figures.properties)"),
            ("runtime", "options set in code", "\(figures.runtime)"),
            ("warnings", "warnings", "\(figures.warnings)"),
            ("errors", "errors", "\(figures.errors)"),
            ("disagreements", "disagreements found", "\(figures.disagreements)"),
            ("inferences", "things guessed", "\(figures.inferences)"),
            ("ignored", "things left out", "\(figures.ignored)"),
        ]
        items.append(("coverage", "behaviours with a test", figures.coveragePercent.map { "\($0) %" } ?? "—"))
        let rows = items.map { key, label, value in
            "<div data-figure=\"\(key)\"><dt>\(label)</dt><dd>\(value)</dd></div>"
        }
        return "<dl class=\"figures\">" + rows.joined() + "</dl>"
    }

    /// What the test results say, one sentence per platform ("12 of 15 documented behaviours pass on iOS"); nothing
    /// when no results were given.
    static func results(_ figures: ComponentFigures) -> String {
        guard !figures.results.isEmpty else { return "" }
        let items = zip(figures.results, figures.resultSentences).map { platform, sentence in
            "<li data-platform=\"\(HTMLText.escape(platform.platform))\" data-passed=\"\(platform.passed)\" data-failed=\"\(platform.failed)\""
                + " data-not-run=\"\(platform.notRun)\">" + HTMLText.escape(sentence) + ".</li>"
        }
        return "<ul class=\"results\">" + items.joined() + "</ul>"
    }

    /// The coverage bar.
    static func coverage(_ figures: ComponentFigures) -> String {
        guard figures.statements > 0 else { return "<p class=\"muted\">No behaviour statements.</p>" }
        return "<progress value=\"\(figures.executable)\" max=\"\(figures.statements)\" aria-label=\"behaviours with a test\">"
            + "\(figures.executable) of \(figures.statements)</progress>"
    }
}
