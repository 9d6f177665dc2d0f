import SpecMarkdown
import SpecModel

/// A row typed only `object` whose default or description sends the reader further down ("see below"), where a
/// heading names the parameter ("styleNames defaults" after `| styleNames | object | see below |`): an object literal of plain values there
/// (`styleNames = { warning: 'note-warning', success: 'note-success' }`) gives the fields, typed by their values, and the
/// default. The row then reads as the object type `{ warning: string; success: string }` with that default, which
/// `ObjectTypeRecord` makes a record of. Without such a section the row stays as written.
enum ObjectDefinedBelow {
    /// The pieces with such rows rewritten; a note per row read so.
    static func resolve(_ pieces: [[APIPiece]], outline: SectionOutline) -> (pieces: [[APIPiece]], notes: [Diagnostic]) {
        var notes: [Diagnostic] = []
        let resolved = pieces.map { section in
            section.map { piece -> APIPiece in
                guard case .table(var table) = piece else { return piece }
                for index in table.rows.indices {
                    let row = table.rows[index]
                    guard let type = row.type, ["object", "Object"].contains(type.trimmed),
                        pointsBelow(row.defaultValue) || pointsBelow(row.description),
                        let found = literal(for: row.name, after: row.location.line, in: outline)
                    else { continue }
                    table.rows[index].type = found.type
                    if row.defaultValue == nil || !startsLikeValue(row.defaultValue ?? "") {
                        table.rows[index].defaultValue = found.value
                    }
                    notes.append(
                        Diagnostic(
                            .note,
                            "type of '\(row.name)' read as '\(found.type)' from the object under the heading '\(found.heading)' (line \(found.line))",
                            at: row.location
                        )
                    )
                }
                return .table(table)
            }
        }
        return (resolved, notes)
    }

    /// `{ error: string; … }` and `{ error: 'toast-error', … }` from the first section after `line` whose heading
    /// names `name`, when a code block there holds an object literal whose values are all plain literals.
    private static func literal(for name: String, after line: Int, in outline: SectionOutline) -> (
        type: String, value: String, heading: String, line: Int
    )? {
        let lowered = name.lowercased()
        for section in outline.sections {
            guard let heading = section.heading, heading.range.start.line > line else { continue }
            let title = heading.content.plainText
            let words = title.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "-" }.map(String.init)
            guard words.contains(lowered) else { continue }
            for case .codeBlock(let block) in section.blocks {
                guard let object = outermostObject(in: block.code), let fields = plainFields(of: object) else { continue }
                let type = "{ " + fields.map { "\($0.name): \($0.type)" }.joined(separator: "; ") + " }"
                let value = "{ " + fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + " }"
                return (type, value, title, heading.range.start.line)
            }
            return nil
        }
        return nil
    }

    /// The text from the first `{` to its matching `}`.
    private static func outermostObject(in code: String) -> String? {
        guard let open = code.firstIndex(of: "{"), let close = TopLevelText.closing(of: open, in: code) else { return nil }
        return String(code[open...close])
    }

    /// Each `key: literal` of an object, with the literal's type; nil when a value is not a plain literal.
    private static func plainFields(of object: String) -> [(name: String, type: String, value: String)]? {
        var fields: [(name: String, type: String, value: String)] = []
        for piece in TopLevelText.parts(of: String(object.dropFirst().dropLast()), separators: [",", ";", "\n"]) where !piece.isEmpty {
            guard let colon = piece.firstIndex(of: ":") else { return nil }
            var key = String(piece[..<colon]).trimmed
            if let quote = key.first, quote == "'" || quote == "\"", key.count >= 2, key.last == quote {
                key = String(key.dropFirst().dropLast())
            }
            let value = String(piece[piece.index(after: colon)...]).trimmed
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else { return nil }
            let type: String
            if StringLiteralReader.value(of: value) != nil {
                type = "string"
            } else if value == "true" || value == "false" {
                type = "boolean"
            } else if Double(value) != nil {
                type = "number"
            } else {
                return nil
            }
            fields.append((key, type, value))
        }
        return fields.isEmpty ? nil : fields
    }

    /// Whether the text sends the reader further down ("see below", "as follows", "见下文").
    /// Whether `text` sends the reader further down the page ("see below", "as follows").
    static func pointsBelow(_ text: String?) -> Bool {
        guard let text = text?.lowercased() else { return false }
        // Most cells are ASCII: those are searched by bytes, and the words in other scripts cannot occur in them.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        return belowWords.contains { word in
            guard isASCII else { return text.contains(word) }
            return ASCIIWords.contains(text, word) ?? false
        }
    }

    private static let belowWords = [
        "below", "as follows", "following section", "见下", "如下", "下方", "下記", "以下", "unten", "abajo", "ci-dessous", "abaixo",
    ]

    /// Whether a default cell holds a value rather than a pointer ("see below").
    private static func startsLikeValue(_ text: String) -> Bool {
        let text = text.trimmed
        return text.hasPrefix("{") || StringLiteralReader.value(of: text) != nil
    }
}
