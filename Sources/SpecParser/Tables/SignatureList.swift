import SpecMarkdown
import SpecModel

/// A list whose items each open with a code span declaring how a setting is set, as JVM libraries document a
/// builder or a view, read into parameter rows named as users know them:
///
/// - setter signatures: `` `setCancelable(boolean cancelable)` - closes on an outside tap. Default is `false` `` sets
///   `cancelable`, a `Bool` (`SetterSignatures`: overloads are one setting; the list's other methods, `build()`,
///   `show()` or constructors, set nothing);
/// - a view's XML attributes: `` `<attr name="cancelable" format="boolean"/>` `` declares `cancelable` with the type its
///   format states (`AndroidStyleable`'s formats).
struct SignatureList {
    var table: ParameterTable

    /// Reads `list`; nil unless every item opens with a signature or every item with an attribute, and its setters are
    /// most of the signatures.
    init?(_ list: ListBlock, locator: Locator) {
        var entries: [(code: String, description: String, location: SourceLocation)] = []
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first, case .code(let code)? = paragraph.content.first else { return nil }
            let description = Array(paragraph.content.dropFirst()).markdownText
                .trimming { $0.properties.isWhitespace || ":—–-".unicodeScalars.contains($0) }
            entries.append((code, description, locator.location(paragraph.range.start)))
        }
        guard !entries.isEmpty else { return nil }
        var rows: [ParameterTable.Row] = []
        let attributes = entries.map { AndroidStyleable.Attribute(element: $0.code) }
        let signatures = entries.map { MethodSignature($0.code) }
        if attributes.allSatisfy({ $0 != nil }) {
            for (attribute, entry) in zip(attributes.compactMap { $0 }, entries) {
                rows.append(Self.row(attribute.name, type: attribute.type, defaultValue: nil, entry.description, entry.location))
            }
        } else if signatures.allSatisfy({ $0 != nil }) {
            let read = signatures.compactMap { $0 }
            guard SetterSignatures.isMostlySetters(read) else { return nil }
            for setting in SetterSignatures.settings(read) {
                let entry = entries[setting.first]
                rows.append(
                    Self.row(setting.name, type: setting.type, defaultValue: setting.defaultValue, entry.description, entry.location)
                )
            }
        } else {
            return nil
        }
        guard !rows.isEmpty, Set(rows.map(\.name)).count == rows.count else { return nil }
        table = ParameterTable(rows: rows, hasDefaultColumn: false, hasTypeColumn: true, location: locator.location(list.range.start))
    }

    private static func row(
        _ name: String,
        type: String?,
        defaultValue: String?,
        _ description: String,
        _ location: SourceLocation
    ) -> ParameterTable.Row {
        ParameterTable.Row(
            name: name,
            type: type,
            defaultValue: defaultValue ?? DefaultCell.stated(in: description),
            description: description,
            isRequired: nil,
            location: location
        )
    }
}
