import SpecMarkdown

/// A paragraph right before a table that only names a type (`` **`RowAction`:** ``, "`RowAction` fields"):
/// the table lists that type's fields, as a heading of the type's name would say.
enum TableCaption {
    /// The type `introduction` names, or nil when it is a sentence, a label ("Props:") or names no type.
    static func typeName(_ introduction: [Inline]?) -> String? {
        guard let introduction else { return nil }
        let text = introduction.plainText.trimmed.trimming { $0 == ":" || $0.properties.isWhitespace }
        guard let name = TableDefinedRecords.definedName(text) else { return nil }
        // A code span says it is a name; bare or bold text must be spelt as a type is (`RowAction`, not "Props").
        if introduction.codeSpans.contains(name) { return name }
        let inner = name.dropFirst()
        return inner.contains(where: \.isUppercase) && inner.contains(where: \.isLowercase) ? name : nil
    }
}
