import SpecMarkdown

/// A set of allowed values written as literals after a word that introduces choices ("Allowed values: `1`, `2`, `3`",
/// "one of `"small"` or `"large"`"). A symbol graph states no such set: a plain type (`Int`, `String`) admits any value
/// and a constant's value is not recorded, so the claim is said to be not compared rather than read as cases.
enum LiteralChoices {
    /// The literals, when the text reads as such a set: two at least, each a number or a quoted string in a code span,
    /// and every code span after the introducing word one of them (a span that is a name makes it something else).
    static func read(_ content: [Inline]) -> [String]? {
        let text = content.plainText
        let spans = content.codeSpans.map { $0.trimmingWhitespaces() }
        guard let first = spans.firstIndex(where: isLiteral), let start = text.range(of: spans[first]) else { return nil }
        guard CaseSentence.introducesChoices(String(text[..<start.lowerBound])) else { return nil }
        let listed = Array(spans[first...])
        guard listed.count >= 2, listed.allSatisfy(isLiteral) else { return nil }
        return listed
    }

    /// A number (`3`, `-1`, `0.5`) or a quoted string (`"large"`).
    private static func isLiteral(_ span: String) -> Bool {
        Double(span.replacingOccurrences(of: "_", with: "")) != nil
            || (span.count >= 2 && span.hasPrefix("\"") && span.hasSuffix("\""))
    }

    /// The reason the note gives, naming what the set is documented for when the place says (a table row's name).
    static func reason(_ values: [String], of name: String?) -> String {
        "the allowed values \(values.map { "`\($0)`" }.joined(separator: ", "))\(name.map { " of '\($0)'" } ?? "") are literals:"
            + " the code's public API states no set of values (a type admits any, a constant's value is not in the graph) to"
            + " compare them with"
    }
}
