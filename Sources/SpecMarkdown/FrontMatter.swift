/// A YAML front matter block (`---` … `---` at the very top of a document).
///
/// Only top-level `key: value` scalars are read; nested YAML is kept as text but not interpreted.
public struct FrontMatter: Sendable, Hashable {
    /// The top-level scalar fields, quotes removed.
    public var fields: [String: String]
    /// Where the block stood, delimiters included.
    public var range: SourceRange

    /// A `title:` one level down (`meta:` then `  title: Range`), as some docs sites nest it; nil when there is none.
    public var nestedTitle: String? = nil

    /// The `title:` field, if present and not empty, else a title nested one level down.
    public var title: String? {
        guard let title = fields["title"], !title.isEmpty else { return nestedTitle.flatMap { $0.isEmpty ? nil : $0 } }
        return title
    }

    /// Splits front matter off `text`, replacing its lines with empty lines so line numbers stay right.
    static func split(_ text: String) -> (frontMatter: FrontMatter?, body: String) {
        guard text.hasPrefix("---") else { return (nil, text) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines[0].trimmingTrailingSpaces == "---" else { return (nil, text) }
        guard
            let closing = lines.indices.dropFirst().first(where: {
                let line = lines[$0].trimmingTrailingSpaces
                return line == "---" || line == "..."
            })
        else { return (nil, text) }

        var fields: [String: String] = [:]
        var nestedTitle: String?
        for line in lines[1..<closing] {
            // `  title: Range` under a key of its own: the first such title, in document order.
            if nestedTitle == nil, line.first == " ", let colon = line.firstIndex(of: ":"), line[..<colon].trimmingSpaces == "title" {
                nestedTitle = unquoted(line[line.index(after: colon)...].trimmingSpaces)
            }
            guard let first = line.first, first != " ", first != "\t", first != "#",
                let colon = line.firstIndex(of: ":")
            else { continue }
            let key = line[..<colon].trimmingSpaces
            let value = unquoted(line[line.index(after: colon)...].trimmingSpaces)
            if !key.isEmpty, fields[key] == nil { fields[key] = value }
        }
        let lastLine = lines[closing]
        let range = SourceRange(
            start: SourcePosition(line: 1, column: 1),
            end: SourcePosition(line: closing + 1, column: max(1, lastLine.utf8.count))
        )
        for index in 0...closing { lines[index] = "" }
        return (FrontMatter(fields: fields, range: range, nestedTitle: nestedTitle), lines.joined(separator: "\n"))
    }

    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else {
            return value
        }
        return String(value.dropFirst().dropLast())
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var copy = self
        while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
        return copy
    }

    fileprivate var trimmingSpaces: String {
        String(trimmingTrailingSpaces.drop(while: { $0 == " " || $0 == "\t" }))
    }
}
