/// A table row that stands for another type's properties rather than a parameter of its own: named by the type
/// (`` `ChipBaseProps` ``) and described as inheriting or extending it, by name ("Takes all the properties of `ChipBaseProps`",
/// or the same said in another language with its word for "inherit"). Read as a parameter it would be a field nobody can set.
enum InheritanceRow {
    /// Whether the row named `name` with `description` is such a row.
    static func isInheritance(name: String, description: String) -> Bool {
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return false
        }
        // The description names the type it inherits, as written: "Extends the layout …" on a row `Layout` is prose.
        guard description.contains(name) else { return false }
        let text = description.lowercased()
        return words.contains { text.contains($0) }
    }

    /// Whether the row only names a props type and says nothing else (`` `RowActionProps` | - | - | - ``): a table
    /// listing, among its own rows, the type whose properties it also takes.
    static func isBareTypeRow(name: String, cells: [String]) -> Bool {
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            propsSuffixes.contains(where: { name.hasSuffix($0) && name.count > $0.count })
        else { return false }
        return cells.allSatisfy { cell in cell.allSatisfy { $0.isPunctuation || $0.isWhitespace || $0 == "\\" } }
    }

    private static let propsSuffixes = ["Props", "Properties", "Options", "Attributes", "Attrs"]

    /// What the note says, and how `StrictAdvice` knows it is no inference.
    static let noteSuffix = "stands for the properties of the type it inherits, not a parameter of its own"

    private static let words = [
        "inherit", "extends", "all props of", "all properties of", "all the properties of", "继承", "繼承", "継承", "hereda", "hérite",
        "erbt", "herda",
    ]
}
