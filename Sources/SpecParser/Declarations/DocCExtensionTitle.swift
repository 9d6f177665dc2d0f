import Foundation
import SpecModel

/// A DocC extension file's title: `# ``Notice`` ` or `# ``Notice/present(text:edge:)`` `. The page documents that
/// symbol: the title is itself a link the code must have, and the page's other links are relative to it.
enum DocCExtensionTitle {
    /// The linked symbol's path and the link's column, when `line` (an H1's source line) is a symbol link alone.
    static func link(onTitleLine line: String) -> (path: [String], column: Int)? {
        let trimmed = line.trimmingWhitespaces()
        guard trimmed.hasPrefix("#"), !trimmed.hasPrefix("##") else { return nil }
        let title = trimmed.dropFirst().trimmingWhitespaces()
        guard title.hasPrefix("``"), title.hasSuffix("``"), title.count > 4 else { return nil }
        let inside = title.dropFirst(2).dropLast(2)
        guard !inside.isEmpty, !inside.contains("`"), !inside.contains(" ") else { return nil }
        let column = (line.range(of: "``").map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0) + 1
        return (inside.split(separator: "/").map(String.init), column)
    }

    /// The title as the page's subject for its tables and lists: `Notice/Edge` reads as the type `Notice.Edge`; a
    /// member (`Notice/present(text:edge:)`) keeps its own name, so a table under it documents that function.
    static func subject(of path: [String]) -> String {
        guard let last = path.last else { return "" }
        return last.contains("(") ? last : path.joined(separator: ".")
    }
}
