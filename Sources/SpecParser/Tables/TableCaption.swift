import SpecMarkdown

/// A paragraph right before a table that only names a type (`` **`RowAction`:** ``, "`RowAction` fields"):
/// the table lists that type's fields, as a heading of the type's name would say.
enum TableCaption {
    /// The type `introduction` names, or nil when it is a sentence, a label ("Props:") or names no type.
    static func typeName(_ introduction: [Inline]?) -> String? {
        guard let introduction else { return nil }
        if let name = objectName(introduction) { return name }
        let text = introduction.plainText.trimmed.trimming { $0 == ":" || $0.properties.isWhitespace }
        guard let name = TableDefinedRecords.definedName(text) else { return nil }
        // A code span says it is a name; bare or bold text must be spelt as a type is (`RowAction`, not "Props").
        if introduction.codeSpans.contains(name) { return name }
        let inner = name.dropFirst()
        return inner.contains(where: \.isUppercase) && inner.contains(where: \.isLowercase) ? name : nil
    }

    /// "The optional `action` object can contain the following options:": the table lists the fields of the object
    /// a parameter named `action` holds, named as its record (`Action`). Only a lead-in that ends in a colon and
    /// calls the one name it spells an object says so; "Pass `options` to show:" does not.
    private static func objectName(_ introduction: [Inline]) -> String? {
        guard introduction.plainText.trimmed.hasSuffix(":") else { return nil }
        var spans: [(name: String, next: String)] = []
        for (index, node) in introduction.enumerated() {
            guard case .code(let code) = node else { continue }
            var next = ""
            if index + 1 < introduction.count, case .text(let text) = introduction[index + 1] { next = text }
            spans.append((code.trimmed, next))
        }
        guard spans.count == 1, let span = spans.first, ProseOptions.isParameterName(span.name),
            span.next.trimmed.lowercased().split(separator: " ").first.map({ ["object", "objects"].contains($0) }) ?? false
        else { return nil }
        return span.name.prefix(1).uppercased() + span.name.dropFirst()
    }
}
