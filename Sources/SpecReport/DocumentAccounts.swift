/// What each document gave, and the mark of a component nothing was read from: told apart from a healthy one,
/// since a card of zeros would read as "no parameters".
extension PageShell {
    /// The "not read" mark with its reason.
    static func notRead(_ reason: String) -> String {
        "<p class=\"not-read\" data-not-read><span class=\"tag c-warning\">not read</span> " + HTMLText.escape(reason) + "</p>"
    }

    /// One line per document: what it gave, or why it gave nothing.
    static func accounts(_ documents: [ReportDocument]) -> String {
        let items = documents.compactMap { document in
            document.account.map {
                "<li data-document-account=\"\(HTMLText.escape(document.displayName))\"><code>\(HTMLText.escape(document.displayName))</code>: "
                    + HTMLText.escape($0) + "</li>"
            }
        }
        return items.isEmpty ? "" : "<ul class=\"accounts\">" + items.joined() + "</ul>"
    }
}
