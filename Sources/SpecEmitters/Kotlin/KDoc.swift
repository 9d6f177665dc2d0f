import SpecModel

/// Spec prose as KDoc lines (`/**`, ` * …`, ` */`); `/*` and `*/` in the prose are broken up, since Kotlin nests block
/// comments and either would change where the comment ends.
enum KDoc {
    /// The paragraphs as a KDoc comment, wrapped like Swift's doc comments; no lines when there is nothing to say.
    static func lines(_ paragraphs: [String], indent: String = "") -> [String] {
        let safe = paragraphs.map { $0.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *") }
        let body = DocComment.lines(safe).map { line in
            let text = line.dropFirst(3)
            return indent + " *" + text
        }
        guard !body.isEmpty else { return [] }
        return [indent + "/**"] + body + [indent + " */"]
    }
}
