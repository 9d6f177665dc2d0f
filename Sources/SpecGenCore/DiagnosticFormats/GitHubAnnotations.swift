import SpecModel

/// GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=…::message`), which the Actions runner
/// shows as annotations on the pull request's lines.
enum GitHubAnnotations {
    /// One line per diagnostic; notes follow the message on lines of their own (encoded as `%0A`).
    static func render(_ diagnostics: [Diagnostic], workingDirectory: String) -> String {
        diagnostics.map { line(for: $0, workingDirectory: workingDirectory) + "\n" }.joined()
    }

    private static func line(for diagnostic: Diagnostic, workingDirectory: String) -> String {
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let kind = DiagnosticKind.of(diagnostic)
        var properties = ["file=" + property(DiagnosticPaths.relative(diagnostic.location.file, to: workingDirectory))]
        if diagnostic.location.line >= 1 {
            properties.append("line=\(diagnostic.location.line)")
            if diagnostic.location.column >= 1 { properties.append("col=\(diagnostic.location.column)") }
        }
        properties.append("title=" + property("specgen \(kind.id) \(kind.name)"))
        var message = diagnostic.message
        for note in diagnostic.notes {
            let place = DiagnosticPaths.relative(note.location.file, to: workingDirectory)
            message += "\n\(place):\(note.location.line):\(note.location.column): note: \(note.message)"
        }
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// A command's message, escaped as the runner unescapes it: `%`, carriage return and line feed.
    static func data(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property value, escaped as `data` plus `:` and `,`, which would end the property.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
