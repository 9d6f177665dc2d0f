import Foundation

/// What `--strict` makes of the reader's notes: an inference (something the document did not write, which the
/// reader guessed) is an error that tells the author what to write instead; a note that only says what was read as
/// written (a restatement that agrees with its declaration, an element an ignore marker leaves out) stays a note.
enum StrictAdvice {
    /// What to write so the reader need not infer, or nil when the note is no inference.
    static func advice(for message: String) -> String? {
        // Agreeing restatements and the author's own choices are written out already.
        if message.contains("is declared again with the same cases") || message.hasPrefix("not read: ") { return nil }
        // A parameter naming a record read from a table: the record's own note is the inference.
        if message.hasSuffix("which a table of this document defines") { return nil }
        if message.hasSuffix(InheritanceRow.noteSuffix) { return nil }
        if let name = quoted(in: message, after: "read enumeration '") {
            return "declare it in code, e.g. ```swift enum \(name) { case … }```, or type the row with it"
        }
        if let name = quoted(in: message, after: "read record '") {
            return "declare it in code, e.g. ```swift struct \(name) { … }```"
        }
        if message.hasPrefix("type of '"), let name = quoted(in: message, after: TypeInferenceNote.caseNameMarker + "'") {
            return "declare it in code with its cases, e.g. ```swift enum \(name) { case … }```"
        }
        if message.hasPrefix("type of '"), let type = quoted(in: message, after: " as '"),
            let unit = quoted(in: message, after: "from the unit '")
        {
            // `fade | ms | 300`: with the type written out, the default needs its unit (`300 ms`), or it reads as seconds.
            let number = message.range(of: "; its default ").flatMap { start in
                message[start.upperBound...].split(separator: " ").first.map(String.init)
            }
            return "write its type, `\(type)`, in the table's Type column" + (number.map { " and its default as `\($0) \(unit)`" } ?? "")
        }
        if message.hasPrefix("type of '"), let type = quoted(in: message, after: " as '") {
            return "write its type, `\(type)`, in the table's Type column"
        }
        if message.hasPrefix("named '"), let name = quoted(in: message, after: "named '") {
            return "title the document `# \(name)` or add front matter `component: \(name)`"
        }
        if message.hasPrefix("read an unfenced declaration") { return "fence the declaration as code (```swift … ```)" }
        if message.hasSuffix("as the title") { return "make it a Markdown title (`# …`)" }
        if message.hasSuffix("as a heading") { return "make it a Markdown heading (`## …`)" }
        if message.hasSuffix("caption, not text") { return "remove the caption, or make it a sentence ending in a full stop" }
        return "write it out explicitly"
    }

    /// The text between `marker` and the next `'`.
    private static func quoted(in message: String, after marker: String) -> String? {
        guard let start = message.range(of: marker)?.upperBound, let end = message[start...].firstIndex(of: "'") else { return nil }
        return String(message[start..<end])
    }
}
