import SpecMarkdown

/// DocC article links (`<doc:GettingStarted>`, `[Start here](doc:GettingStarted)`): they name a page of the catalog,
/// not a symbol of the code, so they claim no API; the verifier counts them as read and not compared.
enum ArticleLinks {
    /// The article names the inline content links to, in order (`GettingStarted` for `doc:GettingStarted`).
    static func articles(in content: [Inline]) -> [String] {
        var found: [String] = []
        for node in content {
            switch node {
            case .link(let destination, let children):
                if destination.hasPrefix("doc:"), destination.count > 4 {
                    found.append(String(destination.dropFirst(4)))
                } else {
                    found += articles(in: children)
                }
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                found += articles(in: children)
            default: break
            }
        }
        return found
    }
}
