import SpecModel

/// Templates that include themselves, directly or through other templates' partials. The views templates render
/// hold no recursive data that could end such an inclusion, so rendering one would recurse until the stack ran out.
enum PartialCycles {
    /// The first cycle among `sources` (by template name) that passes through a template of `changed`, as an error
    /// at the `{{> name}}` tag where it starts; nil when there is none. Templates that change their delimiters are
    /// not followed (their tags cannot be told from text here).
    static func first(in sources: [String: String], changed: Set<String>, origin: String) -> Diagnostic? {
        var partials: [String: [MustacheTags.Tag]] = [:]
        for (name, text) in sources {
            let tags = MustacheTags.scan(text)
            guard !tags.contains(where: { $0.kind == .delimiters }) else { continue }
            partials[name] = tags.filter { $0.kind == .partial && sources[$0.name] != nil }
        }
        for start in changed.sorted() {
            for tag in partials[start] ?? [] {
                guard let path = route(from: tag.name, to: start, partials: partials) else { continue }
                let cycle = ([start] + path).joined(separator: " → ")
                return .error(
                    "'{{> \(tag.name)}}' includes \(start) again (\(cycle)); a template that includes itself never finishes rendering",
                    at: SourceLocation(file: "\(origin)/\(start).mustache", line: tag.line, column: tag.column)
                )
            }
        }
        return nil
    }

    /// The names from `name` to `target` through partials, both ends included; nil when `target` is not reached.
    private static func route(from name: String, to target: String, partials: [String: [MustacheTags.Tag]]) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [name]
        var seen: Set<String> = [name]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if current == target {
                var path = [current]
                while let before = previous[path[0]] { path.insert(before, at: 0) }
                return path
            }
            for next in (partials[current] ?? []).map(\.name) where !seen.contains(next) {
                seen.insert(next)
                previous[next] = current
                queue.append(next)
            }
        }
        return nil
    }
}
