import SpecMarkdown
import SpecModel

/// A table in an API section that the reader cannot use as parameters, because no column names the parameter,
/// would vanish without a word: it is a warning at the table instead.
enum UnusedParameterTable {
    /// The warning for `table`, which `ParameterTable` did not read, under `section`; nil where leaving it out is
    /// expected (outside API sections, or a table of methods, events or return values).
    static func warning(for table: Table, in section: Section, locator: Locator) -> Diagnostic? {
        guard section.kind == .api, !table.rows.isEmpty else { return nil }
        let headers = table.header.cells.map { $0.content.plainText.trimmed }
        guard headers.count >= 2, let first = headers.first, !SectionVocabulary.isNonParameterTitle(first),
            !headers.contains(where: { ["return value", "returns", "return type", "return"].contains($0.lowercased()) })
        else { return nil }
        return .warning(
            "this table under '\(section.pathText)' is not read as parameters: no column names the parameter (its columns are "
                + headers.map { "'\($0)'" }.joined(separator: ", ")
                + "; name one Name, Parameter, Property, Prop, Attribute, Argument or Option)",
            at: locator.location(table.range.start)
        )
    }
}
