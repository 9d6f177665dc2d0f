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

    /// What the test results say, one sentence per platform ("12 of 15 documented behaviours pass on iOS"); nothing
    /// when results of fewer than two platforms were given (the behaviours' line then says it all).
    static func results(_ figures: ComponentFigures) -> String {
        guard figures.results.count > 1 else { return "" }
        let items = zip(figures.results, figures.resultSentences).map { platform, sentence in
            "<li data-platform=\"\(HTMLText.escape(platform.platform))\" data-passed=\"\(platform.passed)\" data-failed=\"\(platform.failed)\""
                + " data-not-run=\"\(platform.notRun)\">" + HTMLText.escape(sentence) + ".</li>"
        }
        return "<ul class=\"results\">" + items.joined() + "</ul>"
    }
}
