import Foundation
import SpecModel
import SpecParser

/// Parses inline Markdown as `test.md`.
func parse(_ markdown: String) -> ParseResult {
    SpecParser.parse(bytes: Array(markdown.utf8), source: "test.md")
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

extension ComponentSpec {
    /// The only API, or the one with `symbol`.
    func api(_ symbol: String? = nil) -> APIDeclaration? {
        symbol.map { name in apis.first { $0.symbol == name } } ?? (apis.count == 1 ? apis[0] : nil)
    }
}

extension APIDeclaration {
    func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }
}

/// A component page in our own words that shows its API in one code block: the page the usage and declaration
/// suites read, so each suite states only its code.
struct CodePage {
    /// A sound played with a banner.
    static let chime = CodePage(title: "Chime", summary: "A short sound with a banner.")
    /// A floating message.
    static let pebble = CodePage(title: "Pebble", summary: "A short message that floats over the page.")
    /// A small label.
    static let pill = CodePage(title: "Pill", summary: "A small rounded label.")

    /// The page's heading, which names the component.
    let title: String
    /// The sentence under the heading.
    let summary: String

    /// Parses the page with `code` in a `language` fence, as `specs/<title>.md`, with inferences kept as notes.
    func parse(_ code: String, language: String) -> ParseResult {
        let markdown = """
            # \(title)

            \(summary)

            ```\(language)
            \(code)
            ```
            """
        return SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/\(title.lowercased()).md", inferences: .notes)
    }
}
