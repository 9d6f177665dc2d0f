import Foundation
import SpecModel

/// Templates that include themselves, directly or through other templates' partials. The views templates render
/// hold no recursive data that could end such an inclusion, so rendering one would recurse until the stack ran out.
enum PartialCycles {
    /// The first cycle among `sources` (by template name) that passes through a template of `changed`, as an error
    /// at the `{{> name}}` tag where it starts; nil when there is none.
    static func first(in sources: [String: String], changed: Set<String>, origin: String) -> Diagnostic? {
        var partials: [String: [Partial]] = [:]
        for (name, text) in sources { partials[name] = Self.partials(in: text).filter { sources[$0.name] != nil } }
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
    private static func route(from name: String, to target: String, partials: [String: [Partial]]) -> [String]? {
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

    /// A `{{> name}}` tag and where it is.
    struct Partial: Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    /// The partial tags of `text`, following `{{=<% %>=}}` changes of delimiters as Mustache does (a template can
    /// hide an inclusion of itself behind other delimiters).
    static func partials(in text: String) -> [Partial] {
        let bytes = Array(text.utf8)
        var open = Array("{{".utf8)
        var close = Array("}}".utf8)
        var found: [Partial] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
            offset + delimiter.count <= bytes.count && bytes[offset..<offset + delimiter.count].elementsEqual(delimiter)
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            guard matches(open, at: index) else {
                index += 1
                continue
            }
            let start = index
            var end = start + open.count
            while end < bytes.count, !matches(close, at: end) { end += 1 }
            guard end < bytes.count else { break }
            let inner = String(decoding: bytes[(start + open.count)..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            // The tag ends at the delimiter it was read with, before a delimiter tag changes it.
            let after = end + close.count
            if inner.count >= 2, inner.hasPrefix("="), inner.hasSuffix("=") {
                let parts = inner.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
                if parts.count == 2 {
                    open = Array(parts[0].utf8)
                    close = Array(parts[1].utf8)
                }
            } else if inner.hasPrefix(">") {
                let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count + 1
                found.append(Partial(name: inner.dropFirst().trimmingCharacters(in: .whitespaces), line: line, column: column))
            }
            for offset in start..<after where bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            index = after
        }
        return found
    }
}
