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
