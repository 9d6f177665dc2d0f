import Foundation
import SpecModel

/// One JSON object per diagnostic, one per line, keys sorted: `severity`, `message`, `file`, `line`, `column`,
/// `rule` and `kind` (its `DiagnosticKind`), and `notes` (each with `message`, `file`, `line`, `column`).
enum DiagnosticJSONLines {
    private struct Entry: Encodable {
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var rule: String
        var kind: String
        var notes: [NoteEntry]
    }

    private struct NoteEntry: Encodable {
        var message: String
        var file: String
        var line: Int
        var column: Int
    }

    static func render(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return diagnostics.map { diagnostic in
            let kind = DiagnosticKind.of(diagnostic)
            let entry = Entry(
                severity: diagnostic.severity.rawValue,
                message: diagnostic.message,
                file: diagnostic.location.file,
                line: diagnostic.location.line,
                column: diagnostic.location.column,
                rule: kind.id,
                kind: kind.name,
                notes: diagnostic.notes.map {
                    NoteEntry(message: $0.message, file: $0.location.file, line: $0.location.line, column: $0.location.column)
                }
            )
            // Encoding strings and integers cannot fail.
            let data = (try? encoder.encode(entry)) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        }.joined()
    }
}
