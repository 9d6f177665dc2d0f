import Foundation
import SpecModel

/// The defaults a declaration's doc comment states for its parameters (`///   - animated: … Default is ``true``.`).
enum DocCommentDefaults {
    /// Parameter name → stated default, from the `///` lines right above line `line` (0-based) of `code`, or starting there.
    static func read(_ code: String, above line: Int) -> [(name: String, value: String)] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespaces() }
        guard line >= 0, line < lines.count else { return [] }
        // The declaration's offset may be its doc comment's own start: the comment is the run of `///` lines right
        // above its first line of code.
        var start = line
        while start < lines.count, lines[start].hasPrefix("///") { start += 1 }
        var comment: [String] = []
        var index = start - 1
        while index >= 0, lines[index].hasPrefix("///") {
            comment.insert(String(lines[index].dropFirst(3)).trimmingWhitespaces(), at: 0)
            index -= 1
        }
        var found: [(name: String, value: String)] = []
        for text in comment where text.hasPrefix("- ") {
            var item = String(text.dropFirst(2)).trimmingWhitespaces()
            if item.lowercased().hasPrefix("parameter ") { item = String(item.dropFirst("parameter ".count)) }
            guard let colon = item.firstIndex(of: ":") else { continue }
            let name = String(item[..<colon]).trimmingWhitespaces()
            guard name.isPlainIdentifier,
                // DocC writes code between double backticks (``true``); the prose reader expects single ones.
                let value = ProseDefault.value(in: item[item.index(after: colon)...].replacingOccurrences(of: "``", with: "`"))
            else { continue }
            let bare = value.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if !bare.isEmpty { found.append((name, bare)) }
        }
        return found
    }
}
