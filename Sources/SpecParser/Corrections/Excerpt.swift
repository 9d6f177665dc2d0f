import SpecModel

/// The first words of a text on one line, to name an element in a correction or a note.
enum Excerpt {
    /// At most 48 characters of `text` on one line, with `…` when cut.
    static func of(_ text: String) -> String {
        let clean = OneLineText.clean(text)
        return clean.count <= 48 ? clean : String(clean.prefix(47)) + "…"
    }
}
