import SpecModel

/// A type cell that names only a container (`array`, `object`) while the default is a literal that shows what the
/// container holds: `["portrait", "landscape"]` is a list of strings, `{ top: 24, bottom: 24 }` an object whose
/// fields are numbers. The default is the document's own statement of the contents, so the type it shows is read
/// (and the row says so in a note); a default that is empty, mixed, or holds anything but plain values shows nothing.
enum DefaultShownContents {
    /// The type spelling the default shows for a bare container type `written`; nil when it shows none.
    static func refine(_ written: String?, defaultValue: String?) -> String? {
        guard let written = written?.trimmed.lowercased(), let value = defaultValue?.trimmed else { return nil }
        if bareLists.contains(written), let inner = TopLevelText.enclosed(value, open: "[", close: "]") {
            guard let element = sharedScalar(of: TopLevelText.parts(of: inner, separators: [","])) else { return nil }
            return element + "[]"
        }
        if bareObjects.contains(written), let inner = TopLevelText.enclosed(value, open: "{", close: "}") {
            var fields: [String] = []
            for part in TopLevelText.parts(of: inner, separators: [","]) where !part.trimmed.isEmpty {
                guard let colon = part.firstIndex(of: ":") else { return nil }
                let key = String(part[..<colon]).trimmed.trimmingQuotes
                guard key.isPlainIdentifier, let type = scalar(of: String(part[part.index(after: colon)...])) else { return nil }
                fields.append("\(key): \(type)")
            }
            return fields.isEmpty ? nil : "{ " + fields.joined(separator: "; ") + " }"
        }
        return nil
    }

    private static let bareLists: Set<String> = ["array", "list", "arraylist"]
    private static let bareObjects: Set<String> = ["object"]

    /// The one scalar type every element's literal has (integers and decimals together are numbers).
    private static func sharedScalar(of elements: [String]) -> String? {
        let types = Set(elements.filter { !$0.trimmed.isEmpty }.map(scalar))
        guard types.count == 1, let only = types.first else { return nil }
        return only
    }

    /// `number`, `string` or `boolean` for a literal of that kind; nil for anything else.
    private static func scalar(of literal: String) -> String? {
        switch TypeSpelling.literalType(literal)?.name {
        case "Int", "Double": "number"
        case "String": "string"
        case "Bool": "boolean"
        default: nil
        }
    }
}

extension String {
    /// The text without one pair of matching quotes around it (`"top"` → `top`).
    fileprivate var trimmingQuotes: String {
        guard count >= 2, let first, first == last, first == "\"" || first == "'" else { return self }
        return String(dropFirst().dropLast())
    }
}
